// POST /v1/?chainId=&projectId= (and /v1): the JSON-RPC proxy forwards to the chain's upstream, retries a
// flaky one, refuses admin methods and bad bodies, and reports a dead upstream as a JSON-RPC error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@wallet-modal/testing';
import type { RunningServer } from '../src/server.js';
import { startTestChain, type TestChain } from './helpers/chain.js';
import { startFlakyUpstream, type FlakyUpstream } from './helpers/flaky-upstream.js';
import { call, startTestServer } from './helpers/server.js';
import { PROJECT, projects } from './helpers/world.js';

let chain: TestChain;
let flaky: FlakyUpstream;
let server: RunningServer;
const native = { name: 'Ether', symbol: 'ETH', decimals: 18 };

beforeAll(async () => {
  chain = await startTestChain(31337);
  flaky = await startFlakyUpstream({ target: chain.url, failures: 2, status: 503, retryAfter: '0' });
  const deadPort = await freePort(); // nothing listens here
  server = await startTestServer({
    projects,
    rpc: { maxBodyBytes: 4096 },
    // The history indexer polls every chain it indexes: off here, so the flaky upstream counts only proxy requests.
    history: { enabled: false },
    chains: [
      { id: 'eip155:31337', name: 'Anvil', rpcUrl: chain.url, nativeCurrency: native },
      { id: 'eip155:7', name: 'Flaky', rpcUrl: flaky.url, nativeCurrency: native },
      { id: 'eip155:8', name: 'Dead', rpcUrl: `http://127.0.0.1:${deadPort}`, nativeCurrency: native },
    ],
  });
});
afterAll(async () => {
  await server?.close();
  await flaky?.stop();
  await chain?.stop();
});

const rpc = (body: unknown, chainId = 'eip155:31337') =>
  call(server, `/v1?chainId=${chainId}&projectId=${PROJECT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const req = (method: string, params: unknown[] = [], id: number | string = 1) => ({ jsonrpc: '2.0', id, method, params });

describe('JSON-RPC proxy', () => {
  it('forwards a request and a batch to the chain', async () => {
    expect((await rpc(req('eth_chainId'))).body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    const batch = await rpc([req('eth_chainId', [], 'a'), req('eth_getBalance', [chain.deployer, 'latest'], 'b')]);
    expect(batch.status).toBe(200);
    expect(batch.body.map((r: { id: string }) => r.id)).toEqual(['a', 'b']);
    expect(BigInt(batch.body[1].result)).toBeGreaterThan(0n);
  });

  it('the path /v1/ takes query chainId and projectId: POST and OPTIONS answer, as on /v1', async () => {
    const origin = 'http://localhost:5173';
    const path = `/v1/?chainId=eip155:31337&projectId=${PROJECT}`;
    const preflight = await call(server, path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    const r = await call(server, path, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(req('eth_chainId')) });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe(origin);
    expect(r.body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    const refused = await call(server, path, { method: 'POST', headers: { origin: 'https://evil.example' }, body: JSON.stringify(req('eth_chainId')) });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('passes JSON-RPC errors from the node through', async () => {
    const r = await rpc(req('eth_noSuchMethod'));
    expect(r.body.error.code).toBe(-32601);
  });

  it('retries an upstream answering 503 and succeeds', async () => {
    const before = flaky.requests.length;
    const r = await rpc(req('eth_chainId'), 'eip155:7');
    expect(r.body.result).toBe('0x7a69');
    expect(flaky.requests.length - before).toBe(3);
  });

  it('answers a JSON-RPC error with 502 when the upstream stays unreachable', async () => {
    const r = await rpc(req('eth_chainId', [], 9), 'eip155:8');
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({ jsonrpc: '2.0', id: 9, error: { code: -32603 } });
    expect(r.body.error.message).toMatch(/^Internal error: upstream unreachable .* after 4 attempts$/);
  });

  it.each([
    ['admin and test methods', () => rpc(req('anvil_setBalance', [chain.deployer, '0x1'])), 403, -32601, /^Requested RPC call is not allowed: anvil_setBalance$/],
    ['the same inside a batch', () => rpc([req('eth_chainId'), req('evm_mine', [], 2)]), 403, -32601, /evm_mine/],
    ['a body that is not JSON', () => rpc('{"jsonrpc":'), 400, -32700, /^Parse error/],
    ['a request without a method', () => rpc({ jsonrpc: '2.0', id: 1 }), 400, -32600, /^Invalid Request/],
    ['an empty batch', () => rpc([]), 400, -32600, /^Invalid Request/],
    ['an oversized body', () => rpc(req('eth_call', ['x'.repeat(5000)])), 413, -32600, /larger than 4096 bytes/],
  ])('refuses %s', async (_, send, status, code, message) => {
    const r = await send();
    expect(r.status).toBe(status);
    expect(r.body.error.code).toBe(code);
    expect(r.body.error.message).toMatch(message);
  });

  it('refuses an unknown chain and an unknown project with JSON errors', async () => {
    const unknownChain = await rpc(req('eth_chainId'), 'eip155:999');
    expect(unknownChain.status).toBe(400);
    expect(unknownChain.body.error.code).toBe('UNSUPPORTED_CHAIN');
    const unknownProject = await call(server, '/v1?chainId=eip155:31337&projectId=nope', { method: 'POST', body: JSON.stringify(req('eth_chainId')) });
    expect(unknownProject.status).toBe(401);
    expect(unknownProject.body.error.message).toMatch(/^Invalid Project ID - update configuration/);
  });

  it('never forwarded a refused admin call: the balance is unchanged', async () => {
    const r = await rpc(req('eth_getBalance', [chain.deployer, 'latest']));
    expect(BigInt(r.body.result)).toBeGreaterThan(1n);
  });
});

describe('a chain whose RPC is down', () => {
  it('balance answers 502 "Upstream RPC request failed"', async () => {
    const r = await call(server, `/v1/account/${chain.deployer}/balance?projectId=${PROJECT}&chainId=eip155:8`);
    expect(r.status).toBe(502);
    expect(r.body.error).toEqual({ code: 'UPSTREAM_FAILED', message: 'Upstream RPC request failed: the chain RPC did not answer' });
  });
});
