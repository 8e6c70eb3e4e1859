// Swaps on our server (spec §7 /v1/convert/*) and the receipt of a sent transaction through its chain
// RPC (POST /v1/?chainId=). Each answer is read by a zod/mini reader held to the server's wire shape at
// compile time; amounts stay decimal strings, wei values digit strings a BigInt can take.

import type {
  SwapAllowance,
  SwapAllowanceQuery,
  SwapBuildApproveQuery,
  SwapBuildTransactionBody,
  SwapGasPrice,
  SwapQuotesQuery,
  SwapQuotesResponse,
  SwapTokensResponse,
  SwapTransactionResponse,
} from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { apiRequest } from '../../core/api/request.js';
import type { ApiConfig } from '../../core/api/url.js';
import type { Assert, Reads } from '../../core/api/wire.js';

const wei = z.string().check(z.regex(/^[0-9]{1,78}$/));
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

const tokens = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.string().check(z.regex(/^eip155:[0-9]+:0x[0-9a-fA-F]{40}$/)),
      decimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
      logoUri: z.string(),
      price: z.nullable(z.number()),
    }),
  ),
});
type _Tokens = Assert<Reads<SwapTokensResponse, typeof tokens>>;
export type ServerSwapToken = z.output<typeof tokens>['tokens'][number];

const quotes = z.object({
  quotes: z.array(
    z.object({
      id: z.string(),
      fromAccount: z.string(),
      toAccount: z.string(),
      fromAmount: z.string(),
      toAmount: z.string(),
      toAmountMin: z.string(),
      priceImpact: z.number(),
      feePercent: z.number(),
      gasLimit: wei,
      gasPrice: wei,
      networkFee: z.string(),
    }),
  ),
});
type _Quotes = Assert<Reads<SwapQuotesResponse, typeof quotes>>;
export type SwapQuote = z.output<typeof quotes>['quotes'][number];

const allowance = z.object({ allowance: z.string(), spender: address });
type _Allowance = Assert<Reads<SwapAllowance, typeof allowance>>;

const gasPrice = z.object({ standard: wei, fast: wei, instant: wei });
type _GasPrice = Assert<Reads<SwapGasPrice, typeof gasPrice>>;

const transaction = z.object({
  tx: z.object({ chainId: z.string(), from: z.string(), to: address, data: hex, value: wei, gas: z.optional(wei), gasPrice: wei }),
});
type _Transaction = Assert<Reads<SwapTransactionResponse, typeof transaction>>;
export type SwapTransaction = z.output<typeof transaction>['tx'];

/** GET /v1/convert/tokens: the native currency first, then the operator's tokens. */
export async function getSwapTokens(api: ApiConfig, chainId: string): Promise<ServerSwapToken[]> {
  return (await apiRequest({ ...api, path: '/v1/convert/tokens', query: { chainId }, schema: tokens })).tokens;
}

/** GET /v1/convert/quotes: every route that fills the amount, best first. */
export async function getSwapQuotes(api: ApiConfig, query: SwapQuotesQuery, signal?: AbortSignal): Promise<SwapQuote[]> {
  return (await apiRequest({ ...api, path: '/v1/convert/quotes', query, schema: quotes, signal })).quotes;
}

/** GET /v1/convert/allowance: what the router may take of the token, in whole tokens. */
export function getSwapAllowance(api: ApiConfig, query: SwapAllowanceQuery, signal?: AbortSignal): Promise<SwapAllowance> {
  return apiRequest({ ...api, path: '/v1/convert/allowance', query, schema: allowance, signal, cache: 'no-cache' });
}

/** GET /v1/convert/gas-price: wei per gas now. */
export function getSwapGasPrice(api: ApiConfig, chainId: string): Promise<SwapGasPrice> {
  return apiRequest({ ...api, path: '/v1/convert/gas-price', query: { chainId }, schema: gasPrice });
}

/** GET /v1/convert/build-approve: the approve transaction for the wallet. */
export async function buildApprove(api: ApiConfig, query: SwapBuildApproveQuery): Promise<SwapTransaction> {
  return (await apiRequest({ ...api, path: '/v1/convert/build-approve', query, schema: transaction })).tx;
}

/** POST /v1/convert/build-transaction: the swap transaction for the wallet. */
export async function buildSwap(api: ApiConfig, body: SwapBuildTransactionBody): Promise<SwapTransaction> {
  return (await apiRequest({ ...api, method: 'POST', path: '/v1/convert/build-transaction', body, schema: transaction, retry: true })).tx;
}

const receipt = z.object({
  result: z.optional(z.nullable(z.object({ status: z.string(), transactionHash: z.optional(z.string()) }))),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
});

/**
 * eth_getTransactionReceipt through the server's chain RPC: 'success', 'reverted', or undefined while
 * the transaction is not mined.
 */
export async function getReceiptStatus(api: ApiConfig, chainId: string, hash: string): Promise<'success' | 'reverted' | undefined> {
  const answer = await apiRequest({
    ...api,
    method: 'POST',
    path: '/v1/',
    query: { chainId },
    body: { jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] },
    schema: receipt,
    retry: true,
  });
  if (answer.error) throw new Error(answer.error.message);
  if (!answer.result) return undefined;
  return answer.result.status === '0x1' ? 'success' : 'reverted';
}
