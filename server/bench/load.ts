// Load bench on loopback: throughput, p50, p99 and errors of /getWallets (and its ETag revalidation),
// balance, identity, history and the one-time-code routes (e-mail start: a mail per request; verify: a
// code check per request), with the server as its own process on the embedded database and on
// PostgreSQL. Prints the load average and the server's memory per run: the machine is shared.
// Run: npm run bench:server -w @wallet-modal/server
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 BENCH_ONLY=/getWallets,balance BENCH_SOAK_SECONDS=600 (memory over a long /getWallets run)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Device } from '../test/helpers/embedded.js';
import { ensurePostgres, startPostgres } from '../test/helpers/postgres.js';
import { EMBEDDED_PROJECT, freshEmail, HISTORY_TRANSFERS, PROJECT, startBenchWorld, type BenchWorld } from './load-world.js';
import { measure, memoryGrowth, rssMb, type Endpoint, type Row } from './measure.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const bin = fileURLToPath(new URL('../bin/wallet-modal-server.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wm-bench-'));

type ServerProcess = { url: string; secureSiteUrl: string; pid: number | undefined; stop(): Promise<void> };

/** Starts the server as a separate process; resolves its URLs from the "listening" log line. */
function startServerProcess(config: object, name: string): Promise<ServerProcess> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(config));
  const child = spawn(process.execPath, [bin, 'serve', '--config', file], { env: { ...process.env, DATABASE_URL: '', PORT: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (d: Buffer) => {
      buffer += d;
      const line = buffer.split('\n').find((l) => l.includes('wallet-modal-server listening'));
      if (line) {
        const { url, secureSiteUrl } = JSON.parse(line) as { url: string; secureSiteUrl: string };
        buffer = '';
        resolve({ url, secureSiteUrl, pid: child.pid, stop });
      } else if (buffer.length > 1_000_000) buffer = buffer.slice(-10_000);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const postJson = async (url: string, body: unknown) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Waits until the indexer has every transfer of the world's history account. */
async function historyIndexed(server: ServerProcess, account: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    let count = 0;
    let cursor: string | null = null;
    do {
      const res = await fetch(`${server.url}/v1/account/${account}/history?projectId=${PROJECT}${cursor ? `&cursor=${cursor}` : ''}`);
      const page = (await res.json()) as { data?: unknown[]; next?: string | null };
      count += page.data?.length ?? 0;
      cursor = page.next ?? null;
    } while (cursor);
    if (count >= HISTORY_TRANSFERS) return;
    if (Date.now() > deadline) throw new Error(`history: ${count} of ${HISTORY_TRANSFERS} transfers indexed after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A device approved for an address (start → the mailed link): its code checks take the full path. */
async function approvedDevice(world: BenchWorld, server: ServerProcess) {
  const email = freshEmail();
  const device = await Device.create();
  const after = Date.now();
  const start = await postJson(`${server.secureSiteUrl}/embedded/v1/email/start`, { projectId: EMBEDDED_PROJECT, email, device: device.key });
  if (start.body.action !== 'VERIFY_DEVICE') throw new Error(`email/start: ${JSON.stringify(start.body)}`);
  await world.sink.waitForMail({ to: email, subject: /Approve/, after });
  const token = new URL(world.sink.linkFor(email)!).searchParams.get('token');
  await postJson(`${server.secureSiteUrl}/embedded/v1/device/approve`, { token });
  await world.sink.waitForMail({ to: email, subject: /code/, after });
  const wrong = String((Number(world.sink.codeFor(email)) + 1) % 1_000_000).padStart(6, '0');
  return { email, device, wrong };
}

async function endpoints(world: BenchWorld, server: ServerProcess): Promise<Endpoint[]> {
  const wallets = `${server.url}/getWallets?projectId=${PROJECT}&page=1&entries=40`;
  const etag = (await fetch(wallets)).headers.get('etag') ?? '';
  const { deployer } = world.chain;
  const verifier = await approvedDevice(world, server);
  const device = await Device.create();
  return [
    { name: '/getWallets', url: wallets },
    { name: '/getWallets If-None-Match (304)', url: wallets, headers: { 'if-none-match': etag }, expect: [304] },
    { name: 'balance', url: `${server.url}/v1/account/${deployer}/balance?projectId=${PROJECT}&currency=usd&chainId=eip155:31337` },
    { name: 'identity', url: `${server.url}/v1/identity/${deployer}?projectId=${PROJECT}&chainId=eip155:31337` },
    { name: 'history', url: `${server.url}/v1/account/${world.historyAccount}/history?projectId=${PROJECT}&chainId=eip155:31337` },
    {
      name: 'one-time code: email/start (a mail each)',
      url: `${server.secureSiteUrl}/embedded/v1/email/start`,
      method: 'POST',
      body: () => JSON.stringify({ projectId: EMBEDDED_PROJECT, email: freshEmail(), device: device.key }),
    },
    {
      name: 'one-time code: email/verify (a wrong code)',
      url: `${server.secureSiteUrl}/embedded/v1/email/verify`,
      method: 'POST',
      body: JSON.stringify({ projectId: EMBEDDED_PROJECT, email: verifier.email, device: verifier.device.key, otp: verifier.wrong }),
      expect: [400],
    },
  ].filter((e) => !only || only.some((name) => e.name.startsWith(name))) as Endpoint[];
}

async function main() {
  const world = await startBenchWorld();
  const stops: (() => Promise<void>)[] = [world.stop];
  const rows: Row[] = [];
  const soak: { database: string; second: number; rss: number; 'req/s': number; 'p99 ms': number; errors: number; load: number }[] = [];
  try {
    const databases: { name: string; database: object }[] = [{ name: 'PGlite', database: { pgliteDir: join(dir, 'pgdata') } }];
    const pg = ensurePostgres();
    if (pg.ok) {
      const postgres = await startPostgres(pg.bin);
      stops.push(postgres.stop);
      databases.push({ name: 'PostgreSQL', database: { url: await postgres.createDatabase('bench') } });
    } else {
      console.warn(`PostgreSQL skipped: ${pg.reason}`);
    }
    for (const { name, database } of databases) {
      const server = await startServerProcess({ ...world.config, database }, name);
      try {
        await historyIndexed(server, world.historyAccount);
        for (const endpoint of await endpoints(world, server)) rows.push(await measure({ database: name, endpoint, seconds, connections, pid: server.pid }));
        for (let at = 0; at < soakSeconds; at += 30) {
          const run = await measure({ database: name, endpoint: { name: '/getWallets', url: `${server.url}/getWallets?projectId=${PROJECT}&page=1&entries=40` }, seconds: Math.min(30, soakSeconds - at), connections, pid: server.pid });
          soak.push({ database: name, second: at + 30, rss: rssMb(server.pid), 'req/s': run['req/s'], 'p99 ms': run['p99 ms'], errors: run.errors, load: run.load });
        }
      } finally {
        await server.stop();
      }
    }
    console.log(`\nwallet-modal-server load bench: ${connections} connections, ${seconds} s per run, loopback; load average now ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
    console.table(rows);
    if (soak.length) console.table(soak);
    console.log(JSON.stringify({ bench: 'server-load', connections, seconds, rows, soak }));
    const growing = memoryGrowth(soak);
    for (const line of growing) console.error(`memory not flat: ${line}`);
    if (rows.some((r) => r.errors > 0) || soak.some((s) => s.errors > 0) || growing.length) process.exitCode = 1;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
