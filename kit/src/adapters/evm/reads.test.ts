// Chain reads of the EVM adapter over real HTTP: the spec's RPC policy (§8, §9) as viem's transport
// applies it to the app's own RPC URL.

import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS, loopback, network, type Loopback, type LoopbackAnswer, type LoopbackRequest } from '../../core/controllers/testing.js';
import type { CaipNetwork } from '../../core/types.js';
import { evmAdapter } from './index.js';

type RpcCall = { id: number; method: string; params: unknown[] };

let rpc: Loopback | undefined;
afterEach(async () => {
  await rpc?.close();
  rpc = undefined;
});

/** Ethereum with its RPC URL pointed at `url`. */
const ethereumAt = (url: string): CaipNetwork => {
  const ethereum = network('eip155:1');
  return { ...ethereum, rpcUrls: { default: { http: [url] } } };
};

/** A JSON-RPC node on loopback answering eth_getBalance with `wei`, after `refusals` answers of `status`. */
async function node({ wei, refusals = [] }: { wei: bigint; refusals?: { status: number; retryAfter?: string }[] }) {
  const requests: { at: number; body: RpcCall | RpcCall[] }[] = [];
  rpc = await loopback(({ body, headers }: LoopbackRequest): LoopbackAnswer => {
    expect(headers['content-type']).toMatch(/application\/json/);
    const parsed = JSON.parse(body) as RpcCall | RpcCall[];
    requests.push({ at: Date.now(), body: parsed });
    const refusal = refusals.shift();
    if (refusal) return { status: refusal.status, headers: refusal.retryAfter ? { 'retry-after': refusal.retryAfter } : undefined, body: { error: 'busy' } };
    const answer = (call: RpcCall) => ({ jsonrpc: '2.0', id: call.id, result: `0x${wei.toString(16)}` });
    return { body: Array.isArray(parsed) ? parsed.map(answer) : answer(parsed) };
  });
  return { url: rpc.url, requests };
}

describe('EVM chain reads (RPC transport policy)', () => {
  it("Chain RPC: POST of JSON-RPC with a JSON body to the network's own RPC URL", async () => {
    const { url, requests } = await node({ wei: 10n ** 18n });
    expect(await evmAdapter().getBalance!(ADDRESS, ethereumAt(url))).toBe(10n ** 18n);
    expect([requests[0]!.body].flat()[0]).toMatchObject({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] });
  });

  it('RPC retry on 429 and 503; Retry-After honoured', async () => {
    const { url, requests } = await node({ wei: 5n, refusals: [{ status: 429, retryAfter: '1' }, { status: 503 }] });
    expect(await evmAdapter().getBalance!(ADDRESS, ethereumAt(url))).toBe(5n);
    expect(requests).toHaveLength(3);
    // The first wait is the server's Retry-After (1 s), the second the back-off (150 ms doubled: 300 ms).
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(950);
    expect(requests[2]!.at - requests[1]!.at).toBeLessThan(950);
  });

  it('a status outside the retry list (400) is not retried', async () => {
    const { url, requests } = await node({ wei: 5n, refusals: [{ status: 400 }] });
    await expect(evmAdapter().getBalance!(ADDRESS, ethereumAt(url))).rejects.toThrow(/HTTP request failed/);
    expect(requests).toHaveLength(1);
  });

  it('requests are sent in batches of at most 1000', async () => {
    const { url, requests } = await node({ wei: 7n });
    const adapter = evmAdapter();
    const balances = await Promise.all(Array.from({ length: 1_001 }, () => adapter.getBalance!(ADDRESS, ethereumAt(url))));
    expect(balances.every((balance) => balance === 7n)).toBe(true);
    expect(requests.map(({ body }) => (Array.isArray(body) ? body.length : 1)).sort((a, b) => b - a)).toEqual([1000, 1]);
  });

  it('after 3 retries the failure reaches the caller', async () => {
    const busy = { status: 502 };
    const { url, requests } = await node({ wei: 1n, refusals: [busy, busy, busy, busy] });
    await expect(evmAdapter().getBalance!(ADDRESS, ethereumAt(url))).rejects.toThrow(/HTTP request failed/);
    expect(requests).toHaveLength(4);
  });
});
