// A provider that hands out a session token server to server (Coinbase Onramp's style). Each call to
// its API carries a fresh ES256 JWT signed with the operator's API key (kid and sub the key name,
// iss 'cdp', uri "METHOD host/path", valid 120 s). The buy page's URL carries the session token, which
// the provider issued for exactly the destination wallets. Progress is polled from its transactions
// API under the purchase's partnerUserId (this server's purchase id).
import { randomBytes } from 'node:crypto';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import { z } from 'zod';
import type { SessionTokenProviderConfig } from './config.js';
import { providerFetch } from './http.js';
import { onrampNetwork } from './networks.js';
import type { OnrampCatalogue, OnrampProvider, ProviderQuote, ProviderUrl, PurchaseUpdate, QuoteRequest, UrlRequest } from './types.js';

const JWT_LIFETIME_SECONDS = 120;

const money = z.object({ value: z.string(), currency: z.string() });
const buyOptions = z.object({
  payment_currencies: z.array(z.object({ id: z.string(), limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })) })),
  purchase_currencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })),
    }),
  ),
});
const buyQuote = z.object({
  coinbase_fee: money,
  network_fee: money,
  payment_subtotal: money,
  payment_total: money,
  purchase_amount: money,
  quote_id: z.string(),
});
const sessionToken = z.object({ token: z.string().min(1), channel_id: z.string().optional() });
const STATUSES = { ONRAMP_TRANSACTION_STATUS_SUCCESS: 'completed', ONRAMP_TRANSACTION_STATUS_FAILED: 'failed' } as const;
const transactions = z.object({
  transactions: z.array(
    z.object({
      status: z.string(),
      transaction_id: z.string().optional(),
      purchase_amount: money.optional(),
      tx_hash: z.string().optional(),
    }),
  ),
});

export function sessionTokenProvider(config: SessionTokenProviderConfig, timeoutMs: number): OnrampProvider {
  const provider = config.id;
  const base = new URL(config.apiUrl);
  let key: Promise<CryptoKey> | undefined;
  // The provider's own id of each symbol, learnt from its options.
  let ids: Map<string, string> | undefined;

  async function bearer(method: string, path: string): Promise<string> {
    key ??= importPKCS8(config.privateKey, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    const jwt = await new SignJWT({ uri: `${method} ${base.host}${path}` })
      .setProtectedHeader({ alg: 'ES256', kid: config.keyName, typ: 'JWT', nonce: randomBytes(16).toString('hex') })
      .setIssuer('cdp')
      .setSubject(config.keyName)
      .setNotBefore(now)
      .setExpirationTime(now + JWT_LIFETIME_SECONDS)
      .sign(await key);
    return `Bearer ${jwt}`;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, { query, body }: { query?: Record<string, string>; body?: unknown } = {}): Promise<T> {
    const pathname = `${base.pathname.replace(/\/$/, '')}${path}`;
    const url = new URL(pathname, base);
    if (query) url.search = new URLSearchParams(query).toString();
    return providerFetch({ provider, url: url.toString(), method, body, schema, timeoutMs, headers: { authorization: await bearer(method, pathname) } });
  }

  async function options(): Promise<OnrampCatalogue> {
    const answer = await call('GET', '/onramp/v1/buy/options', buyOptions, { query: { country: config.country } });
    const learnt = new Map<string, string>();
    const purchaseCurrencies = answer.purchase_currencies.flatMap((currency) => {
      const networks = currency.networks.flatMap((network) => {
        const known = onrampNetwork(network.name);
        return known ? [{ name: known.name, display_name: network.display_name, chain_id: known.chain_id, contract_address: network.contract_address }] : [];
      });
      if (networks.length === 0) return [];
      const symbol = currency.symbol.toUpperCase();
      learnt.set(symbol, currency.id);
      return [{ id: symbol, name: currency.name, symbol, networks }];
    });
    ids = learnt;
    const paymentCurrencies = answer.payment_currencies.map((currency) => ({
      id: currency.id.toUpperCase(),
      payment_method_limits: currency.limits.map((limit) => ({ id: limit.id.toLowerCase(), min: limit.min, max: limit.max })),
    }));
    return { purchaseCurrencies, paymentCurrencies };
  }

  async function idOf(symbol: string): Promise<string> {
    if (!ids) await options();
    return ids?.get(symbol.toUpperCase()) ?? symbol;
  }

  async function quote(request: QuoteRequest): Promise<ProviderQuote> {
    const answer = await call('POST', '/onramp/v1/buy/quote', buyQuote, {
      body: {
        purchase_currency: await idOf(request.purchaseCurrency),
        purchase_network: request.network,
        payment_amount: request.amount,
        payment_currency: request.paymentCurrency,
        payment_method: request.paymentMethod.toUpperCase(),
        country: config.country,
      },
    });
    const read = (m: z.infer<typeof money>) => ({ amount: m.value, currency: m.currency });
    return {
      coinbaseFee: read(answer.coinbase_fee),
      networkFee: read(answer.network_fee),
      paymentSubtotal: read(answer.payment_subtotal),
      paymentTotal: read(answer.payment_total),
      purchaseAmount: { amount: answer.purchase_amount.value, currency: request.purchaseCurrency },
      quoteId: answer.quote_id,
      provider,
    };
  }

  async function url(request: UrlRequest): Promise<ProviderUrl> {
    const { token } = await call('POST', '/onramp/v1/token', sessionToken, {
      body: { addresses: request.wallets.map((wallet) => ({ address: wallet.address, blockchains: wallet.blockchains })), assets: [request.asset] },
    });
    const query = new URLSearchParams({
      sessionToken: token,
      defaultNetwork: request.network,
      defaultAsset: request.asset,
      fiatCurrency: request.fiatCurrency,
      defaultPaymentMethod: request.paymentMethod.toUpperCase(),
      partnerUserId: request.purchaseId,
      defaultExperience: 'buy',
    });
    if (request.fiatAmount) query.set('presetFiatAmount', request.fiatAmount);
    if (request.cryptoAmount) query.set('presetCryptoAmount', request.cryptoAmount);
    return { url: `${config.widgetUrl.replace(/\/$/, '')}/buy/select-asset?${query}`, via: provider };
  }

  async function status(purchaseId: string): Promise<PurchaseUpdate | undefined> {
    const answer = await call('GET', `/onramp/v1/buy/user/${encodeURIComponent(purchaseId)}/transactions`, transactions);
    const [latest] = answer.transactions;
    if (!latest) return undefined;
    return {
      status: STATUSES[latest.status as keyof typeof STATUSES] ?? 'pending',
      ...(latest.purchase_amount ? { cryptoAmount: latest.purchase_amount.value } : {}),
      ...(latest.tx_hash ? { txHash: latest.tx_hash } : {}),
      ...(latest.transaction_id ? { providerTxId: latest.transaction_id } : {}),
    };
  }

  return { info: { id: provider, name: config.name, kind: config.kind, feeRange: config.feeRange }, options, quote, url, status };
}
