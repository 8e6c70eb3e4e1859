// Loopback stand-ins for on-ramp providers, so our server's integrations are tested against a real
// HTTP API that checks their credentials, never against a mock of our code. This file: what both
// share (prices, fee arithmetic, failure modes, a tiny HTTP server) and the signed-URL provider in
// MoonPay's style: REST API keyed by the publishable key, a buy page that checks the URL's HMAC-SHA256
// signature, and signed webhooks telling our server how a purchase went. The session-token provider
// (Coinbase Onramp's style) is in onramp-session-provider.ts.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { besideModule } from './files';

/**
 * USD per coin: the server's own price file (server/data/prices.json), so the demo's Buy, token list, Send
 * and Swap agree on what a coin is worth (one price source, issue 32). EUR is USD × 0.92, as in that file.
 */
export const STAND_IN_PRICES: Readonly<Record<string, number>> = (
  JSON.parse(readFileSync(besideModule(import.meta.url, '../../server/data/prices.json'), 'utf8')) as { usd: Record<string, number> }
).usd;
const EUR_PER_USD = 0.92;

/** 'ok' answers; 'down' answers 503; 'slow' answers after 10 s (past any sane timeout); 'quotes-down' answers 503 to quotes only. */
export type StandInMode = 'ok' | 'down' | 'slow' | 'quotes-down';

/** `rawUrl`: the path and query exactly as sent (a signature covers those bytes). */
export type StandInRequest = { method: string; path: string; rawUrl: string; query: Record<string, string>; body: string; headers: IncomingMessage['headers'] };

/** The crypto a fiat total buys once fees are taken out, 6 decimals (rounded down). */
export function standInQuote(p: { symbol: string; fiat: string; total: number; feePercent: number; networkFee: number; priceMarkup?: number }) {
  const usd = STAND_IN_PRICES[p.symbol.toUpperCase()];
  if (usd === undefined) return undefined;
  const price = usd * (p.fiat.toUpperCase() === 'EUR' ? EUR_PER_USD : 1) * (1 + (p.priceMarkup ?? 0));
  const fee = Math.round(p.total * p.feePercent) / 100;
  const subtotal = Math.round((p.total - fee - p.networkFee) * 100) / 100;
  const crypto = Math.floor((subtotal / price) * 1e6) / 1e6;
  return { fee, networkFee: p.networkFee, subtotal, crypto };
}

export type StandInServer = { url: string; stop: () => Promise<void> };

