// The JSON-RPC forwarder follows the spec's retry policy against a real loopback upstream.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFlakyUpstream } from '../../test/helpers/flaky-upstream.js';
import { forwardJsonRpc, RETRY_STATUSES, retryAfterMs } from './forward.js';

// A tiny JSON-RPC node: answers eth_chainId for whatever it is sent.
const node = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}');
  });
});
let target = '';
beforeAll(async () => {
  await new Promise<void>((r) => node.listen(0, '127.0.0.1', r));
  target = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => node.close(() => r())));

const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}';
const policy = { timeoutMs: 10_000, retryCount: 3, retryDelayMs: 150 };

describe('RPC retry policy', () => {
  it('retries on 403, 408, 413, 429, 500, 502, 503, 504 exactly', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([403, 408, 413, 429, 500, 502, 503, 504]);
  });

  it('retries 3 times, 150 ms doubled each try, then succeeds', async () => {
    const flaky = await startFlakyUpstream({ target, failures: 3, status: 503 });
    const result = await forwardJsonRpc({ urls: [flaky.url], body, ...policy });
    await flaky.stop();
    expect(result).toMatchObject({ ok: true, status: 200, attempts: 4, url: flaky.url });
    const gaps = flaky.requests.slice(1).map((t, i) => t - flaky.requests[i]!);
    [150, 300, 600].forEach((expected, i) => {
      expect(gaps[i]).toBeGreaterThanOrEqual(expected - 5);
      expect(gaps[i]).toBeLessThan(expected + 250);
    });
  });

  it('gives up after the 3rd retry with the upstream status in the reason', async () => {
    const flaky = await startFlakyUpstream({ target, failures: 10, status: 429, retryAfter: '0' });
    const result = await forwardJsonRpc({ urls: [flaky.url], body, ...policy });
    await flaky.stop();
    expect(result).toEqual({ ok: false, reason: 'upstream answered HTTP 429 after 4 attempts', attempts: 4 });
    expect(flaky.requests).toHaveLength(4);
  });

  it('honours Retry-After instead of the backoff delay', async () => {
    const flaky = await startFlakyUpstream({ target, failures: 1, status: 429, retryAfter: '1' });
    const result = await forwardJsonRpc({ urls: [flaky.url], body, ...policy });
    await flaky.stop();
    expect(result.ok).toBe(true);
    expect(flaky.requests[1]! - flaky.requests[0]!).toBeGreaterThanOrEqual(990);
  });

  it('does not retry other statuses such as 400; HTTP failures become JSON-RPC error payloads', async () => {
    const flaky = await startFlakyUpstream({ target, failures: 1, status: 400 });
    const result = await forwardJsonRpc({ urls: [flaky.url], body, ...policy });
    await flaky.stop();
    // The node's text answer is not passed on: the route answers a JSON-RPC error with this reason.
    expect(result).toEqual({ ok: false, reason: 'upstream answered HTTP 400 with a body that is not JSON ("try again")', attempts: 1 });
  });

  it('times out an upstream that does not answer', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const result = await forwardJsonRpc({ urls: [url], body, ...policy, timeoutMs: 200 });
    silent.closeAllConnections();
    await new Promise<void>((r) => silent.close(() => r()));
    expect(result).toEqual({ ok: false, reason: 'upstream timed out after 200 ms', attempts: 1 });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
