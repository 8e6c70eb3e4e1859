// The Blockchain API the kit reads (spec §7): supported chains, token balances of an account, and the
// name and avatar of an address.
import * as z from 'zod';
import { chainIdParam } from './params.js';

/** GET /v1/supported-chains: CAIP-2 ids served over HTTP, and those with a websocket too. */
export interface SupportedChainsResponse {
  http: string[];
  ws: string[];
}

/** The GET /v1/account/{address}/balance query. */
export const balanceQuery = z.object({
  currency: z.string().toLowerCase().default('usd'),
  /** Without it, every chain the server serves is read. */
  chainId: chainIdParam.optional(),
  forceUpdate: z.string().optional(),
});
export type BalanceQuery = z.input<typeof balanceQuery>;

/** One balance (spec §3 "Token balance"). */
export interface TokenBalance {
  name: string;
  symbol: string;
  /** CAIP-2 id. */
  chainId: string;
  /** CAIP-10 id of the token; absent for the native currency. */
  address?: string;
  /** quantity × price, in the asked currency. */
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/** GET /v1/account/{address}/balance. */
export interface BalancesResponse {
  balances: TokenBalance[];
}

/** The GET /v1/identity/{address} query; spec §7 sends only `sender`. */
export const identityQuery = z.object({ chainId: chainIdParam.optional(), sender: z.string().max(64).optional() });
export type IdentityQuery = z.input<typeof identityQuery>;

/** GET /v1/identity/{address}: nulls when the chain has no name service or the address no name. */
export interface IdentityResponse {
  name: string | null;
  avatar: string | null;
}
