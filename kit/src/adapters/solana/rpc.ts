// A small Solana JSON-RPC client on the network's own RPC URL, with the spec's transport policy
// (10 s timeout, retries from 150 ms doubled, Retry-After) and every answer parsed where it enters.

import * as z from 'zod/mini';
import { fetchWithRetry } from '../../core/rpc/fetchWithRetry.js';
import { WalletModalError, catalogueError } from '../../core/errors/base.js';
import { ErrorMessages, InternalMessages } from '../../core/errors/messages.js';

/** A JSON-RPC error answer, kept whole: its `data` says why a transaction was refused. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError';
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown,
  ) {
    super(message);
  }
}

const answerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }) }),
]);

/**
 * Calls `method` on `rpcUrl` and parses the result with `schema`. A JSON-RPC error becomes a
 * SolanaRpcError; an HTTP failure a WalletModalError with the status.
 * @example
 * const lamports = await solanaRpc(url, 'getBalance', [address], z.object({ value: z.number() }));
 */
export async function solanaRpc<T>(rpcUrl: string, method: string, params: readonly unknown[], schema: z.ZodMiniType<T>): Promise<T> {
  if (!/^https?:\/\//.test(rpcUrl)) throw new WalletModalError(ErrorMessages.RPC_URL_NOT_HTTP, { details: rpcUrl });
  let response: Response;
  try {
    response = await fetchWithRetry(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
  } catch (cause) {
    // fetch's TypeError: nothing answered (a closed port, no network) on any try.
    if (cause instanceof TypeError) throw catalogueError('SOLANA_RPC_UNREACHABLE', { cause, details: `${method} on ${rpcUrl}: ${cause.message}` });
    throw cause;
  }
  if (!response.ok) throw new WalletModalError(ErrorMessages.HTTP_STATUS(response.status), { code: response.status, details: `${method} on ${rpcUrl}` });
  const answer = answerSchema.parse(await response.json());
  if ('error' in answer) throw new SolanaRpcError(answer.error.message, answer.error.code, answer.error.data);
  return schema.parse(answer.result);
}

/** The RPC URL of a network, or the spec's internal message when it has none. */
export function rpcUrlOf(network: { id: string | number; rpcUrls: { default: { http: readonly string[] } } }): string {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new WalletModalError(InternalMessages.NO_RPC_URL(network.id));
  return url;
}

/** `{ context, value }`, the envelope of Solana's contextual answers. */
export const withContext = <T>(value: z.ZodMiniType<T>) => z.object({ context: z.object({ slot: z.number() }), value });

/** Lamports as RPC JSON gives them: a number (2^53 lamports is 9 million SOL). */
export const lamports = z.number();
