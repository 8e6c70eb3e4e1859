// The swap provider interface: what /v1/convert/* needs from whoever finds routes and builds swaps on one
// chain. The default is Uniswap on the operator's RPC (./uniswap/provider.ts); an aggregator's API
// would implement the same. Amounts here are base units (bigint); the routes speak whole tokens.
import type { Address, Hex } from 'viem';

/** A token the provider trades: an ERC20, or the chain's native currency (address NATIVE_TOKEN_ADDRESS). */
export interface SwapAsset {
  /** CAIP-10 id (lowercase address). */
  id: string;
  address: Address;
  native: boolean;
  name: string;
  symbol: string;
  decimals: number;
  logoUri?: string | undefined;
}

/** One way to fill a swap. */
export interface SwapRoute {
  /** e.g. 'uniswap-v3-500', 'uniswap-v2'. */
  id: string;
  amountIn: bigint;
  amountOut: bigint;
  /** Percent the price moves against the trade beyond the pool fee. */
  priceImpact: number;
  /** The pool fee in percent. */
  feePercent: number;
  /** Gas the swap is expected to use. */
  gasLimit: bigint;
}

/** A call for the user's wallet. */
export interface SwapCall {
  to: Address;
  data: Hex;
  value: bigint;
}

export interface QuoteParameters {
  from: SwapAsset;
  to: SwapAsset;
  amountIn: bigint;
}

export interface BuildSwapParameters extends QuoteParameters {
  /** Who swaps and receives. */
  user: Address;
  /** How far below the quote the output may fall, in basis points (100 = 1 %). */
  slippageBps: bigint;
}

export interface SwapProvider {
  /** The contract the user approves, and that moves the tokens. */
  readonly spender: Address;
  /** The operator's suggested tokens (the native currency is added by the caller). */
  tokens(): Promise<SwapAsset[]>;
  /** Every route that can fill the amount, most out first; empty when no pool has liquidity. */
  quote(parameters: QuoteParameters): Promise<SwapRoute[]>;
  /** What the spender may take of `token` from `owner`. */
  allowance(parameters: { token: SwapAsset; owner: Address }): Promise<bigint>;
  /** Wei per gas: the chain's current price and faster bids. */
  gasPrice(): Promise<{ standard: bigint; fast: bigint; instant: bigint }>;
  /** An ERC20 approve of `amount` to the spender. */
  buildApprove(parameters: { token: SwapAsset; amount: bigint }): SwapCall;
  /** The swap along the best route now, guaranteeing at least its output less the slippage. */
  buildTransaction(parameters: BuildSwapParameters): Promise<SwapCall & { route: SwapRoute; amountOutMin: bigint }>;
}

/** No pool can fill the swap: the routes answer SWAP_NO_LIQUIDITY. */
export class NoRouteError extends Error {
  override name = 'NoRouteError';
}
