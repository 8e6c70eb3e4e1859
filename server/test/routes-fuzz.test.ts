// Fuzzing every route of the API (issue 18), in-process through the Hono app: for each route the app lists,
// FUZZ_ROUTE_RUNS requests (1,000 in npm test, 10,000 in npm run bench) from a model of its valid input,
// mutated down to garbage: junk and broken percent-encoding in path and query, stray keys, foreign origins,
// bodies from valid to unparseable. Each answer is a 2xx, a 4xx JSON error with code and message, or 502/503
// for a failing upstream; never a 500, never an unhandled rejection. Chain routes read stub nodes on loopback
// that answer at once (one with results, one with JSON-RPC errors) and a port where nothing listens.
// FUZZ_LOG=error prints the server's log (the cause of a 500).
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@wallet-modal/testing';
import { FUZZ_ROUTE_RUNS, fuzzParameters } from '../../scripts/vitest/fuzz.js';
import { createApp } from '../src/app.js';
import { requestsFor, ROUTE_MODELS } from './helpers/fuzz-requests.js';
import { startTestServer } from './helpers/server.js';
import { startStubChain } from './helpers/stub-chain.js';
import { projects } from './helpers/world.js';

const native = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const [stub, failing, deadPort] = await Promise.all([
  startStubChain({ eth_chainId: '0x7a69', eth_blockNumber: '0x10', eth_getCode: '0x', eth_getBalance: '0xde0b6b3a7640000', eth_gasPrice: '0x3b9aca00', eth_call: '0x', eth_getLogs: [], eth_getBlockByNumber: null, eth_estimateGas: '0x5208' }),
  startStubChain(),
  freePort(),
]);
const server = await startTestServer({
  projects,
  logRequests: false,
  logLevel: (process.env.FUZZ_LOG as 'error' | undefined) ?? 'silent',
  rpc: { retryCount: 0, retryDelayMs: 0, timeoutMs: 2_000 },
  history: { pollIntervalMs: 600_000 },
  chains: [
    { id: 'eip155:31337', name: 'Stub', rpcUrl: stub.url, nativeCurrency: native, tokens: [{ address: token }], nameService: { type: 'ens', universalResolver: token } },
    { id: 'eip155:7', name: 'Failing', rpcUrl: failing.url, nativeCurrency: native, multicall3: null, tokens: [{ address: token }] },
    { id: 'eip155:8', name: 'Dead', rpcUrl: `http://127.0.0.1:${deadPort}`, nativeCurrency: native },
    { id: 'eip155:1', name: 'Stub mainnet', rpcUrl: stub.url, nativeCurrency: native, tokens: [{ address: token }] },
  ],
  convert: {
    timeoutMs: 2_000,
    chains: [{ chainId: 'eip155:1', uniswap: { weth: token, swapRouter02: token, v3: { factory: token, quoterV2: token }, v2: { factory: token, router: token } }, tokens: [{ address: token }] }],
  },
  onramp: {
    providers: [
      { type: 'signed-url', id: 'signed', name: 'Signed', apiUrl: stub.url, widgetUrl: stub.url, publishableKey: 'pk', secretKey: 'secret-key', webhookKey: 'webhook-key' },
    ],
  },
});
const app = createApp(server.services);

afterAll(async () => {
  await server.close();
  await Promise.all([stub.stop(), failing.stop()]);
});

/** Every route the app serves, as `${method} ${path}`; middleware entries (ALL) are not routes. */
const routes = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];

const isImage = (path: string) => /^\/(public\/get\w+Image|getWalletImage)\//.test(path);

/** 5xx answers a route may give for a failing upstream; 500 (our own failure) is never one of them. */
const UPSTREAM_CODES = new Set(['UPSTREAM_FAILED', 'ONRAMP_PROVIDER_FAILED', 'ONRAMP_UNAVAILABLE', 'NOT_READY']);

function expectHandled(route: string, request: { path: string; init: RequestInit }, status: number, contentType: string | null, text: string) {
  const where = `${route}: ${request.init.method} ${request.path.slice(0, 300)} ${String(request.init.body ?? '').slice(0, 200)} -> ${status} ${text.slice(0, 300)}`;
  expect(status, where).not.toBe(500);
  if (isImage(request.path) && (status === 200 || status === 304)) return;
  if (status === 204) return;
  expect(contentType, where).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown }; jsonrpc?: string };
  if (status < 400) return;
  if (body.jsonrpc === '2.0') {
    // The RPC proxy answers its refusals as JSON-RPC errors (spec §8: HTTP failures become JSON-RPC error payloads).
    expect(typeof body.error?.code, where).toBe('number');
  } else {
    expect(typeof body.error?.code, where).toBe('string');
    if (status >= 500) expect(UPSTREAM_CODES.has(body.error?.code as string), where).toBe(true);
  }
  expect(typeof body.error?.message === 'string' && body.error.message.length > 3, where).toBe(true);
}

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeEach(() => {
  rejections.length = 0;
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
});

describe('fuzzing every API route', () => {
  it('the app lists the routes this test fuzzes; each has a model of its valid input', () => {
    const unmodelled = routes.filter((route) => !ROUTE_MODELS[route] && !['GET /health', 'GET /ready', 'GET /projects/v1/origins', 'GET /getAnalyticsConfig', 'GET /v1/supported-chains'].includes(route));
    // A new route is still fuzzed with generic requests; this names it so its model gets written.
    if (unmodelled.length) console.warn(`[fuzz] routes fuzzed without a model of their input: ${unmodelled.join(', ')}`);
    expect(routes.length).toBeGreaterThan(20);
  });

  for (const route of routes) {
    const [method, path] = route.split(' ') as [string, string];
    it(`${route}: ${FUZZ_ROUTE_RUNS} requests answer 2xx or a JSON 4xx with code and message, never 500`, async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requestsFor(method, path, ROUTE_MODELS[route]), async (request) => {
          const res = await app.request(request.path, request.init);
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expectHandled(route, request, res.status, res.headers.get('content-type'), text);
        }),
        fuzzParameters(`server ${route}`, { runs: FUZZ_ROUTE_RUNS }),
      );
      await new Promise((resolve) => setImmediate(resolve));
      expect(rejections).toEqual([]);
      console.info(`[fuzz] ${route} statuses: ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    }, 600_000);
  }
});

// Found by fuzzing: both answered 500 INTERNAL before; a failing chain or name service is an upstream failure.
describe('upstream failures the fuzzing found', () => {
  it('a node that answers eth_getBalance with a JSON-RPC error: balance is 502 UPSTREAM_FAILED naming the chain', async () => {
    const res = await app.request('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance?projectId=test-project&chainId=eip155%3A7');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: 'UPSTREAM_FAILED', message: expect.stringMatching(/^Upstream RPC request failed: the RPC of eip155:7 did not give the native balance \(The method "eth_getBalance" does not exist/) } });
  });

  it('a name service whose resolver answers no data: identity is 502 UPSTREAM_FAILED naming the chain', async () => {
    const res = await app.request('/v1/identity/0x0000000000000000000000000000000000000000?projectId=test-project');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: 'UPSTREAM_FAILED', message: expect.stringMatching(/^Upstream RPC request failed: the name service of eip155:31337 did not answer \(The contract function "reverseWithGateways" returned no data/) } });
  });
});
