// Reads of the payment's chain through the app's RPC URL for that network (the one the modal was
// configured with): a token's decimals and symbol, balances, receipts. Every answer is parsed by zod/mini.

import * as z from 'zod/mini';
import { fetchWithRetry } from '../../core/rpc/fetchWithRetry.js';
import type { CaipNetwork } from '../../core/types.js';

const answer = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
});

/** An RPC error the node answered (not a transport failure). */
export class RpcAnswerError extends Error {
  override name = 'RpcAnswerError';
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

/**
 * One JSON-RPC call to `network`'s RPC URL.
 * @example
 * await rpcCall(network, 'eth_blockNumber', []); // '0x1b4'
 */
export async function rpcCall(network: CaipNetwork, method: string, params: unknown[]): Promise<unknown> {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new Error(`No RPC url provided for chainId: ${network.caipNetworkId}`);
  const response = await fetchWithRetry(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const parsed = answer.parse(await response.json());
  if (parsed.error) throw new RpcAnswerError(parsed.error.code, parsed.error.message);
  return parsed.result;
}

const hexResult = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));

/** eth_call of `data` on `to` at the latest block; the returned bytes. */
export async function ethCall(network: CaipNetwork, to: string, data: string): Promise<string> {
  return hexResult.parse(await rpcCall(network, 'eth_call', [{ to, data }, 'latest']));
}

/** The native balance of `address` in wei. */
export async function nativeBalance(network: CaipNetwork, address: string): Promise<bigint> {
  return BigInt(hexResult.parse(await rpcCall(network, 'eth_getBalance', [address, 'latest'])));
}

const receipt = z.nullable(z.object({ status: z.string() }));

/** 'success' or 'reverted' once the chain included `hash`; undefined before. */
export async function receiptStatus(network: CaipNetwork, hash: string): Promise<'success' | 'reverted' | undefined> {
  const result = receipt.parse((await rpcCall(network, 'eth_getTransactionReceipt', [hash])) ?? null);
  if (!result) return undefined;
  return result.status === '0x1' ? 'success' : 'reverted';
}
