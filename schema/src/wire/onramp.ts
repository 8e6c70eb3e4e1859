// On-ramp, buying crypto with fiat (spec §3 "On-ramp options", "On-ramp quote", §7):
//   GET  /v1/onramp/options        -> what can be bought on which networks, paid how, within which limits
//   POST /v1/onramp/quote          -> the fees and the amount of crypto a payment buys
//   POST /v1/generators/onrampurl  -> the provider's page where the purchase is made (signed URL or session token)
// GET /v1/account/{account}/history?onramp={provider} lists the purchases started through onrampurl.
import * as z from 'zod';

/** The quote id of the placeholder quote answered when the provider could not quote (spec §8). */
export const PLACEHOLDER_QUOTE_ID = 'mocked-quote-id';

/** A fiat or crypto amount as the user would read it: a decimal string and its currency. */
export interface OnrampMoney {
  amount: string;
  currency: string;
}

/** A network a currency can be bought on. */
export interface OnrampNetwork {
  /** The provider's network name, e.g. 'ethereum', 'base', 'solana': what quote and onrampurl take. */
  name: string;
  display_name: string;
  /** CAIP-2 id of the network, e.g. 'eip155:8453'. */
  chain_id: string;
  /** The token's contract (or mint); empty for the network's native coin. */
  contract_address: string;
}

export interface OnrampPurchaseCurrency {
  /** What quote's purchaseCurrency and onrampurl's defaultAsset take, e.g. 'ETH'. */
  id: string;
  name: string;
  symbol: string;
  networks: OnrampNetwork[];
}

/** How much may be paid with one payment method, as decimal strings in the payment currency. */
export interface OnrampPaymentMethodLimit {
  /** 'card', 'ach_bank_account', … */
  id: string;
  min: string;
  max: string;
}

export interface OnrampPaymentCurrency {
  /** ISO 4217, e.g. 'USD'. */
  id: string;
  payment_method_limits: OnrampPaymentMethodLimit[];
}

/** A provider the server buys through (spec §9: a card on-ramp provider, an aggregator; fee range 1-2% each). */
export interface OnrampProviderInfo {
  id: string;
  name: string;
  kind: 'card' | 'aggregator';
  /** The provider's fee as a range of the payment, e.g. '1-2%'. */
  feeRange: string;
}

/** GET /v1/onramp/options. */
export interface OnrampOptions {
  purchaseCurrencies: OnrampPurchaseCurrency[];
  paymentCurrencies: OnrampPaymentCurrency[];
  /** The provider quote and onrampurl use (the id history's `onramp` takes); null when none is configured. */
  provider: string | null;
  providers: OnrampProviderInfo[];
  /** True when these are the built-in defaults, because the provider did not answer or none is configured (spec §8). */
  fallback: boolean;
}

/** A payment amount: a decimal number, as a string or a number. */
const amount = z.union([z.string().max(40), z.number()]).transform(String);
const currencyId = z.string().min(1, 'must not be empty').max(64);
const networkName = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be an on-ramp network name such as 'ethereum' or 'base'");

/** POST /v1/onramp/quote. */
export const onrampQuoteBody = z.object({
  /** A purchase currency id of the options, e.g. 'ETH'. */
  purchaseCurrency: currencyId,
  /** A payment currency id of the options, e.g. 'USD'. */
  paymentCurrency: currencyId,
  /** What is paid, fees included, in the payment currency. */
  amount,
  network: networkName,
  /** One of the payment currency's payment_method_limits ids; 'card' unless set. */
  paymentMethod: z.string().min(1).max(40).optional(),
});
export type OnrampQuoteBody = z.input<typeof onrampQuoteBody>;

/** POST /v1/onramp/quote. */
export interface OnrampQuote {
  coinbaseFee: OnrampMoney;
  networkFee: OnrampMoney;
  paymentSubtotal: OnrampMoney;
  paymentTotal: OnrampMoney;
  purchaseAmount: OnrampMoney;
  quoteId: string;
  /** The provider that quoted (for an aggregator, the member with the best quote); null for the placeholder. */
  provider: string | null;
  /** True for the placeholder quote (quoteId 'mocked-quote-id'): the provider did not quote, the amounts are not a quote. */
  placeholder: boolean;
}

/** POST /v1/generators/onrampurl. */
export const onrampUrlBody = z.object({
  /** Where the crypto goes: an address and the networks (and assets) it may receive on. */
  destinationWallets: z
    .array(
      z.object({
        address: z.string().min(1).max(128),
        blockchains: z.array(networkName).max(16).optional(),
        assets: z.array(currencyId).max(32).optional(),
      }),
    )
    .min(1, 'name at least one wallet')
    .max(5),
  defaultNetwork: networkName.optional(),
  /** The app's id for its user (at most 49 characters); kept with the purchase. */
  partnerUserId: z.string().regex(/^[\w.:@-]{1,49}$/, 'must be 1 to 49 letters, digits or . : @ - _').optional(),
  defaultExperience: z.literal('buy', { error: "must be 'buy'" }).optional(),
  presetCryptoAmount: amount.optional(),
  presetFiatAmount: amount.optional(),
  /** Ours: the purchase currency to preselect (an options id), the payment currency and method. */
  defaultAsset: currencyId.optional(),
  fiatCurrency: currencyId.optional(),
  defaultPaymentMethod: z.string().min(1).max(40).optional(),
});
export type OnrampUrlBody = z.input<typeof onrampUrlBody>;

/** POST /v1/generators/onrampurl. */
export interface OnrampUrlResult {
  url: string;
  /** The provider whose page `url` is. */
  provider: string;
  /** This server's id of the started purchase (history lists it as pending until the provider reports it). */
  purchaseId: string;
}
