// Swaps (spec §7 /v1/convert/*) and token prices (POST /v1/fungible/price) on our server.
//   GET  /v1/convert/tokens?chainId=                                  -> { tokens: SwapToken[] }
//   GET  /v1/convert/quotes?amount=&userAddress=&from=&to=&gasPrice=  -> { quotes: SwapQuote[] } (best first)
//   GET  /v1/convert/allowance?tokenAddress=&userAddress=             -> SwapAllowance
//   GET  /v1/convert/gas-price?chainId=                               -> SwapGasPrice
//   GET  /v1/convert/build-approve?userAddress=&from=&to=&amount=     -> { tx: SwapTransaction }
//   POST /v1/convert/build-transaction {amount, eip155:{slippage}, projectId, from, to, userAddress, disableEstimate}
//                                                                     -> { tx: SwapTransaction }
//   POST /v1/fungible/price {currency: 'usd', addresses, projectId}   -> { fungibles: FungiblePrice[] }
// Tokens are CAIP-10 ids (eip155:1:0xa0b8…); the native currency is eip155:<chain>:NATIVE_TOKEN_ADDRESS
// (0xeeee…). Amounts are decimal strings in whole tokens ("1.5" ETH), never floats; wei values (gas
// prices, a transaction's value) are decimal integer strings.
import * as z from 'zod';
import { SWAP_SLIPPAGE, SWAP_SLIPPAGE_MAX } from '../defaults.js';
import { chainIdParam } from './params.js';

const CAIP10_EVM = /^eip155:[0-9]{1,12}:0x[0-9a-fA-F]{40}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A token: eip155:<chain>:<0x address>; the native currency is eip155:<chain>:0xeeee…eeee. */
export const swapTokenId = z.string().max(80).regex(CAIP10_EVM, 'must be a CAIP-10 token id such as eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');

/** The user: a CAIP-10 account (eip155:1:0x…) or a bare 0x address. */
export const swapUserAddress = z
  .string()
  .max(80)
  .refine((v) => CAIP10_EVM.test(v) || EVM_ADDRESS.test(v), 'must be a CAIP-10 account such as eip155:1:0xf39F… or a 0x address of 40 hex characters');

/**
 * An amount of whole tokens as a decimal string ("1.5"). The server also refuses more fraction digits
 * than the token has decimals.
 */
export const swapAmount = z
  .string()
  .max(90)
  .refine((v) => !v.trim().startsWith('-'), 'must be greater than 0 (it is negative)')
  .refine((v) => /^[0-9]+(\.[0-9]+)?$/.test(v), 'must be a decimal number of whole tokens such as 1.5 (digits and one point, no exponent)')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');

/** A wei amount as a decimal integer string. */
const weiString = z.string().max(78).regex(/^[0-9]+$/, 'must be a whole number of wei (decimal digits)');

export const swapTokensQuery = z.object({ chainId: chainIdParam });
export type SwapTokensQuery = z.input<typeof swapTokensQuery>;

/** One token the swap pickers offer: the native currency first, then the operator's suggested tokens. */
export interface SwapToken {
  name: string;
  symbol: string;
  /** CAIP-10 token id. */
  address: string;
  decimals: number;
  logoUri: string;
  /** USD price of one whole token from the server's price sources; null when none knows it. */
  price: number | null;
}

export interface SwapTokensResponse {
  tokens: SwapToken[];
}

export const swapQuotesQuery = z.object({
  amount: swapAmount,
  userAddress: swapUserAddress,
  from: swapTokenId,
  to: swapTokenId,
  /** Wei per gas the network fee is priced at; the chain's current gas price when absent. */
  gasPrice: weiString.optional(),
});
export type SwapQuotesQuery = z.input<typeof swapQuotesQuery>;

