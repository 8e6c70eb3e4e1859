// A provider whose buy page opens from a URL the server signs (MoonPay's and Transak's style): the
// query, from its '?', is signed with HMAC-SHA256 under the secret key and the base64 signature is
// appended as `signature`. Currencies and quotes come from its REST API (publishable key); progress
// comes by webhook, signed `t=<unix seconds>,s=<hex HMAC-SHA256 of "t.body">` under the webhook key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { numberText } from './amounts.js';
import type { SignedUrlProviderConfig } from './config.js';
import { providerFetch } from './http.js';
import { onrampNetwork } from './networks.js';
import type { OnrampCatalogue, OnrampProvider, ProviderQuote, ProviderUrl, PurchaseUpdate, QuoteRequest, UrlRequest } from './types.js';

/** Its payment method names and ours (the spec's limits name card and ach_bank_account). */
const METHODS: Record<string, string> = { credit_debit_card: 'card', ach_bank_transfer: 'ach_bank_account', sepa_bank_transfer: 'sepa_bank_account' };
const toOurs = (method: string) => METHODS[method] ?? method;
const toTheirs = (method: string) => Object.entries(METHODS).find(([, ours]) => ours === method)?.[0] ?? method;

const amount = z.union([z.number(), z.string()]);
const currencies = z.array(
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('crypto'),
      /** e.g. 'eth', 'eth_base', 'usdc_base'. */
      code: z.string(),
      name: z.string(),
      isSuspended: z.boolean().optional(),
      metadata: z.object({ networkCode: z.string(), contractAddress: z.string().nullable().optional() }),
    }),
    z.object({
      type: z.literal('fiat'),
      code: z.string(),
      name: z.string(),
      limits: z.array(z.object({ paymentMethod: z.string(), minBuyAmount: amount, maxBuyAmount: amount })),
    }),
  ]),
);
const buyQuote = z.object({
  id: z.string().optional(),
  baseCurrencyCode: z.string(),
  baseCurrencyAmount: amount,
  quoteCurrencyCode: z.string(),
  quoteCurrencyAmount: amount,
  feeAmount: amount,
  extraFeeAmount: amount.default(0),
  networkFeeAmount: amount,
  totalAmount: amount,
});
const webhookBody = z.object({
  type: z.string(),
  data: z.object({
    id: z.string(),
    externalTransactionId: z.string().min(1),
    status: z.string(),
    quoteCurrencyAmount: amount.nullable().optional(),
    cryptoTransactionId: z.string().nullable().optional(),
  }),
});

/** A webhook older (or newer) than this is refused, so a captured one cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The symbol a currency code stands for: 'usdc_base' → 'USDC'. */
const symbolOf = (code: string) => code.split('_')[0]!.toUpperCase();

/**
 * Signs a URL's query as a signed-URL provider checks it.
 * @example
 * signUrl('https://buy.example.com?apiKey=pk&walletAddress=0x…', 'sk_…'); // '…&signature=<base64>'
 */
export function signUrl(url: string, secretKey: string): string {
  const { search } = new URL(url);
  const signature = createHmac('sha256', secretKey).update(search).digest('base64');
  // Appended as text: re-serialising the query could change the bytes the signature covers.
  return `${url}${search ? '&' : '?'}signature=${encodeURIComponent(signature)}`;
}

