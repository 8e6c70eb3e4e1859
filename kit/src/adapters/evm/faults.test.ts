// The EVM adapter's chain reads (balance, fee estimate) against a chain RPC that misbehaves on purpose:
// testing/src/fault-proxy.ts in front of anvil. The spec's policy (§8, §9) as it reaches the app: retries
// 150, 300, 600 ms apart, Retry-After honoured, 10 s per try, garbage refused, and the next RPC URL
// of the network taken when the app lists several.

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Anvil, closedPortUrl, type FaultProxy, gaps, startAnvil, startFaultProxy } from '@wallet-modal/testing';
import { createWalletModal } from '../../core/client.js';
import { ADDRESS, network } from '../../core/controllers/testing.js';
import type { CaipNetwork } from '../../core/types.js';
import { evmAdapter } from './index.js';

let anvil: Anvil;
let primary: FaultProxy;
let backup: FaultProxy;
let closed: string;
/** What anvil itself says, read without any proxy. */
let expectedBalance: bigint;

async function direct<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await res.json()) as { result: T }).result;
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  [primary, backup] = await Promise.all([startFaultProxy({ target: anvil.url }), startFaultProxy({ target: anvil.url })]);
  closed = await closedPortUrl();
  expectedBalance = BigInt(await direct<string>('eth_getBalance', [ADDRESS, 'latest']));
});
afterAll(async () => {
  await primary?.stop();
  await backup?.stop();
  await anvil?.stop();
});
afterEach(() => {
  vi.useRealTimers();
  primary.script([]);
  backup.script([]);
  primary.requests.length = 0;
  backup.requests.length = 0;
});

/** Ethereum as the app lists it, its RPC URLs replaced by `urls`. */
const ethereumAt = (...urls: string[]): CaipNetwork => ({ ...network('eip155:1'), rpcUrls: { default: { http: urls } } });

function expectBackoff(actual: number[], expected: number[]) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((ms, i) => {
    expect(actual[i], `gap ${i + 1}: ${actual.join(', ')} ms`).toBeGreaterThanOrEqual(ms - 5);
    expect(actual[i], `gap ${i + 1}: ${actual.join(', ')} ms`).toBeLessThan(ms + 250);
  });
}

describe('EVM chain reads through a faulty RPC (spec §8, §9)', () => {
  it('RPC retry: 3 times by default, delay 150 ms doubled each try: the balance after three 503s', async () => {
    primary.script([{ status: 503 }, { status: 503 }, { status: 503 }]);
    expect(await evmAdapter().getBalance!(ADDRESS, ethereumAt(primary.url))).toBe(expectedBalance);
    expect(primary.requests.map((r) => r.methods)).toEqual(Array(4).fill(['eth_getBalance']));
    expectBackoff(gaps(primary.requests), [150, 300, 600]);
  });

  it('RPC retry on 403, 408, 413, 429, 500, 502, 503, 504: each is retried once and the read succeeds', async () => {
    const adapter = evmAdapter();
    for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
      primary.requests.length = 0;
      primary.script([{ status }]);
      expect(await adapter.getBalance!(ADDRESS, ethereumAt(primary.url)), `status ${status}`).toBe(expectedBalance);
      expect(primary.requests, `status ${status}`).toHaveLength(2);
    }
  });

  it('Retry-After honoured on a fee estimate: 1 s instead of 150 ms, and the fee is what the node says', async () => {
    primary.script([{ status: 429, retryAfter: '1' }]);
    const request = { namespace: 'eip155' as const, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n };
    const fee = await evmAdapter().estimateFee!(request, ADDRESS, ethereumAt(primary.url));
    const [gas, gasPrice] = await Promise.all([
      direct<string>('eth_estimateGas', [{ from: ADDRESS, to: request.to, value: '0x1' }]),
      direct<string>('eth_gasPrice', []),
    ]);
    expect(fee).toBe(BigInt(gas) * BigInt(gasPrice));
    // The refused request is sent again (same methods) after the server's 1 s, not the 150 ms back-off.
    const [refused, ...rest] = primary.requests;
    const again = rest.find((r) => r.methods.join() === refused!.methods.join())!;
    expect(again.at - refused!.at).toBeGreaterThanOrEqual(990);
  });

  it('after 3 retries a refused connection reaches the caller as an HTTP failure naming the URL', async () => {
    await expect(evmAdapter().getBalance!(ADDRESS, ethereumAt(closed))).rejects.toThrow(new RegExp(`HTTP request failed[\\s\\S]*URL: ${closed}`));
  });

  it('garbage JSON is retried, then refused with an error naming the URL and the parse failure', async () => {
    primary.always('garbage');
    const error = (await evmAdapter().getBalance!(ADDRESS, ethereumAt(primary.url)).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/HTTP request failed/);
    expect(error.message).toContain(`URL: ${primary.url}`);
    expect(error.message).toMatch(/JSON/);
    expect(primary.requests).toHaveLength(4);
  });

  it('Default RPC timeout 10 s: a hung socket fails each try after 10 s, 4 tries with the back-off between', async () => {
    // The adapter's lazy chunk (viem) loads before the clock is faked: module loading has timers of its own.
    const adapter = evmAdapter();
    await adapter.getBalance!(ADDRESS, ethereumAt(backup.url));
    primary.always('hang');
    // Only the clock is fake (the sockets are real): viem's per-try timeout and back-off run on it, and the
    // proxy stamps each request with it. It moves 20 ms at a time, letting the sockets work in between.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let settled: Error | undefined;
    void adapter.getBalance!(ADDRESS, ethereumAt(primary.url)).catch((e: unknown) => (settled = e as Error));
    const realDeadline = performance.now() + 20_000;
    while (!settled) {
      if (performance.now() > realDeadline) throw new Error(`no outcome after ${primary.requests.length} requests`);
      await vi.advanceTimersByTimeAsync(20);
      for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(settled.name).toBe('TimeoutError');
    expect(settled.message).toMatch(/The request took too long to respond/);
    expect(primary.requests).toHaveLength(4);
    // Each try waits 10 s for an answer, then the back-off: 150, 300, 600 ms (fake time, ± the 20 ms steps).
    gaps(primary.requests).forEach((gap, i) => {
      const expected = 10_000 + [150, 300, 600][i]!;
      expect(gap, `gap ${i + 1}: ${gaps(primary.requests).join(', ')} ms`).toBeGreaterThanOrEqual(expected - 40);
      expect(gap, `gap ${i + 1}: ${gaps(primary.requests).join(', ')} ms`).toBeLessThan(expected + 400);
    });
  });
});

