// The chain RPC transport of the server's reads (balances, identity, names, SIWX, history): the spec's
// policy on the chain's RPC URL (retry on 403, 408, 413, 429, 500, 502, 503, 504 and on connection
// errors, 3 times from 150 ms doubled, Retry-After honoured, 10 s per try), falling back to the next
// configured URL when one fails.
import { fallback, http, type HttpTransportConfig, type Transport } from 'viem';
import type { Config } from '../config/schema.js';

/** What callers may add to each URL's http transport (the indexer batches and cancels on stop). */
export type ChainTransportExtras = Pick<HttpTransportConfig, 'batch' | 'fetchOptions'>;

/** The chain's URLs in the order they are tried: its rpcUrl, then its fallbackRpcUrls. */
export const rpcUrlsOf = (chain: { rpcUrl: string; fallbackRpcUrls?: readonly string[] }): string[] => [chain.rpcUrl, ...(chain.fallbackRpcUrls ?? [])];

/**
 * One URL: viem's http transport with the policy. Several: each is tried once per round in order (a
 * failing one hands the request to the next at once), and the whole round is retried by the policy.
 * @example
 * createPublicClient({ transport: chainTransport(['http://127.0.0.1:8545'], config.rpc) });
 */
export function chainTransport(urls: readonly string[], rpc: Config['rpc'], extras: ChainTransportExtras = {}): Transport {
  const [first, ...rest] = urls;
  if (!first) throw new Error('chainTransport needs at least one RPC URL');
  if (rest.length === 0) return http(first, { ...extras, timeout: rpc.timeoutMs, retryCount: rpc.retryCount, retryDelay: rpc.retryDelayMs });
  // No retryCount on the members: viem's fallback runs them with 0 retries and retries the round itself.
  return fallback(
    urls.map((url) => http(url, { ...extras, timeout: rpc.timeoutMs })),
    { retryCount: rpc.retryCount, retryDelay: rpc.retryDelayMs },
  );
}

/**
 * What went wrong with a chain read that never got a JSON-RPC answer, in words an operator can act on.
 * @example
 * throw new ApiError('UPSTREAM_FAILED', transportFailure(error, config.rpc.timeoutMs));
 */
export function transportFailure(error: unknown, timeoutMs: number): string {
  let e = error as { name?: string; status?: number; cause?: unknown } | undefined;
  while (e) {
    if (e.name === 'TimeoutError') return `the chain RPC did not answer within ${timeoutMs} ms`;
    if (e.name === 'HttpRequestError' && typeof e.status === 'number') return `the chain RPC answered HTTP ${e.status}`;
    if (e.name === 'SyntaxError') return 'the chain RPC answered something that is not JSON-RPC';
    e = e.cause as typeof e;
  }
  return 'the chain RPC did not answer';
}
