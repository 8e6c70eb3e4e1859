// Token prices (spec §7 POST /v1/fungible/price): the USD price of each asked token by CAIP-10 id,
// for a view that shows prices a list did not carry. A read: retried like a GET.

import type { FungiblePriceBody, FungiblePriceResponse } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { apiRequest } from './request.js';
import type { ApiConfig } from './url.js';
import type { Assert, Reads } from './wire.js';

const fungibles = z.object({
  fungibles: z.array(z.object({ address: z.string(), name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.nullable(z.number()) })),
});
type _Fungibles = Assert<Reads<FungiblePriceResponse, typeof fungibles>>;

/**
 * The USD price of each token the service knows, keyed by the CAIP-10 id as asked (lower-cased).
 * @example
 * const prices = await getTokenPrices(api, ['eip155:1:0xa0b8…']); // Map { 'eip155:1:0xa0b8…' => 1 }
 */
export async function getTokenPrices(api: ApiConfig, addresses: readonly string[]): Promise<Map<string, number>> {
  const body = { currency: 'usd', addresses: [...addresses], projectId: api.projectId } satisfies FungiblePriceBody;
  const result = await apiRequest({ ...api, method: 'POST', path: '/v1/fungible/price', body, schema: fungibles, retry: true });
  return new Map(result.fungibles.flatMap((entry) => (entry.price === null ? [] : [[entry.address.toLowerCase(), entry.price] as const])));
}
