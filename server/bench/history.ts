// History indexer bench on loopback: 10,000 transfers to one account on anvil (automine off,
// 100 transactions per block), then thousands of empty blocks; reports the indexer's catch-up rate
// (blocks/s, transfers/s) on the dense and the empty stretch, and the latency of the account's pages.
// Run: npx tsx server/bench/history.ts   (BENCH_ERC20=8000 BENCH_ETH=2000: 10,000 transfers; BENCH_EMPTY=5000 BENCH_PER_BLOCK=100)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeFunctionData, erc20Abi, toHex, type Address } from 'viem';
import { startAnvil } from '@wallet-modal/testing';
import { loadConfig } from '../src/config/load.js';
import { startServer, type RunningServer } from '../src/server.js';
import { actor, rpc } from '../test/helpers/activity.js';
import { ensurePostgres, startPostgres } from '../test/helpers/postgres.js';

const ERC20 = Number(process.env.BENCH_ERC20 ?? 8000);
const ETH = Number(process.env.BENCH_ETH ?? 2000);
const EMPTY = Number(process.env.BENCH_EMPTY ?? 5000);
const PER_BLOCK = Number(process.env.BENCH_PER_BLOCK ?? 100);
const PROJECT = 'bench';
const CHAIN = 'eip155:31337';

type Row = Record<string, string | number>;

async function main() {
  const chain = await startAnvil({ chainId: 31337 });
  const dir = mkdtempSync(join(tmpdir(), 'wm-history-bench-'));
  const stops: (() => Promise<void>)[] = [chain.stop];
  try {
    const sender = actor(chain, 0);
    const target = chain.accounts[1]!.address;
    const token = await sender.deploy('TestToken', ['Bench Token', 'BEN', 18, 10n ** 24n]);
    const denseFrom = Number(await rpc(chain.url, 'eth_blockNumber')) + 1;
    await fill(chain.url, sender.address, target, token);
    const denseTo = Number(await rpc(chain.url, 'eth_blockNumber'));
    await rpc(chain.url, 'anvil_mine', [toHex(EMPTY)]);
    const head = Number(await rpc(chain.url, 'eth_blockNumber'));
    console.log(`chain: ${ERC20} ERC20 + ${ETH} ETH transfers to ${target} in blocks ${denseFrom}-${denseTo}, then ${EMPTY} empty blocks (head ${head})`);

    const databases: { name: string; database: object }[] = [{ name: 'PGlite', database: { pgliteDir: join(dir, 'pgdata') } }];
    const pg = ensurePostgres();
    if (pg.ok) {
      const server = await startPostgres(pg.bin);
      stops.push(server.stop);
      databases.push({ name: 'PostgreSQL', database: { url: await server.createDatabase('history_bench') } });
    } else {
      console.warn(`PostgreSQL skipped: ${pg.reason}`);
    }
    const rows: Row[] = [];
    for (const { name, database } of databases) {
      const booting = performance.now();
      const server = await startServer(
        loadConfig({
          env: {},
          overrides: {
            port: 0,
            logLevel: 'warn',
            logRequests: false,
            database,
            projects: [{ id: PROJECT, origins: [] }],
            chains: [{ id: CHAIN, name: 'Anvil', rpcUrl: chain.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, multicall3: null }],
            history: { pollIntervalMs: 100 },
          },
        }),
      );
      // The indexer starts as startServer returns (after migrations and the directory seed).
      const started = performance.now();
      try {
        const { dense, empty } = await catchUp(server, started, denseTo, head);
        const pages = await pageLatency(server, target);
        rows.push({
          database: name,
          'server start s': ((started - booting) / 1000).toFixed(1),
          'dense blocks/s': rate(denseTo + 1, dense),
          'transfers/s': rate(ERC20 + ETH + 1, dense),
          'empty blocks/s': rate(head - denseTo, empty - dense),
          'catch-up s': (empty / 1000).toFixed(1),
          'first page p50 ms': pages.first.p50,
          'first page p95 ms': pages.first.p95,
          'page 100 (via cursor) ms': pages.deep,
          records: pages.records,
        });
      } finally {
        await server.close();
      }
    }
    console.log(`\nhistory indexer bench: blockRange 100, rpcBatchSize 20, loopback anvil, page size 20\n`);
    console.table(rows);
    console.log(JSON.stringify({ bench: 'server-history', erc20: ERC20, eth: ETH, empty: EMPTY, perBlock: PER_BLOCK, rows }));
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sends the transfers in JSON-RPC batches with automine off, mining one block per PER_BLOCK transactions. */
async function fill(url: string, from: Address, to: Address, token: Address) {
  await rpc(url, 'evm_setAutomine', [false]);
  let nonce = Number(await rpc(url, 'eth_getTransactionCount', [from, 'latest']));
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 10n ** 18n] });
  const txs = [
    ...Array.from({ length: ERC20 }, () => ({ to: token, data, gas: toHex(60_000) })),
    ...Array.from({ length: ETH }, (_, i) => ({ to, value: toHex(BigInt(i + 1) * 10n ** 15n), gas: toHex(21_000) })),
  ];
  for (let i = 0; i < txs.length; i += PER_BLOCK) {
    const batch = txs.slice(i, i + PER_BLOCK).map((tx, j) => ({ jsonrpc: '2.0', id: j, method: 'eth_sendTransaction', params: [{ from, nonce: toHex(nonce++), ...tx }] }));
    const res = (await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch) })).json()) as { error?: { message: string } }[];
    const failed = res.find((r) => r.error);
    if (failed) throw new Error(`eth_sendTransaction: ${failed.error!.message}`);
    await rpc(url, 'evm_mine');
  }
  await rpc(url, 'evm_setAutomine', [true]);
}

/** Milliseconds from `started` until the index passed the dense stretch, and until it reached the head. */
async function catchUp(server: RunningServer, started: number, denseTo: number, head: number): Promise<{ dense: number; empty: number }> {
  let dense = 0;
  for (;;) {
    const [stats] = server.services.history.indexer.stats();
    const next = stats?.nextBlock ?? 0;
    if (!dense && next > denseTo) dense = performance.now() - started;
    if (next > head) return { dense, empty: performance.now() - started };
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** p50/p95 of 50 first-page requests, and the time of the 100th page reached by following `next`. */
async function pageLatency(server: RunningServer, account: Address) {
  const path = `${server.url}/v1/account/${account}/history?projectId=${PROJECT}&chainId=${CHAIN}`;
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    const res = await fetch(path);
    if (res.status !== 200) throw new Error(`history answered ${res.status}`);
    await res.json();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  let cursor: string | null = null;
  let deep = 0;
  let records = 0;
  for (let page = 1; page <= 100; page++) {
    const t = performance.now();
    const body = (await (await fetch(`${path}${cursor ? `&cursor=${cursor}` : ''}`)).json()) as { data: unknown[]; next: string | null };
    deep = performance.now() - t;
    records += body.data.length;
    cursor = body.next;
    if (!cursor) break;
  }
  const ms = (v: number) => Number(v.toFixed(1));
  return { first: { p50: ms(times[25]!), p95: ms(times[47]!) }, deep: ms(deep), records };
}

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000);

await main();