/** A loopback HTTP server whose handler answers { status, body, html? }; `mode` applies to API paths only (not the buy page). */
export async function standInServer(
  handler: (request: StandInRequest) => Promise<{ status: number; body?: unknown; html?: string }> | { status: number; body?: unknown; html?: string },
  mode: () => StandInMode,
  isApi: (path: string) => boolean,
): Promise<StandInServer> {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request = { method: req.method ?? 'GET', path: url.pathname, rawUrl: req.url ?? '/', query: Object.fromEntries(url.searchParams), body: Buffer.concat(chunks).toString('utf8'), headers: req.headers };
    const down = mode() === 'down' || (mode() === 'quotes-down' && url.pathname.includes('quote'));
    if (isApi(url.pathname) && down) return send(res, { status: 503, body: { error: 'stand-in is down' } });
    if (isApi(url.pathname) && mode() === 'slow') await new Promise((resolve) => setTimeout(resolve, 10_000));
    try {
      send(res, await handler(request));
    } catch (error) {
      send(res, { status: 500, body: { error: (error as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function send(res: ServerResponse, answer: { status: number; body?: unknown; html?: string }) {
  if (res.writableEnded || res.destroyed) return;
  if (answer.html !== undefined) {
    res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(answer.html);
    return;
  }
  res.writeHead(answer.status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(answer.body ?? null));
}

/**
 * The stand-in buy page: what it verified, for a person (and a test) to read, and, where the stand-in
 * pays out, a button that completes the purchase (a form posted to `pay.path` with `pay.fields`).
 */
export function buyPage(title: string, lines: Record<string, string>, pay?: { label: string; path: string; fields: Record<string, string> }): string {
  const items = Object.entries(lines).map(([key, value]) => `<li><span>${key}</span>: <output id="${key}">${escapeHtml(value)}</output></li>`);
  const form = pay
    ? `<form method="post" action="${escapeHtml(pay.path)}">${Object.entries(pay.fields)
        .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
        .join('')}<button type="submit">${escapeHtml(pay.label)}</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><ul>${items.join('')}</ul>${form}</main></body></html>`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type SignedUrlStandIn = {
  /** The REST API (the config's apiUrl). */
  url: string;
  /** The buy page (the config's widgetUrl). */
  widgetUrl: string;
  /** The provider entry for our server's config (`onramp.providers`). */
  config: { type: 'signed-url'; id: string; name: string; apiUrl: string; widgetUrl: string; publishableKey: string; secretKey: string; webhookKey: string };
  requests: StandInRequest[];
  /** Buy-page visits whose signature verified, by externalTransactionId. */
  visits: Map<string, Record<string, string>>;
  /** Whether a buy-page URL carries a valid signature of its query under the secret key. */
  verify(url: string): boolean;
  setMode(mode: StandInMode): void;
  /** Sends our server the signed webhook that the purchase `externalTransactionId` reached `status`. */
  report(serverUrl: string, externalTransactionId: string, update: { status: 'pending' | 'completed' | 'failed'; cryptoAmount?: number; txHash?: string }): Promise<Response>;
  /**
   * Puts a Pay button on the buy page: it delivers the crypto (`deliver`, e.g. a transfer on a local chain;
   * its transaction hash) and reports the purchase completed to our server, as the real provider does
   * once the buyer paid. Without it the page only shows what it verified.
   */
  payOut(settle: PayOut): void;
  stop(): Promise<void>;
};

export type PayOut = {
  /** Our API server, whose webhook hears of the payment. */
  serverUrl: string;
  /** Sends `amount` of `currencyCode` ('eth', 'sol', …) to `walletAddress`; resolves the transaction hash, or undefined when it cannot. */
  deliver?: (p: { currencyCode: string; walletAddress: string; amount: number }) => Promise<string | undefined>;
};

const CRYPTO = [
  { code: 'eth', name: 'Ethereum', networkCode: 'ethereum', contractAddress: null },
  { code: 'eth_base', name: 'Ethereum (Base)', networkCode: 'base', contractAddress: null },
  { code: 'eth_optimism', name: 'Ethereum (Optimism)', networkCode: 'optimism', contractAddress: null },
  { code: 'usdc_base', name: 'USD Coin (Base)', networkCode: 'base', contractAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  { code: 'sol', name: 'Solana', networkCode: 'solana', contractAddress: null },
  // Offered by the provider, but on a network outside the on-ramp list: our server leaves it out.
  { code: 'btc', name: 'Bitcoin', networkCode: 'bitcoin', contractAddress: null },
];
const FIAT = [
  { code: 'usd', name: 'US Dollar', limits: [{ paymentMethod: 'credit_debit_card', minBuyAmount: 20, maxBuyAmount: 5000 }, { paymentMethod: 'ach_bank_transfer', minBuyAmount: 25, maxBuyAmount: 15000 }] },
  { code: 'eur', name: 'Euro', limits: [{ paymentMethod: 'credit_debit_card', minBuyAmount: 20, maxBuyAmount: 4000 }] },
];
/** The signed-URL stand-in takes 1.5% and a 0.50 network fee. */
const FEE_PERCENT = 1.5;
const NETWORK_FEE = 0.5;

/**
 * @example
 * const moonpay = await startSignedUrlProvider({ id: 'moonpay' });
 * await startTestServer({ onramp: { providers: [moonpay.config] } });
 */
export async function startSignedUrlProvider({ id = 'moonpay', name = 'MoonPay (stand-in)' }: { id?: string; name?: string } = {}): Promise<SignedUrlStandIn> {
  const publishableKey = `pk_test_${randomBytes(8).toString('hex')}`;
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookKey = `wk_test_${randomBytes(16).toString('hex')}`;
  const requests: StandInRequest[] = [];
  const visits = new Map<string, Record<string, string>>();
  let mode: StandInMode = 'ok';
  let settle: PayOut | undefined;

  const verify = (url: string) => {
    const at = url.lastIndexOf('&signature=');
    if (at < 0) return false;
    const search = `?${url.slice(url.indexOf('?') + 1, at)}`;
    const given = decodeURIComponent(url.slice(at + '&signature='.length));
    return createHmac('sha256', secretKey).update(search).digest('base64') === given;
  };

  const server = await standInServer(
    async (request) => {
      requests.push(request);
      if (request.path === '/buy') {
        if (!verify(`http://stand-in${request.rawUrl}`)) return { status: 401, html: buyPage(`${name}: signature invalid`, { signature: 'invalid' }) };
        const lines = { signature: 'verified', currencyCode: request.query.currencyCode ?? '', walletAddress: request.query.walletAddress ?? '', baseCurrencyAmount: request.query.baseCurrencyAmount ?? '', externalTransactionId: request.query.externalTransactionId ?? '' };
        const purchase = request.query.externalTransactionId ?? request.rawUrl;
        visits.set(purchase, lines);
        const pay = settle && { label: `Pay ${lines.baseCurrencyAmount} ${(request.query.baseCurrencyCode ?? 'usd').toUpperCase()}`, path: '/buy/pay', fields: { purchase } };
        return { status: 200, html: buyPage(`${name}: buy ${(request.query.currencyCode ?? '').toUpperCase()}`, lines, pay) };
      }
      if (request.path === '/buy/pay' && request.method === 'POST' && settle) {
        const purchase = new URLSearchParams(request.body).get('purchase') ?? '';
        const visit = visits.get(purchase);
        if (!visit) return { status: 404, html: buyPage(`${name}: no such purchase`, { purchase }) };
        const symbol = visit.currencyCode!.split('_')[0]!;
        const quoted = standInQuote({ symbol, fiat: 'usd', total: Number(visit.baseCurrencyAmount), feePercent: FEE_PERCENT, networkFee: NETWORK_FEE });
        const amount = Number(quoted?.crypto ?? 0);
        const txHash = await settle.deliver?.({ currencyCode: visit.currencyCode!, walletAddress: visit.walletAddress!, amount });
        const answer = await report(settle.serverUrl, purchase, { status: 'completed', cryptoAmount: amount, ...(txHash ? { txHash } : {}) });
        if (!answer.ok) return { status: 502, html: buyPage(`${name}: our webhook was refused`, { status: String(answer.status) }) };
        return { status: 200, html: buyPage(`${name}: paid`, { purchase, delivered: `${amount} ${symbol.toUpperCase()}`, transaction: txHash ?? '' }) };
      }
      if (request.query.apiKey !== publishableKey) return { status: 401, body: { message: 'Invalid apiKey' } };
      if (request.path === '/v3/currencies') {
        return { status: 200, body: [...CRYPTO.map((c) => ({ type: 'crypto', code: c.code, name: c.name, isSuspended: false, metadata: { networkCode: c.networkCode, contractAddress: c.contractAddress } })), ...FIAT.map((f) => ({ type: 'fiat', ...f }))] };
      }
      const quote = /^\/v3\/currencies\/([a-z_]+)\/buy_quote$/.exec(request.path);
      if (quote) {
        const fiat = FIAT.find((f) => f.code === request.query.baseCurrencyCode);
        const limit = fiat?.limits.find((l) => l.paymentMethod === request.query.paymentMethod);
        const total = Number(request.query.baseCurrencyAmount);
        if (!fiat || !limit || !(total >= limit.minBuyAmount && total <= limit.maxBuyAmount)) return { status: 400, body: { message: 'amount or currency not supported' } };
        const answer = standInQuote({ symbol: quote[1]!.split('_')[0]!, fiat: fiat.code, total, feePercent: FEE_PERCENT, networkFee: NETWORK_FEE });
        if (!answer) return { status: 404, body: { message: 'unknown currency' } };
        return {
          status: 200,
          body: { id: randomUUID(), baseCurrencyCode: fiat.code, baseCurrencyAmount: answer.subtotal, quoteCurrencyCode: quote[1], quoteCurrencyAmount: answer.crypto, feeAmount: answer.fee, extraFeeAmount: 0, networkFeeAmount: answer.networkFee, totalAmount: total },
        };
      }
      return { status: 404, body: { message: 'not found' } };
    },
    () => mode,
    (path) => path.startsWith('/v3/'),
  );

  return {
    url: server.url,
    widgetUrl: `${server.url}/buy`,
    config: { type: 'signed-url', id, name, apiUrl: server.url, widgetUrl: `${server.url}/buy`, publishableKey, secretKey, webhookKey },
    requests,
    visits,
    verify,
    setMode: (next) => void (mode = next),
    report,
    payOut: (next) => void (settle = next),
    stop: server.stop,
  };

  function report(serverUrl: string, externalTransactionId: string, update: { status: 'pending' | 'completed' | 'failed'; cryptoAmount?: number; txHash?: string }): Promise<Response> {
    const body = JSON.stringify({
      type: update.status === 'completed' ? 'transaction_updated' : update.status === 'failed' ? 'transaction_failed' : 'transaction_created',
      data: { id: `tx_${randomBytes(6).toString('hex')}`, externalTransactionId, status: update.status, quoteCurrencyAmount: update.cryptoAmount ?? null, cryptoTransactionId: update.txHash ?? null },
    });
    const t = Math.floor(Date.now() / 1000);
    const s = createHmac('sha256', webhookKey).update(`${t}.${body}`).digest('hex');
    return fetch(`${serverUrl}/v1/onramp/webhooks/${id}`, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': `t=${t},s=${s}` }, body });
  }
}
