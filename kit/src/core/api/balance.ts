// Token balances of an account (GET /v1/account/{address}/balance, spec §7), decimals-0 entries dropped.

import type { BalanceQuery, BalancesResponse, SupportedChainsResponse } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { withoutZeroDecimalTokens, type TokenBalance } from '../validate/tokens.js';
import type { ApiConfig } from './url.js';
import { apiRequest } from './request.js';
import type { Assert, Reads } from './wire.js';

/** USD amounts are floats; one of 17+ integer digits arrives as a bigint (api/json.ts) and is read back as a number. */
const usd = z.union([z.number(), z.pipe(z.bigint(), z.transform((value: bigint) => Number(value)))]);

const tokenBalance = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.nullable(z.string())),
  value: z.optional(z.nullable(usd)),
  price: usd,
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
});

const balances = z.object({ balances: z.array(tokenBalance) });
const supportedChains = z.object({ http: z.array(z.string()), ws: z.optional(z.array(z.string())) });
type _Balances = Assert<Reads<BalancesResponse, typeof balances>>;
type _SupportedChains = Assert<Reads<SupportedChainsResponse, typeof supportedChains>>;

export interface GetTokenBalancesParameters {
  address: string;
  /** CAIP-2 id of the network to read. */
  chainId: string;
  forceUpdate?: boolean;
}

/**
 * @example
 * const tokens = await getTokenBalances(config, { address, chainId: 'eip155:1' });
 */
export async function getTokenBalances(config: ApiConfig, { address, chainId, forceUpdate }: GetTokenBalancesParameters): Promise<TokenBalance[]> {
  const result = await apiRequest({
    ...config,
    path: `/v1/account/${encodeURIComponent(address)}/balance`,
    query: { currency: 'usd', chainId, forceUpdate: forceUpdate ? 'true' : undefined } satisfies BalanceQuery,
    schema: balances,
    // The server lets browsers keep a balance 30 s; a forced read (after a send) must not get that copy back.
    cache: forceUpdate ? 'no-cache' : undefined,
  });
  return withoutZeroDecimalTokens(
    result.balances.map(({ address: token, value, ...rest }) => ({ ...rest, address: token ?? undefined, value: value ?? undefined })),
  );
}

/** The CAIP-2 ids the API serves (GET v1/supported-chains). */
export async function getSupportedChains(config: ApiConfig): Promise<string[]> {
  return (await apiRequest({ ...config, path: '/v1/supported-chains', schema: supportedChains })).http;
}
