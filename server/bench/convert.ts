// Swap latency on loopback: GET /v1/convert/quotes (every pool of the pair quoted on chain) and
// POST /v1/convert/build-transaction (a fresh quote, the deadline block, balance and allowance checks,
// the gas estimate), against anvil with the local swap world and the server in this process.
// Run: npx tsx server/bench/convert.ts   (BENCH_REQUESTS=100, BENCH_SECONDS=5, BENCH_CONNECTIONS=10)
import autocannon from 'autocannon';
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { startSwapWorld } from '../test/helpers/swap-world.js';
import { PROJECT } from '../test/helpers/world.js';

const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const world = await startSwapWorld();
try {
  const base = world.server.url;
  const user = world.chain.accounts[1]!.address;
  const ETH = `eip155:1:${NATIVE_TOKEN_ADDRESS}`;
  const USDC = `eip155:1:${world.swap.tokens.usdc.address}`;
  const quoteUrl = `${base}/v1/convert/quotes?${new URLSearchParams({ projectId: PROJECT, amount: '0.1', userAddress: user, from: ETH, to: USDC })}`;
  const buildUrl = `${base}/v1/convert/build-transaction?projectId=${PROJECT}`;
  const buildBody = JSON.stringify({ amount: '0.1', from: ETH, to: USDC, userAddress: user, disableEstimate: false });

  const timed = async (name: string, run: () => Promise<Response>) => {
    for (let i = 0; i < 5; i++) await (await run()).arrayBuffer(); // warm caches and connections
    const ms: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      const response = await run();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      ms.push(performance.now() - start);
    }
    ms.sort((a, b) => a - b);
    const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]! * 10) / 10;
    return { endpoint: name, requests, 'p50 ms': at(0.5), 'p95 ms': at(0.95), 'max ms': at(1), 'mean ms': Math.round((ms.reduce((a, b) => a + b, 0) / ms.length) * 10) / 10 };
  };
  const rows = [
    await timed('GET /v1/convert/quotes (ETH->USDC, 3 pools)', () => fetch(quoteUrl)),
    await timed('POST /v1/convert/build-transaction (estimate on)', () => fetch(buildUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: buildBody })),
  ];
  console.log(`\n## Swap latency on loopback (sequential, ${requests} requests each; anvil + server in one machine)`);
  console.table(rows);
  const load = await autocannon({ url: quoteUrl, connections, duration: seconds });
  console.log(`quotes under load (${connections} connections, ${seconds} s): ${Math.round(load.requests.average)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, errors ${load.errors + load.non2xx}`);
} finally {
  await world.stop();
}