export function signedUrlProvider(config: SignedUrlProviderConfig, timeoutMs: number, now: () => number = Date.now): OnrampProvider {
  const provider = config.id;
  // The provider's currency code for (symbol, network), learnt from its currency list.
  let codes: Map<string, string> | undefined;
  const api = (path: string, query: Record<string, string>) => `${config.apiUrl.replace(/\/$/, '')}${path}?${new URLSearchParams({ apiKey: config.publishableKey, ...query })}`;

  async function options(): Promise<OnrampCatalogue> {
    const list = await providerFetch({ provider, url: api('/v3/currencies', {}), schema: currencies, timeoutMs });
    const learnt = new Map<string, string>();
    const purchase = new Map<string, OnrampCatalogue['purchaseCurrencies'][number]>();
    for (const entry of list) {
      if (entry.type !== 'crypto' || entry.isSuspended) continue;
      const network = onrampNetwork(entry.metadata.networkCode);
      if (!network) continue;
      const symbol = symbolOf(entry.code);
      learnt.set(`${symbol}/${network.name}`, entry.code);
      const currency = purchase.get(symbol) ?? { id: symbol, name: entry.name, symbol, networks: [] };
      currency.networks.push({ ...network, contract_address: entry.metadata.contractAddress ?? '' });
      purchase.set(symbol, currency);
    }
    codes = learnt;
    const paymentCurrencies = list.flatMap((entry) =>
      entry.type === 'fiat'
        ? [{ id: entry.code.toUpperCase(), payment_method_limits: entry.limits.map((l) => ({ id: toOurs(l.paymentMethod), min: numberText(l.minBuyAmount), max: numberText(l.maxBuyAmount) })) }]
        : [],
    );
    return { purchaseCurrencies: [...purchase.values()], paymentCurrencies };
  }

  async function codeOf(symbol: string, network: string): Promise<string> {
    if (!codes) await options();
    const code = codes?.get(`${symbol.toUpperCase()}/${network}`);
    if (!code) throw new ApiError('INVALID_PARAMS', `${provider} does not offer ${symbol} on ${network}`);
    return code;
  }

  async function quote(request: QuoteRequest): Promise<ProviderQuote> {
    const code = await codeOf(request.purchaseCurrency, request.network);
    const answer = await providerFetch({
      provider,
      url: api(`/v3/currencies/${encodeURIComponent(code)}/buy_quote`, {
        baseCurrencyCode: request.paymentCurrency.toLowerCase(),
        baseCurrencyAmount: request.amount,
        paymentMethod: toTheirs(request.paymentMethod),
        areFeesIncluded: 'true',
      }),
      schema: buyQuote,
      timeoutMs,
    });
    const fiat = (value: number | string) => ({ amount: numberText(value), currency: request.paymentCurrency });
    const fee = Number(answer.feeAmount) + Number(answer.extraFeeAmount);
    return {
      coinbaseFee: fiat(Number(fee.toFixed(8))),
      networkFee: fiat(answer.networkFeeAmount),
      paymentSubtotal: fiat(answer.baseCurrencyAmount),
      paymentTotal: fiat(answer.totalAmount),
      purchaseAmount: { amount: numberText(answer.quoteCurrencyAmount), currency: request.purchaseCurrency },
      quoteId: answer.id ?? `${provider}:${code}:${answer.totalAmount}`,
      provider,
    };
  }

  async function url(request: UrlRequest): Promise<ProviderUrl> {
    const wallet = request.wallets.find((candidate) => candidate.blockchains.includes(request.network)) ?? request.wallets[0]!;
    const query = new URLSearchParams({
      apiKey: config.publishableKey,
      currencyCode: await codeOf(request.asset, request.network),
      walletAddress: wallet.address,
      baseCurrencyCode: request.fiatCurrency.toLowerCase(),
      paymentMethod: toTheirs(request.paymentMethod),
      externalTransactionId: request.purchaseId,
    });
    if (request.fiatAmount) query.set('baseCurrencyAmount', request.fiatAmount);
    else if (request.cryptoAmount) query.set('quoteCurrencyAmount', request.cryptoAmount);
    return { url: signUrl(`${config.widgetUrl}?${query}`, config.secretKey), via: provider };
  }

  async function webhook(headers: Headers, rawBody: string): Promise<PurchaseUpdate & { purchaseId: string }> {
    if (!config.webhookKey) throw new ApiError('WEBHOOK_SIGNATURE_INVALID', `${provider} has no webhookKey configured`);
    const header = headers.get('webhook-signature') ?? '';
    const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
    const t = Number(parts.t);
    if (!Number.isInteger(t) || !parts.s || !/^[0-9a-f]{64}$/.test(parts.s)) throw new ApiError('WEBHOOK_SIGNATURE_INVALID', 'expected webhook-signature: t=<unix seconds>,s=<hex>');
    if (Math.abs(now() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) throw new ApiError('WEBHOOK_SIGNATURE_INVALID', `its time is more than ${WEBHOOK_TOLERANCE_SECONDS} s from the server's clock`);
    const expected = createHmac('sha256', config.webhookKey).update(`${t}.${rawBody}`).digest();
    if (!timingSafeEqual(expected, Buffer.from(parts.s, 'hex'))) throw new ApiError('WEBHOOK_SIGNATURE_INVALID', `not signed with ${provider}'s webhook key`);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new ApiError('INVALID_BODY', 'send a JSON object');
    }
    const body = webhookBody.safeParse(json);
    if (!body.success) throw new ApiError('INVALID_BODY', 'expected { type, data: { id, externalTransactionId, status } }');
    const { data } = body.data;
    const status = data.status === 'completed' ? 'completed' : data.status === 'failed' ? 'failed' : 'pending';
    return {
      purchaseId: data.externalTransactionId,
      status,
      providerTxId: data.id,
      ...(data.quoteCurrencyAmount != null ? { cryptoAmount: numberText(data.quoteCurrencyAmount) } : {}),
      ...(data.cryptoTransactionId ? { txHash: data.cryptoTransactionId } : {}),
    };
  }

  return { info: { id: provider, name: config.name, kind: config.kind, feeRange: config.feeRange }, options, quote, url, webhook };
}
