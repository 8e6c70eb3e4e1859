// Load bench on loopback: requests/s and p99 latency of /getWallets and /v1/account/{address}/balance,
// with the server as its own process on the embedded database and on PostgreSQL.
// Run: npm run bench:server -w @wallet-modal/server   (BENCH_SECONDS=5, BENCH_CONNECTIONS=10)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestChain } from '../test/helpers/chain.js';
import { ensurePostgres, startPostgres } from '../test/helpers/postgres.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const bin = fileURLToPath(new URL('../bin/wallet-modal-server.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wm-bench-'));
const PROJECT = 'bench';

type Row = { database: string; endpoint: string; 'req/s': number; 'p99 ms': number; 'p50 ms': number; requests: number; errors: number };

/** Starts the server as a separate process and resolves its URL from the "listening" log line. */
function startServerProcess(config: object, name: string): Promise<{ url: string; stop(): Promise<void> }> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(config));
  const child = spawn(process.execPath, [bin, 'serve', '--config', file], { env: { ...process.env, DATABASE_URL: '', PORT: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (d: Buffer) => {
      buffer += d;
      // The "listening" line: its first "url" is the API's (the secure site's comes as secureSiteUrl).
      const m = /"url":"(http:\/\/[^"]+)".*wallet-modal-server listening/.exec(buffer);
      if (m) resolve({ url: m[1]!, stop });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function measure(database: string, endpoint: string, url: string): Promise<Row> {
  const r = await autocannon({ url, connections, duration: seconds });
  return {
    database,
    endpoint,
    'req/s': Math.round(r.requests.average),
    'p99 ms': r.latency.p99,
    'p50 ms': r.latency.p50,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

async function main() {
  const chain = await startTestChain(31337);
  const stops: (() => Promise<void>)[] = [chain.stop];
  try {
    const token = await chain.deploy('TestToken', ['Bench Token', 'BEN', 18, 10n ** 24n]);
    const multicall = await chain.deploy('Multicall3');
    const base = {
      port: 0,
      logLevel: 'info',
      logRequests: false,
      projects: [{ id: PROJECT, origins: [] }],
      chains: [
        {
          id: 'eip155:31337',
          name: 'Anvil',
          rpcUrl: chain.url,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          multicall3: multicall,
          tokens: [{ address: token }],
        },
      ],
    };
    const databases: { name: string; database: object }[] = [{ name: 'PGlite', database: { pgliteDir: join(dir, 'pgdata') } }];
    const pg = ensurePostgres();
    if (pg.ok) {
      const server = await startPostgres(pg.bin);
      stops.push(server.stop);
      databases.push({ name: 'PostgreSQL', database: { url: await server.createDatabase('bench') } });
    } else {
      console.warn(`PostgreSQL skipped: ${pg.reason}`);
    }
    const rows: Row[] = [];
    for (const { name, database } of databases) {
      const server = await startServerProcess({ ...base, database }, name);
      try {
        rows.push(await measure(name, '/getWallets', `${server.url}/getWallets?projectId=${PROJECT}&page=1&entries=40`));
        rows.push(await measure(name, '/v1/account/{address}/balance', `${server.url}/v1/account/${chain.deployer}/balance?projectId=${PROJECT}&currency=usd&chainId=eip155:31337`));
      } finally {
        await server.stop();
      }
    }
    console.log(`\nwallet-modal-server load bench: ${connections} connections, ${seconds} s per run, loopback\n`);
    console.table(rows);
    console.log(JSON.stringify({ bench: 'server-load', connections, seconds, rows }));
    if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