/** One route for the asked amount; `quotes` lists every pool that can fill it, best (most out) first. */
export interface SwapQuote {
  /** The route: 'uniswap-v3-500' (V3 pool of that fee in hundredths of a bip), 'uniswap-v2'. */
  id: string;
  fromAccount: string;
  toAccount: string;
  /** Whole tokens in (as asked) and expected out. */
  fromAmount: string;
  toAmount: string;
  /** What the swap guarantees at the default slippage (SWAP_SLIPPAGE %). */
  toAmountMin: string;
  /** Percent the price moves against the trade beyond the pool fee (0.05 = 0.05 %). */
  priceImpact: number;
  /** The pool fee in percent (0.05, 0.3, 1). */
  feePercent: number;
  /** Estimated gas for the swap, and its cost in the native currency at gasPrice. */
  gasLimit: string;
  gasPrice: string;
  networkFee: string;
}

export interface SwapQuotesResponse {
  quotes: SwapQuote[];
}

export const swapAllowanceQuery = z.object({ tokenAddress: swapTokenId, userAddress: swapUserAddress });
export type SwapAllowanceQuery = z.input<typeof swapAllowanceQuery>;

/** What the swap router may take from the user, in whole tokens (the native currency needs no approval: unlimited). */
export interface SwapAllowance {
  allowance: string;
  /** 0x address of the router the allowance is for. */
  spender: string;
}

export const swapGasPriceQuery = z.object({ chainId: chainIdParam });
export type SwapGasPriceQuery = z.input<typeof swapGasPriceQuery>;

/** Wei per gas: the chain's current price, and higher bids for a faster inclusion. */
export interface SwapGasPrice {
  standard: string;
  fast: string;
  instant: string;
}

export const swapBuildApproveQuery = z.object({
  userAddress: swapUserAddress,
  /** The token to approve. */
  from: swapTokenId,
  /** The token it will be swapped to (same chain). */
  to: swapTokenId,
  /** Whole tokens to approve; unlimited when absent. */
  amount: swapAmount.optional(),
});
export type SwapBuildApproveQuery = z.input<typeof swapBuildApproveQuery>;

/** A transaction for the user's wallet to send on `chainId`. */
export interface SwapTransaction {
  /** CAIP-2. */
  chainId: string;
  from: string;
  to: string;
  data: string;
  /** Wei sent with it (the amount when swapping from the native currency). */
  value: string;
  /** Gas limit estimated on the chain; absent when the request said disableEstimate. */
  gas?: string;
  gasPrice: string;
}

export interface SwapTransactionResponse {
  tx: SwapTransaction;
}

const slippage = z
  .union([z.number(), z.string().regex(/^[0-9]+(\.[0-9]+)?$/, 'must be a number').transform(Number)])
  .pipe(z.number().gt(0, 'must be above 0 (percent)').max(SWAP_SLIPPAGE_MAX, `must be at most ${SWAP_SLIPPAGE_MAX} (percent)`));

export const swapBuildTransactionBody = z.object({
  amount: swapAmount,
  /** Percent the output may fall short of the quote; spec §9: 1 when absent. */
  eip155: z.object({ slippage: slippage.default(SWAP_SLIPPAGE) }).prefault({}),
  projectId: z.string().max(64).optional(),
  from: swapTokenId,
  to: swapTokenId,
  userAddress: swapUserAddress,
  disableEstimate: z.boolean().default(false),
});
export type SwapBuildTransactionBody = z.input<typeof swapBuildTransactionBody>;

export const fungiblePriceBody = z.object({
  currency: z.string().toLowerCase().default('usd'),
  addresses: z.array(swapTokenId).min(1, 'name at least one token').max(100, 'at most 100 tokens a request'),
  projectId: z.string().max(64).optional(),
});
export type FungiblePriceBody = z.input<typeof fungiblePriceBody>;

/** One asked token, in the order asked. */
export interface FungiblePrice {
  /** The CAIP-10 id as asked. */
  address: string;
  name: string;
  symbol: string;
  iconUrl: string;
  /** Price of one whole token in the asked currency; null when no source knows it. */
  price: number | null;
}

export interface FungiblePriceResponse {
  fungibles: FungiblePrice[];
}
