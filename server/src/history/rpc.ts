// The indexer's JSON-RPC client for one chain: the operator's RPC URLs with the server's retry policy and fallbacks,
// requests batched per HTTP call, and one abort signal that cancels everything in flight on stop.
import { createPublicClient } from 'viem';
import { chainTransport } from '../chains/transport.js';
import type { Config } from '../config/schema.js';

export type Rpc = <T>(method: string, params: unknown[]) => Promise<T>;

export function createIndexerRpc(rpcUrls: readonly string[], config: Config, signal: AbortSignal): Rpc {
  const batchSize = config.history.rpcBatchSize;
  const client = createPublicClient({
    transport: chainTransport(rpcUrls, config.rpc, { batch: batchSize > 1 ? { batchSize, wait: 0 } : false, fetchOptions: { signal } }),
  });
  // Methods such as eth_getBlockReceipts are not in viem's typed schema: requests are untyped here and
  // each caller states the shape it reads.
  const request = client.request as unknown as (args: { method: string; params: unknown[] }) => Promise<unknown>;
  return <T>(method: string, params: unknown[]) => request({ method, params }) as Promise<T>;
}

/** Whether the node refused a method it does not implement (so a fallback applies). */
export function isUnsupportedMethod(error: unknown): boolean {
  let e = error as { code?: number; details?: string; message?: string; cause?: unknown } | undefined;
  while (e) {
    if (e.code === -32601 || e.code === -32004) return true;
    if (typeof e.details === 'string' && /method.*(not (found|supported|available|exist))|unsupported method/i.test(e.details)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Maps `items` through `fn`, `size` at a time (bounds the requests in flight), keeping their order. */
export async function inChunks<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}
