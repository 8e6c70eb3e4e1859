// The server's chain reads against a chain RPC that misbehaves on purpose (testing/src/fault-proxy.ts in
// front of anvil): the balance route and the JSON-RPC proxy retry what the spec says (403, 408, 413,
// 429, 500, 502, 503, 504; 3 times from 150 ms doubled; Retry-After honoured), time out a hung socket,
// refuse garbage clearly, and fall back to the chain's next RPC URL.
import { parseEther } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl, gaps, startFaultProxy, type FaultProxy } from '@wallet-modal/testing';
import { ChainRegistry } from '../src/chains/registry.js';
import { loadConfig } from '../src/config/load.js';
import type { RunningServer } from '../src/server.js';
import { actor } from './helpers/activity.js';
import { startTestChain, type TestChain } from './helpers/chain.js';
import { call, startTestServer } from './helpers/server.js';
import { PROJECT, projects } from './helpers/world.js';

const native = { name: 'Ether', symbol: 'ETH', decimals: 18 };
/** A short per-try timeout so a hung socket costs the test 4 × 400 ms, not 4 × the default 10 s. */
const TIMEOUT_MS = 400;

let chain: TestChain;
let primary: FaultProxy;
let backup: FaultProxy;
/** The history indexer's own proxy: it polls all the time, so its requests are kept apart. */
let indexed: FaultProxy;
let server: RunningServer;

beforeAll(async () => {
  chain = await startTestChain(31337);
  [primary, backup, indexed] = await Promise.all([startFaultProxy({ target: chain.url }), startFaultProxy({ target: chain.url }), startFaultProxy({ target: chain.url })]);
  const closed = await closedPortUrl();
  server = await startTestServer({
    projects,
    rpc: { timeoutMs: TIMEOUT_MS },
    history: { chains: ['eip155:9'], pollIntervalMs: 50 },
    chains: [
      { id: 'eip155:31337', name: 'Faulty', rpcUrl: primary.url, nativeCurrency: native },
      // The first URL refuses connections; the second is the backup proxy.
      { id: 'eip155:7', name: 'Closed then backup', rpcUrl: closed, fallbackRpcUrls: [backup.url], nativeCurrency: native },
      // The first URL is the faulty proxy; the second the backup.
      { id: 'eip155:8', name: 'Faulty then backup', rpcUrl: primary.url, fallbackRpcUrls: [backup.url], nativeCurrency: native },
      // Indexed for history: a refused first URL, then the indexer's proxy.
      { id: 'eip155:9', name: 'Indexed', rpcUrl: closed, fallbackRpcUrls: [indexed.url], nativeCurrency: native },
    ],
  });
});
afterAll(async () => {
  await server?.close();
  await primary?.stop();
  await backup?.stop();
  await indexed?.stop();
  await chain?.stop();
});
beforeEach(() => {
  primary.script([]);
  backup.script([]);
  primary.requests.length = 0;
  backup.requests.length = 0;
});

