// The on-ramp of one server instance: its configured providers, their options (cached, the built-in
// defaults when they fail, spec §8), checked quotes (the placeholder quote when the provider cannot
// quote), buy-page URLs recorded as pending purchases, and those purchases' progress and history pages.
import { randomUUID } from 'node:crypto';
import type { HistoryPage, OnrampOptions, OnrampQuote, OnrampUrlResult, onrampQuoteBody, onrampUrlBody } from '@wallet-modal/schema/wire';
import type { z } from 'zod';
import type { Database } from '../db/types.js';
import { ApiError } from '../errors.js';
import type { Logger } from '../log.js';
import { aggregatorProvider } from './aggregator.js';
import { cryptoAmount, DEFAULT_PAYMENT_METHOD, paymentAmount, paymentLimit, purchaseCurrency, purchaseNetwork } from './check.js';
import type { OnrampConfig } from './config.js';
import { fallbackCatalogue, placeholderQuote } from './defaults.js';
import { addressFits, onrampNetwork, onrampNetworkNames, type OnrampNetworkEntry } from './networks.js';
import { decodePurchaseCursor, encodePurchaseCursor, toHistoryRecord } from './records.js';
import { sessionTokenProvider } from './session-token.js';
import { signedUrlProvider } from './signed-url.js';
import { PurchaseStore } from './store.js';
import { ProviderError, type OnrampCatalogue, type OnrampProvider } from './types.js';

export type OnrampHistoryParameters = { provider: string; account: string; chainId?: string | undefined; cursor?: string | undefined; pageSize: number };

/** How an account is stored: EVM addresses in lower case, Solana's as they are (base58 is case-sensitive). */
const accountKey = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address);

export class OnrampService {
  readonly store: PurchaseStore;
  private readonly providers = new Map<string, OnrampProvider>();
  private readonly defaultId: string | undefined;
  private readonly cache = new Map<string, { until: number; catalogue: OnrampCatalogue }>();

  constructor(
    private readonly config: OnrampConfig,
    private readonly log: Logger,
    db: Database,
    private readonly now: () => number = Date.now,
  ) {
    this.store = new PurchaseStore(db);
    const configured = config.enabled ? config.providers : [];
    for (const entry of configured) {
      if (entry.type === 'signed-url') this.providers.set(entry.id, signedUrlProvider(entry, config.timeoutMs, now));
      if (entry.type === 'session-token') this.providers.set(entry.id, sessionTokenProvider(entry, config.timeoutMs));
    }
    for (const entry of configured) {
      if (entry.type === 'aggregator') this.providers.set(entry.id, aggregatorProvider(entry, entry.providers.map((id) => this.providers.get(id)!)));
    }
    this.defaultId = config.defaultProvider ?? configured[0]?.id;
  }

  /** The configured providers' ids. */
  ids(): string[] {
    return [...this.providers.keys()];
  }

  private default(): OnrampProvider | undefined {
    return this.defaultId === undefined ? undefined : this.providers.get(this.defaultId);
  }

  /** The provider's options (cached); a ProviderError when it fails or offers nothing. */
  private async catalogueOf(provider: OnrampProvider): Promise<OnrampCatalogue> {
    const cached = this.cache.get(provider.info.id);
    if (cached && cached.until > this.now()) return cached.catalogue;
    const catalogue = await provider.options();
    if (catalogue.purchaseCurrencies.length === 0 || catalogue.paymentCurrencies.length === 0) throw new ProviderError(provider.info.id, 'offers nothing to buy or nothing to pay with');
    this.cache.set(provider.info.id, { until: this.now() + this.config.optionsCacheSeconds * 1000, catalogue });
    return catalogue;
  }

  /** The options to check requests against: the default provider's, or the built-in defaults (spec §8). */
  private async catalogue(): Promise<{ catalogue: OnrampCatalogue; provider: OnrampProvider | undefined; fallback: boolean }> {
    const provider = this.default();
    if (!provider) return { catalogue: fallbackCatalogue(), provider, fallback: true };
    try {
      return { catalogue: await this.catalogueOf(provider), provider, fallback: false };
    } catch (error) {
      this.log.warn({ err: error, provider: provider.info.id }, 'on-ramp options failed: answering the built-in defaults');
      return { catalogue: fallbackCatalogue(), provider, fallback: true };
    }
  }