describe('reads fall back to the next RPC URL when one is configured', () => {
  it('the first URL refuses connections: the balance comes from the second', async () => {
    expect(await evmAdapter().getBalance!(ADDRESS, ethereumAt(closed, backup.url))).toBe(expectedBalance);
    expect(backup.requests).toHaveLength(1);
  });

  it('the first URL answers 503: the second is asked at once, without the back-off wait', async () => {
    primary.always({ status: 503 });
    expect(await evmAdapter().getBalance!(ADDRESS, ethereumAt(primary.url, backup.url))).toBe(expectedBalance);
    expect(primary.requests).toHaveLength(1);
    expect(backup.requests[0]!.at - primary.requests[0]!.at).toBeLessThan(100);
  });

  it('the first URL answers garbage: the second answers the fee estimate', async () => {
    primary.always('garbage');
    const fee = await evmAdapter().estimateFee!({ namespace: 'eip155', to: ADDRESS, value: 0n }, ADDRESS, ethereumAt(primary.url, backup.url));
    expect(fee).toBeGreaterThan(0n);
    expect(backup.requests.length).toBeGreaterThan(0);
  });

  it('every URL fails: the round is retried 3 times from 150 ms doubled, then the failure reaches the caller', async () => {
    primary.always({ status: 502 });
    backup.always({ status: 504 });
    await expect(evmAdapter().getBalance!(ADDRESS, ethereumAt(primary.url, backup.url))).rejects.toThrow(/HTTP request failed/);
    expect(primary.requests).toHaveLength(4);
    expect(backup.requests).toHaveLength(4);
    expectBackoff([1, 2, 3].map((i) => primary.requests[i]!.at - backup.requests[i - 1]!.at), [150, 300, 600]);
  });

  it('the app config lists several RPC URLs for a network (rpcUrls: a list): the modal reads through them in order', async () => {
    const modal = createWalletModal({ projectId: 'test', networks: ['eip155:1'], rpcUrls: { 'eip155:1': [closed, backup.url] }, adapters: [] });
    const ethereum = modal.$network.get().caipNetwork!;
    expect(ethereum.rpcUrls.default.http).toEqual([closed, backup.url]);
    expect(await evmAdapter().getBalance!(ADDRESS, ethereum)).toBe(expectedBalance);
    expect(backup.requests).toHaveLength(1);
    modal.destroy();
  });
});
