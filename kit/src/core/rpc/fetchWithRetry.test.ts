import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWithRetry } from './fetchWithRetry.js';

/** The network as a script: each call answers with the next status (or hangs / fails). */
function scriptedNetwork(script: (number | 'hang' | 'fail' | { status: number; retryAfter: string })[]) {
  const calls: number[] = [];
  const fetch = (async (_url: string, init?: RequestInit) => {
    calls.push(Date.now());
    const step = script[Math.min(calls.length - 1, script.length - 1)]!;
    if (step === 'fail') throw new TypeError('fetch failed');
    if (step === 'hang') {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    const { status, retryAfter } = typeof step === 'number' ? { status: step, retryAfter: undefined } : step;
    return new Response('{}', { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('fetchWithRetry (spec §8, §9 RPC retry)', () => {
  it('RPC retry: 3 times by default, delay 150 ms doubled each try', async () => {
    const net = scriptedNetwork([503]);
    const pending = fetchWithRetry('https://rpc.example', {}, { fetch: net.fetch });
    await vi.runAllTimersAsync();
    expect((await pending).status).toBe(503);
    expect(net.calls).toEqual([0, 150, 450, 1050]);
  });

  it('stops retrying at the first success or a status not on the retry list', async () => {
    const ok = scriptedNetwork([429, 200]);
    const first = fetchWithRetry('https://rpc.example', {}, { fetch: ok.fetch });
    await vi.runAllTimersAsync();
    expect((await first).status).toBe(200);
    expect(ok.calls).toHaveLength(2);
    const notFound = scriptedNetwork([404]);
    const second = fetchWithRetry('https://rpc.example', {}, { fetch: notFound.fetch });
    await vi.runAllTimersAsync();
    expect((await second).status).toBe(404);
    expect(notFound.calls).toHaveLength(1);
  });

  it('Retry-After honoured', async () => {
    const net = scriptedNetwork([{ status: 429, retryAfter: '2' }, 200]);
    const pending = fetchWithRetry('https://rpc.example', {}, { fetch: net.fetch });
    await vi.runAllTimersAsync();
    await pending;
    expect(net.calls).toEqual([0, 2_000]);
  });

  it('network errors are retried, then thrown', async () => {
    const net = scriptedNetwork(['fail']);
    const pending = fetchWithRetry('https://rpc.example', {}, { fetch: net.fetch, retryCount: 1 });
    const assertion = expect(pending).rejects.toThrow('fetch failed');
    await vi.runAllTimersAsync();
    await assertion;
    expect(net.calls).toHaveLength(2);
  });

  it('default RPC timeout 10 s per try', async () => {
    const net = scriptedNetwork(['hang']);
    const pending = fetchWithRetry('https://rpc.example', {}, { fetch: net.fetch, retryCount: 0 });
    const assertion = expect(pending).rejects.toMatchObject({ shortMessage: 'The request took too long to respond.' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(net.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it("the caller's abort stops at once with 'Request was aborted'", async () => {
    const net = scriptedNetwork(['hang']);
    const controller = new AbortController();
    const pending = fetchWithRetry('https://rpc.example', { signal: controller.signal }, { fetch: net.fetch });
    const assertion = expect(pending).rejects.toMatchObject({ shortMessage: 'Request was aborted' });
    controller.abort();
    await assertion;
    expect(net.calls).toHaveLength(1);
  });
});