  /**
   * GET /v1/onramp/options.
   * @example
   * const { purchaseCurrencies, paymentCurrencies, fallback } = await onramp.options();
   */
  async options(): Promise<OnrampOptions> {
    const { catalogue, provider, fallback } = await this.catalogue();
    return { ...catalogue, provider: provider?.info.id ?? null, providers: [...this.providers.values()].map((p) => p.info), fallback };
  }

  /** POST /v1/onramp/quote: checked against the options; the placeholder quote when the provider cannot quote (spec §8). */
  async quote(body: z.output<typeof onrampQuoteBody>): Promise<OnrampQuote> {
    const { catalogue, provider } = await this.catalogue();
    const currency = purchaseCurrency(catalogue, body.purchaseCurrency);
    const network = purchaseNetwork(currency, body.network);
    const { currency: fiat, limit } = paymentLimit(catalogue, body.paymentCurrency, body.paymentMethod ?? DEFAULT_PAYMENT_METHOD);
    const request = { purchaseCurrency: currency.id, paymentCurrency: fiat, amount: paymentAmount(body.amount, fiat, limit), network: network.name, paymentMethod: limit.id };
    if (!provider) return placeholderQuote(request);
    try {
      return { ...(await provider.quote(request)), placeholder: false };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      this.log.warn({ err: error, provider: provider.info.id }, 'on-ramp quote failed: answering the placeholder quote');
      return placeholderQuote(request);
    }
  }

  /** POST /v1/generators/onrampurl: the provider's buy page for the checked purchase, recorded as pending. */
  async startPurchase(projectId: string, body: z.output<typeof onrampUrlBody>): Promise<OnrampUrlResult> {
    const provider = this.default();
    if (!provider) throw new ApiError('ONRAMP_UNAVAILABLE', 'this server has no on-ramp provider configured (onramp.providers)');
    const { catalogue } = await this.catalogue();
    const networkName = body.defaultNetwork ?? body.destinationWallets[0]?.blockchains?.[0];
    if (!networkName) throw new ApiError('INVALID_PARAMS', 'defaultNetwork: name the network to buy on, or list the wallet\'s blockchains');
    const network = networkOf(networkName, 'defaultNetwork');
    const wallets = body.destinationWallets.map((wallet, index) => {
      const chains = (wallet.blockchains ?? [network.name]).map((name) => networkOf(name, `destinationWallets.${index}.blockchains`));
      for (const chain of chains) {
        if (!addressFits(chain, wallet.address)) {
          const kind = chain.chain_id.startsWith('eip155:') ? 'an EVM address (0x and 40 hex characters)' : 'a Solana address (32 to 44 base58 characters)';
          throw new ApiError('INVALID_PARAMS', `destinationWallets.${index}.address: ${chain.name} needs ${kind}`);
        }
      }
      return { address: wallet.address, blockchains: chains.map((chain) => chain.name) };
    });
    const receiving = wallets.filter((wallet) => wallet.blockchains.includes(network.name));
    if (receiving.length === 0) throw new ApiError('INVALID_PARAMS', `defaultNetwork: no destination wallet receives on ${network.name}`);
    const currency = body.defaultAsset
      ? purchaseCurrency(catalogue, body.defaultAsset, 'defaultAsset')
      : catalogue.purchaseCurrencies.find((candidate) => candidate.networks.some((n) => n.name === network.name));
    if (!currency) throw new ApiError('INVALID_PARAMS', `defaultNetwork: nothing is offered on ${network.name}`);
    purchaseNetwork(currency, network.name, 'defaultNetwork');
    const fiatId = body.fiatCurrency ?? catalogue.paymentCurrencies[0]!.id;
    const { currency: fiat, limit } = paymentLimit(catalogue, fiatId, body.defaultPaymentMethod ?? DEFAULT_PAYMENT_METHOD, 'fiatCurrency');
    const fiatAmount = body.presetFiatAmount === undefined ? undefined : paymentAmount(body.presetFiatAmount, fiat, limit, 'presetFiatAmount');
    const crypto = body.presetCryptoAmount === undefined ? undefined : cryptoAmount(body.presetCryptoAmount);
    const purchaseId = randomUUID();
    let made;
    try {
      made = await provider.url({ purchaseId, wallets, network: network.name, asset: currency.id, fiatCurrency: fiat, paymentMethod: limit.id, fiatAmount, cryptoAmount: crypto });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError('ONRAMP_PROVIDER_FAILED', `${provider.info.name} did not make a buy page (${(error as Error).message})`, { cause: error });
    }
    const createdAt = this.now();
    await this.store.insert(
      receiving.map((wallet) => ({
        id: purchaseId,
        account: accountKey(wallet.address),
        projectId,
        provider: provider.info.id,
        via: made.via,
        network: network.name,
        chainId: network.chain_id,
        asset: currency.id,
        fiatCurrency: fiat,
        fiatAmount: fiatAmount ?? null,
        cryptoAmount: crypto ?? null,
        userRef: body.partnerUserId ?? null,
        createdAt,
      })),
    );
    return { url: made.url, provider: provider.info.id, purchaseId };
  }

