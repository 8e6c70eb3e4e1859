// What every on-ramp provider integration implements, whatever its API: options, a quote, the URL of
// its buy page, and how a started purchase's progress reaches the server (a polled status or a webhook).
import type { OnrampOptions, OnrampProviderInfo, OnrampQuote } from '@wallet-modal/schema/wire';

/** What can be bought and paid: the options without the provider fields. */
export type OnrampCatalogue = Pick<OnrampOptions, 'purchaseCurrencies' | 'paymentCurrencies'>;

/** A checked quote request: ids as the catalogue spells them, `amount` a decimal string. */
export type QuoteRequest = {
  purchaseCurrency: string;
  paymentCurrency: string;
  amount: string;
  /** An on-ramp network name ('base'). */
  network: string;
  paymentMethod: string;
};

export type ProviderQuote = Omit<OnrampQuote, 'placeholder' | 'provider'> & { provider: string };

/** A checked purchase: where the crypto goes and what the buy page starts with. */
export type UrlRequest = {
  /** This server's id of the purchase; the provider reports progress under it. */
  purchaseId: string;
  wallets: { address: string; blockchains: string[] }[];
  network: string;
  asset: string;
  fiatCurrency: string;
  paymentMethod: string;
  fiatAmount?: string;
  cryptoAmount?: string;
};

/** The buy page, and the provider that will report the purchase (an aggregator's chosen member). */
export type ProviderUrl = { url: string; via: string };

export type PurchaseStatus = 'pending' | 'completed' | 'failed';

/** What a provider says of a purchase. */
export type PurchaseUpdate = {
  status: PurchaseStatus;
  /** The crypto delivered (or to be). */
  cryptoAmount?: string;
  txHash?: string;
  providerTxId?: string;
};

export interface OnrampProvider {
  readonly info: OnrampProviderInfo;
  options(): Promise<OnrampCatalogue>;
  quote(request: QuoteRequest): Promise<ProviderQuote>;
  url(request: UrlRequest): Promise<ProviderUrl>;
  /** Asks the provider how a purchase goes (polled providers); undefined while it has no record of it. */
  status?(purchaseId: string): Promise<PurchaseUpdate | undefined>;
  /** Checks a webhook's signature and reads it (webhook providers); throws a 401 ApiError when it is not the provider's. */
  webhook?(headers: Headers, rawBody: string): Promise<PurchaseUpdate & { purchaseId: string }>;
}

/** A provider that did not answer, or answered what it should not: the caller falls back or says so. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(`${provider}: ${message}`, options);
    this.status = options?.status;
  }
  readonly status: number | undefined;
}
