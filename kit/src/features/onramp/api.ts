// The on-ramp on our server (spec §7): options, a quote, the provider's buy page URL, and the purchases
// started through it (history's `onramp` pages). Each answer is read by a zod/mini reader held to the
// server's wire shape at compile time.

import type { HistoryPage, HistoryQuery, OnrampOptions, OnrampQuote, OnrampQuoteBody, OnrampUrlBody, OnrampUrlResult } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { apiRequest } from '../../core/api/request.js';
import type { ApiConfig } from '../../core/api/url.js';
import type { Assert, Reads } from '../../core/api/wire.js';

const options = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })),
    }),
  ),
  paymentCurrencies: z.array(z.object({ id: z.string(), payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })) })),
  provider: z.nullable(z.string()),
  providers: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string(), feeRange: z.string() })),
  fallback: z.boolean(),
});
type _Options = Assert<Reads<OnrampOptions, typeof options>>;
export type BuyOptions = z.output<typeof options>;

const money = z.object({ amount: z.string(), currency: z.string() });
const quote = z.object({
  coinbaseFee: money,
  networkFee: money,
  paymentSubtotal: money,
  paymentTotal: money,
  purchaseAmount: money,
  quoteId: z.string(),
  provider: z.nullable(z.string()),
  placeholder: z.boolean(),
});
type _Quote = Assert<Reads<OnrampQuote, typeof quote>>;
export type BuyQuote = z.output<typeof quote>;

const started = z.object({ url: z.url(), provider: z.string(), purchaseId: z.string() });
type _Started = Assert<Reads<OnrampUrlResult, typeof started>>;

const purchases = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      metadata: z.object({ minedAt: z.string(), chain: z.string(), status: z.string(), sentFrom: z.string(), sentTo: z.string() }),
      transfers: z.array(z.object({ fungible_info: z.optional(z.object({ symbol: z.optional(z.string()) })), quantity: z.object({ numeric: z.string() }) })),
    }),
  ),
  next: z.nullable(z.string()),
});
type _Purchases = Assert<Reads<HistoryPage, typeof purchases>>;
export type Purchase = z.output<typeof purchases>['data'][number];

/** GET /v1/onramp/options. */
export function getBuyOptions(api: ApiConfig, signal?: AbortSignal): Promise<BuyOptions> {
  return apiRequest({ ...api, path: '/v1/onramp/options', schema: options, signal });
}

/** POST /v1/onramp/quote. */
export function getBuyQuote(api: ApiConfig, body: OnrampQuoteBody, signal?: AbortSignal): Promise<BuyQuote> {
  return apiRequest({ ...api, method: 'POST', path: '/v1/onramp/quote', body, schema: quote, signal, retry: true });
}

/** POST /v1/generators/onrampurl: the provider's buy page, and the purchase the server recorded (not retried: it starts one). */
export function startBuy(api: ApiConfig, body: OnrampUrlBody): Promise<z.output<typeof started>> {
  return apiRequest({ ...api, method: 'POST', path: '/v1/generators/onrampurl', body, schema: started });
}

/** GET /v1/account/{address}/history?onramp=: the purchases `address` started through `provider` on `chainId`. */
export function getPurchases(api: ApiConfig, p: { address: string; provider: string; chainId: string }): Promise<Purchase[]> {
  return apiRequest({
    ...api,
    path: `/v1/account/${encodeURIComponent(p.address)}/history`,
    query: { onramp: p.provider, chainId: p.chainId } satisfies HistoryQuery,
    schema: purchases,
    // Each read is asked afresh: a pending purchase may have been delivered since.
    cache: 'no-cache',
  }).then((page) => page.data);
}