  /** The purchases `account` started through `provider`, newest first, after asking polled providers how the pending ones go. */
  async history(p: OnrampHistoryParameters): Promise<HistoryPage> {
    if (!this.providers.has(p.provider)) {
      throw new ApiError('INVALID_PARAMS', `onramp: no on-ramp provider '${p.provider}' here (configured: ${this.ids().join(', ') || 'none'})`);
    }
    const after = p.cursor === undefined ? undefined : decodePurchaseCursor(p.cursor);
    if (p.cursor !== undefined && !after) throw new ApiError('INVALID_PARAMS', "cursor: not a cursor this server issued (pass the previous page's next)");
    const account = accountKey(p.account);
    const abandonedBefore = this.now() - this.config.abandonAfterMinutes * 60_000;
    await this.refresh(p.provider, account, abandonedBefore);
    const rows = await this.store.page({ provider: p.provider, account, chainId: p.chainId, after, limit: p.pageSize + 1, abandonedBefore });
    const page = rows.slice(0, p.pageSize);
    const last = page[page.length - 1];
    return { data: page.map(toHistoryRecord), next: rows.length > p.pageSize && last ? encodePurchaseCursor(last) : null };
  }

  /** Asks the providers that are polled how the account's pending purchases go; one that does not answer leaves them as they are. */
  private async refresh(provider: string, account: string, abandonedBefore: number): Promise<void> {
    const at = this.now();
    const rows = await this.store.toCheck({ provider, account, checkedBefore: at - this.config.statusPollSeconds * 1000, abandonedBefore });
    await Promise.all(
      rows.map(async (row) => {
        const via = this.providers.get(row.via);
        if (!via?.status) return;
        try {
          const update = await via.status(row.id);
          if (update) await this.store.update(row.id, row.via, update, at);
          else await this.store.markChecked(row.id, at);
        } catch (error) {
          this.log.warn({ err: error, provider: row.via, purchase: row.id }, 'on-ramp status poll failed');
          await this.store.markChecked(row.id, at);
        }
      }),
    );
  }

  /** POST /v1/onramp/webhooks/{provider}: a provider's signed report of a purchase. */
  async webhook(providerId: string, headers: Headers, rawBody: string): Promise<{ purchaseId: string; status: string }> {
    const provider = this.providers.get(providerId);
    if (!provider?.webhook) throw new ApiError('NOT_FOUND', `no on-ramp provider '${providerId}' that reports by webhook here`);
    const update = await provider.webhook(headers, rawBody);
    if (!(await this.store.update(update.purchaseId, providerId, update, this.now()))) {
      throw new ApiError('NOT_FOUND', `no purchase ${update.purchaseId} was started through ${providerId}`);
    }
    return { purchaseId: update.purchaseId, status: update.status };
  }
}

function networkOf(name: string, field: string): OnrampNetworkEntry {
  const network = onrampNetwork(name);
  if (!network) throw new ApiError('UNSUPPORTED_CHAIN', `${field}: '${name}' is not an on-ramp network (supported: ${onrampNetworkNames()})`);
  return network;
}