const balance = (chainId = 'eip155:31337') => call(server, `/v1/account/${chain.deployer}/balance?projectId=${PROJECT}&chainId=${chainId}`);
const rpc = (chainId: string, body: unknown) =>
  call(server, `/v1?chainId=${chainId}&projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const ethBalanceOf = (r: Awaited<ReturnType<typeof balance>>) => r.body.balances?.find((b: { symbol: string }) => b.symbol === 'ETH');

/** Each gap at least the expected wait, and below the next doubling (a loaded machine adds some). */
function expectBackoff(actual: number[], expected: number[]) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((ms, i) => {
    expect(actual[i], `gap ${i + 1}: ${actual.join(', ')} ms`).toBeGreaterThanOrEqual(ms - 5);
    expect(actual[i], `gap ${i + 1}: ${actual.join(', ')} ms`).toBeLessThan(ms + 250);
  });
}

describe('balance route: RPC retry', () => {
  it('RPC retry: 3 times by default, delay 150 ms doubled each try (150, 300, 600 ms), then the balance', async () => {
    primary.script([{ status: 503 }, { status: 503 }, { status: 503 }]);
    const r = await balance();
    expect(r.status).toBe(200);
    expect(ethBalanceOf(r)).toMatchObject({ symbol: 'ETH', chainId: 'eip155:31337' });
    expect(primary.requests.map((q) => q.methods)).toEqual([['eth_getBalance'], ['eth_getBalance'], ['eth_getBalance'], ['eth_getBalance']]);
    expectBackoff(gaps(primary.requests), [150, 300, 600]);
  });

  it('after the 3rd retry the route answers 502 UPSTREAM_FAILED naming what the node answered', async () => {
    primary.always({ status: 503 });
    const r = await balance();
    expect(r.status).toBe(502);
    expect(r.body.error).toEqual({ code: 'UPSTREAM_FAILED', message: 'Upstream RPC request failed: the chain RPC answered HTTP 503' });
    expect(primary.requests).toHaveLength(4);
  });

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('RPC retry on %i', async (status) => {
    primary.script([{ status }]);
    const r = await balance();
    expect(r.status).toBe(200);
    expect(primary.requests).toHaveLength(2);
  });

  it.each([400, 401, 404, 405])('no retry on %i: one request, then 502 naming the status', async (status) => {
    primary.script([{ status }]);
    const r = await balance();
    expect(r.status).toBe(502);
    expect(r.body.error.message).toBe(`Upstream RPC request failed: the chain RPC answered HTTP ${status}`);
    expect(primary.requests).toHaveLength(1);
  });

  it('Retry-After honoured: 1 second instead of 150 ms, then the back-off resumes (300 ms)', async () => {
    primary.script([{ status: 429, retryAfter: '1' }, { status: 429 }]);
    const r = await balance();
    expect(r.status).toBe(200);
    expectBackoff(gaps(primary.requests), [1_000, 300]);
  });

  it('Retry-After honoured as an HTTP date', async () => {
    primary.script([{ status: 503, retryAfter: new Date(Date.now() + 2_000).toUTCString() }]);
    const r = await balance();
    expect(r.status).toBe(200);
    // An HTTP date has whole seconds: the wait is between 1 and 2 s, never the 150 ms back-off.
    expect(gaps(primary.requests)[0]).toBeGreaterThanOrEqual(900);
  });
});

describe('balance route: a node that hangs, answers garbage or refuses connections', () => {
  it('a hung socket times out after the configured per-try timeout, each try, then 502 says so', async () => {
    primary.always('hang');
    const started = Date.now();
    const r = await balance();
    expect(r.status).toBe(502);
    expect(r.body.error.message).toBe(`Upstream RPC request failed: the chain RPC did not answer within ${TIMEOUT_MS} ms`);
    // viem retries a timed-out try like a refused one: 4 tries of 400 ms plus 150 + 300 + 600 ms of back-off.
    expect(primary.requests).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * TIMEOUT_MS + 1_050 - 20);
  });

  it('Default RPC timeout 10 s: the server’s chain clients get 10 s per try, 3 retries from 150 ms unless configured', async () => {
    const defaults = loadConfig({ env: {}, overrides: { chains: [{ id: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1', nativeCurrency: native }] } });
    expect(defaults.rpc).toMatchObject({ timeoutMs: 10_000, retryCount: 3, retryDelayMs: 150 });
    // What the balance, identity, names and SIWX reads go through: the chain's viem transport.
    expect(new ChainRegistry(defaults).get('eip155:1')!.client.transport).toMatchObject({ timeout: 10_000, retryCount: 3, retryDelay: 150 });
    // And the configured value is the one that applies (the hung-socket test above waits 400 ms per try).
    expect(server.services.chains.get('eip155:31337')!.client.transport).toMatchObject({ timeout: TIMEOUT_MS });
  });

  it('garbage JSON is retried like a failed try, then 502 says the answer was not JSON-RPC', async () => {
    primary.always('garbage');
    const r = await balance();
    expect(r.status).toBe(502);
    expect(r.body.error).toEqual({ code: 'UPSTREAM_FAILED', message: 'Upstream RPC request failed: the chain RPC answered something that is not JSON-RPC' });
    expect(primary.requests).toHaveLength(4);
  });

  it('one garbage answer, then a good one: the balance', async () => {
    primary.script(['garbage', 'reset']);
    const r = await balance();
    expect(r.status).toBe(200);
    expect(primary.requests).toHaveLength(3);
  });
});

describe('balance route: fallback to the next RPC URL', () => {
  it('reads fall back to the next RPC URL when the first refuses connections', async () => {
    const r = await balance('eip155:7');
    expect(r.status).toBe(200);
    expect(ethBalanceOf(r)).toMatchObject({ chainId: 'eip155:7' });
    expect(backup.requests).toHaveLength(1);
  });

  it('a failing first URL hands the read to the next at once, without the back-off wait', async () => {
    primary.always({ status: 503 });
    const r = await balance('eip155:8');
    expect(r.status).toBe(200);
    expect(primary.requests).toHaveLength(1);
    expect(backup.requests).toHaveLength(1);
    expect(backup.requests[0]!.at - primary.requests[0]!.at).toBeLessThan(100);
  });

  it('a hung first URL hands the read to the next after its timeout', async () => {
    primary.always('hang');
    const r = await balance('eip155:8');
    expect(r.status).toBe(200);
    // Arrival times at the fake nodes: the primary's request may arrive a little after the timer started
    // (CI shares two cores), so the gap is at least most of the timeout, never an immediate hand-over.
    expect(backup.requests[0]!.at - primary.requests[0]!.at).toBeGreaterThanOrEqual(TIMEOUT_MS * 0.75);
  });

  it('when every URL fails, the round is retried with the back-off: 4 rounds of 2 URLs, then 502', async () => {
    primary.always({ status: 502 });
    backup.always({ status: 429 });
    const r = await balance('eip155:8');
    expect(r.status).toBe(502);
    expect(r.body.error.code).toBe('UPSTREAM_FAILED');
    expect(primary.requests).toHaveLength(4);
    expect(backup.requests).toHaveLength(4);
    // The wait is between a round's last try (the backup) and the next round's first (the primary).
    expectBackoff([1, 2, 3].map((i) => primary.requests[i]!.at - backup.requests[i - 1]!.at), [150, 300, 600]);
  });
});

describe('JSON-RPC proxy: HTTP failures become JSON-RPC error payloads', () => {
  const request = { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] };

  it('503 three times, then the answer: 150, 300, 600 ms apart', async () => {
    primary.script([{ status: 503 }, { status: 503 }, { status: 503 }]);
    const r = await rpc('eip155:31337', request);
    expect(r.body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });
    expectBackoff(gaps(primary.requests), [150, 300, 600]);
  });

  it.each([
    ['garbage JSON (retried, then refused)', 'garbage' as const, 4, /^Internal error: upstream answered a body that is not JSON \(.*\) after 4 attempts$/],
    ['an HTTP 404 page (not retried)', { status: 404, body: '<h1>Not Found</h1>' }, 1, /^Internal error: upstream answered HTTP 404 with a body that is not JSON \("<h1>Not Found<\/h1>"\)$/],
    ['a hung socket (timed out, not retried)', 'hang' as const, 1, new RegExp(`^Internal error: upstream timed out after ${TIMEOUT_MS} ms$`)],
    ['a reset socket (retried)', 'reset' as const, 4, /^Internal error: upstream unreachable .* after 4 attempts$/],
  ])('%s: 502 with a JSON-RPC error -32603 and the request id', async (_, fault, requests, message) => {
    primary.always(fault);
    const r = await rpc('eip155:31337', request);
    expect(r.status).toBe(502);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(r.body).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32603 } });
    expect(r.body.error.message).toMatch(message);
    expect(primary.requests).toHaveLength(requests);
  });

  it('falls back to the next RPC URL: a refused first URL, and a first URL answering 429', async () => {
    expect((await rpc('eip155:7', request)).body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });
    primary.always({ status: 429, retryAfter: '5' });
    const started = Date.now();
    expect((await rpc('eip155:8', request)).body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });
    expect(Date.now() - started).toBeLessThan(1_000); // the next URL at once, not after Retry-After
    expect(primary.requests).toHaveLength(1);
  });

  it('a hung first URL falls back after its timeout', async () => {
    primary.always('hang');
    expect((await rpc('eip155:8', request)).body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });
    expect(backup.requests).toHaveLength(1);
  });
});

describe('history indexer', () => {
  const history = (account: string) => call(server, `/v1/account/${account}/history?projectId=${PROJECT}&chainId=eip155:9`);
  async function until(what: string, ok: () => Promise<boolean>, ms = 30_000) {
    const deadline = Date.now() + ms;
    while (!(await ok())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('indexes through the next RPC URL when the first refuses connections, and rides out 503s and garbage', async () => {
    const [from, to] = [actor(chain, 2), actor(chain, 3)];
    const first = await from.sendEth(to.address, parseEther('0.5'));
    await until('the first transfer is indexed', async () => (await history(to.address)).body.data?.some((r: { id: string }) => r.id === `eip155:9:${first.transactionHash}`));
    expect(indexed.requests.length).toBeGreaterThan(0);
    // The node then fails for a while: the indexer backs off and carries on once it heals.
    indexed.script([{ status: 503 }, 'garbage', { status: 429, retryAfter: '0' }, 'reset', { status: 502 }, 'garbage', { status: 503 }, { status: 503 }]);
    const second = await from.sendEth(to.address, parseEther('0.25'));
    await until('the second transfer is indexed', async () => (await history(to.address)).body.data?.some((r: { id: string }) => r.id === `eip155:9:${second.transactionHash}`));
    expect(indexed.requests.filter((r) => r.fault !== 'forward').length).toBe(8);
  });
});
