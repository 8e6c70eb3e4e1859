// On-ramp against loopback stand-ins of the providers (testing/src/onramp-provider.ts, a signed-URL
// provider; onramp-session-provider.ts, a session-token provider): options, quotes and buy-page URLs
// from each integration and the aggregator over both, the spec's fallbacks (§8), the networks and
// limits (§9), and every bad input answered with a clear 4xx.
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionTokenStandIn, type SignedUrlStandIn, STAND_IN_PRICES, startSessionTokenProvider, startSignedUrlProvider } from '@wallet-modal/testing';
import type { ConfigInput } from '../src/config/schema.js';
import type { RunningServer } from '../src/server.js';
import { call, startTestServer } from './helpers/server.js';

const PROJECT = 'onramp-project';
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';

let moonpay: SignedUrlStandIn;
let coinbase: SessionTokenStandIn;
const servers: RunningServer[] = [];

beforeAll(async () => {
  [moonpay, coinbase] = await Promise.all([startSignedUrlProvider({ id: 'moonpay' }), startSessionTokenProvider({ id: 'coinbase' })]);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all([moonpay?.stop(), coinbase?.stop()]);
});

const started = new Map<string, Promise<RunningServer>>();
/** A server with this on-ramp config (one per config: each starts a database). */
function server(onramp: ConfigInput['onramp'], history?: ConfigInput['history']): Promise<RunningServer> {
  const key = JSON.stringify([onramp, history]);
  if (!started.has(key)) {
    started.set(key, startTestServer({ projects: [{ id: PROJECT, origins: [] }], history, onramp: { timeoutMs: 1500, ...onramp } }).then((s) => (servers.push(s), s)));
  }
  return started.get(key)!;
}
/** A fresh EVM address, so each test reads only the purchases it made. */
const freshAccount = () => `0x${randomBytes(20).toString('hex')}`;

const api = (s: RunningServer) => ({
  options: () => call(s, `/v1/onramp/options?projectId=${PROJECT}`),
  quote: (body: unknown) => call(s, `/v1/onramp/quote?projectId=${PROJECT}`, post(body)),
  url: (body: unknown) => call(s, `/v1/generators/onrampurl?projectId=${PROJECT}`, post(body)),
  history: (account: string, query: string) => call(s, `/v1/account/${account}/history?projectId=${PROJECT}&${query}`),
});
// Four servers (each starts a database): each provider alone, none, and the aggregator over both.
const MOONPAY = () => server({ providers: [moonpay.config], optionsCacheSeconds: 0 }, { pageSize: 2 });
const COINBASE = () => server({ providers: [coinbase.config], statusPollSeconds: 0 });
const NONE = () => server({ providers: [] });
const AGGREGATOR = () => server({ providers: [moonpay.config, coinbase.config, { type: 'aggregator', id: 'best', name: 'Best price', providers: ['moonpay', 'coinbase'] }], defaultProvider: 'best' });
const post = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const ethOnBase = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'base' };
const buyOnBase = { destinationWallets: [{ address: EVM, blockchains: ['base'] }], defaultNetwork: 'base', defaultAsset: 'ETH', fiatCurrency: 'USD', partnerUserId: 'user-1', defaultExperience: 'buy', presetFiatAmount: '100' };

describe('on-ramp options', () => {
  it('GET /v1/onramp/options answers the signed-URL provider’s currencies on the on-ramp networks and its payment method limits', async () => {
    const { body, status } = await api(await MOONPAY()).options();
    expect(status).toBe(200);
    expect(body.fallback).toBe(false);
    expect(body.provider).toBe('moonpay');
    expect(body.providers).toEqual([{ id: 'moonpay', name: moonpay.config.name, kind: 'card', feeRange: '1-2%' }]);
    const eth = body.purchaseCurrencies.find((c: { id: string }) => c.id === 'ETH');
    expect(eth.networks.map((n: { name: string; chain_id: string }) => `${n.name}=${n.chain_id}`)).toEqual(['ethereum=eip155:1', 'base=eip155:8453', 'optimism=eip155:10']);
    expect(body.purchaseCurrencies.find((c: { id: string }) => c.id === 'USDC').networks).toEqual([
      { name: 'base', display_name: 'Base', chain_id: 'eip155:8453', contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
    ]);
    // The provider offers BTC on bitcoin, which is not an on-ramp network.
    expect(body.purchaseCurrencies.map((c: { id: string }) => c.id).sort()).toEqual(['ETH', 'SOL', 'USDC']);
    expect(body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '20', max: '5000' }, { id: 'ach_bank_account', min: '25', max: '15000' }] },
      { id: 'EUR', payment_method_limits: [{ id: 'card', min: '20', max: '4000' }] },
    ]);
  });

  it('the session-token provider’s options come with a JWT signed by the operator’s API key (the stand-in verifies it)', async () => {
    const before = coinbase.requests.length;
    const { body } = await api(await COINBASE()).options();
    expect(body.fallback).toBe(false);
    expect(coinbase.requests.length).toBeGreaterThan(before);
    expect(coinbase.refused).toEqual([]);
    expect(body.paymentCurrencies[0]).toEqual({ id: 'USD', payment_method_limits: [{ id: 'card', min: '5', max: '2500' }, { id: 'ach_bank_account', min: '10', max: '20000' }] });
    expect(body.purchaseCurrencies.find((c: { id: string }) => c.id === 'SOL').networks).toEqual([{ name: 'solana', display_name: 'Solana', chain_id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', contract_address: '' }]);
  });

  it("On-ramp options failure uses built-in defaults: card 10.00-7500.00, ach_bank_account 10.00-25000.00, USD and EUR", async () => {
    const defaults = [
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }] },
      { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }] },
    ];
    const s = await MOONPAY();
    for (const mode of ['down', 'slow'] as const) {
      moonpay.setMode(mode);
      const started = Date.now();
      const { body, status } = await api(s).options().finally(() => moonpay.setMode('ok'));
      expect(status, mode).toBe(200);
      expect(body.fallback, mode).toBe(true);
      expect(body.paymentCurrencies, mode).toEqual(defaults);
      expect(body.purchaseCurrencies.find((c: { id: string }) => c.id === 'ETH').networks.map((n: { name: string }) => n.name)).toEqual(['ethereum', 'arbitrum', 'optimism', 'base']);
      // A provider that does not answer is given up on after timeoutMs (1.5 s here), not waited for.
      expect(Date.now() - started, mode).toBeLessThan(5000);
    }
    const none = await api(await NONE()).options();
    expect(none.body).toMatchObject({ provider: null, providers: [], fallback: true, paymentCurrencies: defaults });
  });

  it('Networks of the on-ramp: the Coinbase-pay chains ethereum, arbitrum, polygon, berachain, avalanche-c-chain, optimism, celo, base and solana', async () => {
    const { body } = await api(await NONE()).options();
    const networks = new Set<string>(body.purchaseCurrencies.flatMap((c: { networks: { name: string }[] }) => c.networks.map((n) => n.name)));
    expect([...networks].sort()).toEqual(['arbitrum', 'avalanche-c-chain', 'base', 'berachain', 'celo', 'ethereum', 'optimism', 'polygon', 'solana']);
    const chains = new Set<string>(body.purchaseCurrencies.flatMap((c: { networks: { chain_id: string }[] }) => c.networks.map((n) => n.chain_id.split(':')[0])));
    expect([...chains].sort()).toEqual(['eip155', 'solana']);
  });

  it('Providers: one card-onramp provider and one aggregator, fee range 1-2% each', async () => {
    const { body } = await api(await AGGREGATOR()).options();
    expect(body.provider).toBe('best');
    expect(body.providers.map((p: { kind: string; feeRange: string }) => `${p.kind} ${p.feeRange}`)).toEqual(['card 1-2%', 'card 1-2%', 'aggregator 1-2%']);
    // The aggregator offers what either provider does; a method's limits are the widest either allows.
    expect(body.paymentCurrencies[0]).toEqual({ id: 'USD', payment_method_limits: [{ id: 'card', min: '5', max: '5000' }, { id: 'ach_bank_account', min: '10', max: '20000' }] });
  });
});

/** What the signed-URL stand-in sells for a 98 USD subtotal: at the price the server itself shows for ETH. */
const ETH_FOR_98_USD = String(Math.floor((98 / STAND_IN_PRICES.ETH!) * 1e6) / 1e6);

describe('on-ramp quote', () => {
  it('POST /v1/onramp/quote answers the signed-URL provider’s fees and amounts', async () => {
    const { body, status, headers } = await api(await MOONPAY()).quote(ethOnBase);
    expect(status).toBe(200);
    expect(headers.get('x-onramp-placeholder')).toBeNull();
    expect(body).toMatchObject({
      coinbaseFee: { amount: '1.5', currency: 'USD' },
      networkFee: { amount: '0.5', currency: 'USD' },
      paymentSubtotal: { amount: '98', currency: 'USD' },
      paymentTotal: { amount: '100', currency: 'USD' },
      purchaseAmount: { amount: ETH_FOR_98_USD, currency: 'ETH' },
      provider: 'moonpay',
      placeholder: false,
    });
    expect(body.quoteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('POST /v1/onramp/quote answers the session-token provider’s quote (JWT verified)', async () => {
    const { body } = await api(await COINBASE()).quote({ ...ethOnBase, amount: '250.00', paymentMethod: 'card' });
    expect(coinbase.refused).toEqual([]);
    expect(body).toMatchObject({
      coinbaseFee: { amount: '2.50', currency: 'USD' },
      networkFee: { amount: '1.00', currency: 'USD' },
      paymentSubtotal: { amount: '246.50', currency: 'USD' },
      paymentTotal: { amount: '250.00', currency: 'USD' },
      purchaseAmount: { amount: String(Math.floor((246.5 / (STAND_IN_PRICES.ETH! * 1.004)) * 1e6) / 1e6), currency: 'ETH' },
      provider: 'coinbase',
      placeholder: false,
    });
  });

  it('the aggregator answers the quote that buys the most, and the other provider’s when one fails', async () => {
    const s = await AGGREGATOR();
    const best = await api(s).quote(ethOnBase);
    expect(best.body).toMatchObject({ provider: 'moonpay', purchaseAmount: { amount: ETH_FOR_98_USD }, placeholder: false });
    moonpay.setMode('down');
    const fallback = await api(s).quote(ethOnBase).finally(() => moonpay.setMode('ok'));
    expect(fallback.body).toMatchObject({ provider: 'coinbase', placeholder: false });
  });

  it("Quote failure returns a placeholder quote with id 'mocked-quote-id', said in the body and a header", async () => {
    const s = await MOONPAY();
    moonpay.setMode('quotes-down');
    const { body, status, headers } = await api(s).quote(ethOnBase).finally(() => moonpay.setMode('ok'));
    expect(status).toBe(200);
    expect(headers.get('x-onramp-placeholder')).toBe('true');
    expect(body).toEqual({
      coinbaseFee: { amount: '0', currency: 'USD' },
      networkFee: { amount: '0', currency: 'USD' },
      paymentSubtotal: { amount: '100.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0', currency: 'ETH' },
      quoteId: 'mocked-quote-id',
      provider: null,
      placeholder: true,
    });
    // A provider down altogether: the options fall back to the built-in limits (card up to 7500.00; 5000 at the provider).
    moonpay.setMode('down');
    const down = await api(s).quote({ ...ethOnBase, amount: '7500.00' }).finally(() => moonpay.setMode('ok'));
    expect(down.body).toMatchObject({ quoteId: 'mocked-quote-id', placeholder: true, paymentTotal: { amount: '7500.00', currency: 'USD' } });
    // Without any provider the quote is the placeholder too, checked against the built-in limits.
    expect((await api(await NONE()).quote({ ...ethOnBase, amount: '7500.00' })).body.quoteId).toBe('mocked-quote-id');
  });

  it('bad input answers a 4xx saying what to fix, never a 500', async () => {
    const s = await MOONPAY();
    const cases: [unknown, number, string, RegExp][] = [
      [{ ...ethOnBase, purchaseCurrency: 'DOGE' }, 400, 'INVALID_PARAMS', /purchaseCurrency: 'DOGE' is not offered \(offered: ETH, .*SOL.*\)/],
      [{ ...ethOnBase, amount: '0' }, 400, 'INVALID_PARAMS', /amount: must be more than 0/],
      [{ ...ethOnBase, amount: '-5' }, 400, 'INVALID_PARAMS', /amount: must be a decimal number such as 100 or 25\.50/],
      [{ ...ethOnBase, amount: 'ten' }, 400, 'INVALID_PARAMS', /amount: must be a decimal number/],
      [{ ...ethOnBase, amount: '100.123' }, 400, 'INVALID_PARAMS', /amount: USD amounts have at most 2 decimal places/],
      [{ ...ethOnBase, amount: '19.99' }, 400, 'INVALID_PARAMS', /amount: card payments in USD are 20 to 5000, not 19\.99/],
      [{ ...ethOnBase, amount: '5000.01' }, 400, 'INVALID_PARAMS', /amount: card payments in USD are 20 to 5000/],
      [{ ...ethOnBase, amount: '16000', paymentMethod: 'ach_bank_account' }, 400, 'INVALID_PARAMS', /amount: ach_bank_account payments in USD are 25 to 15000/],
      [{ ...ethOnBase, network: 'bitcoin' }, 400, 'UNSUPPORTED_CHAIN', /network: 'bitcoin' is not an on-ramp network \(supported: ethereum, arbitrum, polygon, berachain, avalanche-c-chain, optimism, celo, base, solana\)/],
      [{ ...ethOnBase, network: 'polygon' }, 400, 'INVALID_PARAMS', /network: ETH is not offered on polygon \(offered on: ethereum, base, optimism\)/],
      [{ ...ethOnBase, paymentCurrency: 'GBP' }, 400, 'UNSUPPORTED_CURRENCY', /paymentCurrency: 'GBP' \(supported: USD, EUR\)/],
      [{ ...ethOnBase, paymentCurrency: 'EUR', paymentMethod: 'ach_bank_account' }, 400, 'INVALID_PARAMS', /paymentMethod: 'ach_bank_account' is not offered for EUR \(offered: card\)/],
      [{ ...ethOnBase, network: 'Base Mainnet' }, 400, 'INVALID_BODY', /network: must be an on-ramp network name/],
      [{ purchaseCurrency: 'ETH' }, 400, 'INVALID_BODY', /paymentCurrency/],
      ['{not json', 400, 'INVALID_BODY', /send a JSON object/],
    ];
    for (const [body, status, code, message] of cases) {
      const answer = await api(s).quote(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.error.code, JSON.stringify(body)).toBe(code);
      expect(answer.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await call(s, '/v1/onramp/quote', post(ethOnBase))).status).toBe(401);
  });
});

describe('on-ramp buy page URL', () => {
  it('POST /v1/generators/onrampurl answers the signed-URL provider’s page, signed with the secret key (the stand-in verifies it)', async () => {
    const { body, status } = await api(await MOONPAY()).url(buyOnBase);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.provider).toBe('moonpay');
    const url = new URL(body.url);
    expect(url.origin + url.pathname).toBe(moonpay.widgetUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ currencyCode: 'eth_base', walletAddress: EVM, baseCurrencyCode: 'usd', baseCurrencyAmount: '100.00', externalTransactionId: body.purchaseId });
    expect(moonpay.verify(body.url)).toBe(true);
    const page = await fetch(body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<output id="signature">verified</output>');
    // Any change to the signed query is refused by the provider.
    const tampered = body.url.replace('baseCurrencyAmount=100.00', 'baseCurrencyAmount=10.00');
    expect(moonpay.verify(tampered)).toBe(false);
    expect((await fetch(tampered)).status).toBe(401);
  });

  it('POST /v1/generators/onrampurl answers the session-token provider’s page with a token issued for the destination wallets, good once', async () => {
    const { body } = await api(await COINBASE()).url({ ...buyOnBase, presetCryptoAmount: '0.039' });
    expect(coinbase.refused).toEqual([]);
    const url = new URL(body.url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ defaultNetwork: 'base', defaultAsset: 'ETH', presetFiatAmount: '100.00', presetCryptoAmount: '0.039', partnerUserId: body.purchaseId, defaultExperience: 'buy' });
    expect(coinbase.tokens.get(url.searchParams.get('sessionToken')!)?.addresses).toEqual([{ address: EVM, blockchains: ['base'] }]);
    expect(coinbase.verify(body.url)).toBe(true);
    expect((await fetch(body.url)).status).toBe(200);
    expect((await fetch(body.url)).status).toBe(401);
  });

  it('bad input answers a 4xx saying what to fix; no provider is a 503, a provider that fails a 502', async () => {
    const s = await MOONPAY();
    const cases: [unknown, number, string, RegExp][] = [
      [{ ...buyOnBase, defaultNetwork: 'bitcoin' }, 400, 'UNSUPPORTED_CHAIN', /defaultNetwork: 'bitcoin' is not an on-ramp network/],
      [{ ...buyOnBase, destinationWallets: [{ address: SOL, blockchains: ['base'] }] }, 400, 'INVALID_PARAMS', /destinationWallets\.0\.address: base needs an EVM address/],
      [{ ...buyOnBase, destinationWallets: [{ address: EVM, blockchains: ['solana'] }], defaultNetwork: 'solana', defaultAsset: 'SOL' }, 400, 'INVALID_PARAMS', /destinationWallets\.0\.address: solana needs a Solana address/],
      [{ ...buyOnBase, destinationWallets: [{ address: EVM, blockchains: ['ethereum'] }] }, 400, 'INVALID_PARAMS', /defaultNetwork: no destination wallet receives on base/],
      [{ ...buyOnBase, destinationWallets: [] }, 400, 'INVALID_BODY', /destinationWallets: name at least one wallet/],
      [{ ...buyOnBase, defaultExperience: 'send' }, 400, 'INVALID_BODY', /defaultExperience: must be 'buy'/],
      [{ ...buyOnBase, presetFiatAmount: '1.5' }, 400, 'INVALID_PARAMS', /presetFiatAmount: card payments in USD are 20 to 5000/],
      [{ ...buyOnBase, presetFiatAmount: '100.001' }, 400, 'INVALID_PARAMS', /presetFiatAmount: USD amounts have at most 2 decimal places/],
      [{ ...buyOnBase, defaultAsset: 'SOL' }, 400, 'INVALID_PARAMS', /defaultNetwork: SOL is not offered on base/],
      [{ ...buyOnBase, partnerUserId: 'x'.repeat(50) }, 400, 'INVALID_BODY', /partnerUserId: must be 1 to 49/],
    ];
    for (const [body, status, code, message] of cases) {
      const answer = await api(s).url(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.error.code, JSON.stringify(body)).toBe(code);
      expect(answer.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    const none = await api(await NONE()).url(buyOnBase);
    expect([none.status, none.body.error.code]).toEqual([503, 'ONRAMP_UNAVAILABLE']);
    const session = await COINBASE();
    await api(session).options();
    coinbase.setMode('down');
    const failed = await api(session).url(buyOnBase).finally(() => coinbase.setMode('ok'));
    expect([failed.status, failed.body.error.code]).toEqual([502, 'ONRAMP_PROVIDER_FAILED']);
    expect(failed.body.error.message).toMatch(/Coinbase \(stand-in\) did not make a buy page \(coinbase: HTTP 503/);
  });
});

describe('on-ramp purchases in history (GET /v1/account/{account}/history?onramp=)', () => {
  it('a started purchase is listed as pending; the provider’s signed webhook completes it; a forged or stale webhook changes nothing', async () => {
    const s = await MOONPAY();
    const buyer = freshAccount();
    const started = await api(s).url({ ...buyOnBase, destinationWallets: [{ address: buyer.toUpperCase().replace('0X', '0x'), blockchains: ['base'] }], presetCryptoAmount: '0.0392' });
    const pending = await api(s).history(buyer, 'onramp=moonpay&chainId=eip155:8453');
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({
      data: [
        {
          id: `onramp:${started.body.purchaseId}`,
          metadata: { minedAt: expect.any(String), chain: 'eip155:8453', operationType: 'buy', status: 'pending', hash: '', sentFrom: 'moonpay', sentTo: buyer, nonce: 0 },
          transfers: [{ fungible_info: { name: 'ETH', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '0.0392', decimals: 0, int: '0.0392' }, value: null, price: null }],
        },
      ],
      next: null,
    });
    expect((await api(s).history(buyer, 'onramp=moonpay&chainId=eip155:1')).body.data).toEqual([]);

    const forged = await fetch(`${s.url}/v1/onramp/webhooks/moonpay`, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': `t=${Math.floor(Date.now() / 1000)},s=${'0'.repeat(64)}` }, body: '{}' });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    // A genuine webhook captured and replayed ten minutes later.
    const body = JSON.stringify({ type: 'transaction_updated', data: { id: 'tx_1', externalTransactionId: started.body.purchaseId, status: 'completed' } });
    const t = Math.floor(Date.now() / 1000) - 600;
    const signature = createHmac('sha256', moonpay.config.webhookKey).update(`${t}.${body}`).digest('hex');
    const stale = await fetch(`${s.url}/v1/onramp/webhooks/moonpay`, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': `t=${t},s=${signature}` }, body });
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toMatch(/more than 300 s from the server's clock/);
    expect((await api(s).history(buyer, 'onramp=moonpay')).body.data[0].metadata.status).toBe('pending');
    const unknown = await moonpay.report(s.url, 'not-a-purchase', { status: 'completed' });
    expect(unknown.status).toBe(404);

    const done = await moonpay.report(s.url, started.body.purchaseId, { status: 'completed', cryptoAmount: 0.0391, txHash: '0xabc' });
    expect(done.status).toBe(200);
    const completed = await api(s).history(buyer, 'onramp=moonpay');
    expect(completed.body.data[0].metadata).toMatchObject({ status: 'confirmed', hash: '0xabc' });
    expect(completed.body.data[0].transfers[0].quantity.numeric).toBe('0.0391');
  });

  it('a session-token purchase is polled: pending until the provider’s transactions API says it succeeded', async () => {
    const s = await COINBASE();
    const started = await api(s).url({ ...buyOnBase, destinationWallets: [{ address: SOL, blockchains: ['solana'] }], defaultNetwork: 'solana', defaultAsset: 'SOL', presetFiatAmount: '50' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await fetch(started.body.url); // the user opens the buy page: the provider now has a transaction
    const read = () => api(s).history(SOL, 'onramp=coinbase&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect((await read()).body.data.map((r: { metadata: { status: string } }) => r.metadata.status)).toEqual(['pending']);
    coinbase.settle(started.body.purchaseId, { status: 'completed', cryptoAmount: '0.32', txHash: '5x' });
    const settled = (await read()).body.data[0];
    expect(settled.metadata).toMatchObject({ status: 'confirmed', hash: '5x', chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', sentTo: SOL });
    expect(settled.transfers[0].quantity.numeric).toBe('0.32');
    expect(coinbase.refused).toEqual([]);
  });

  it('a purchase the provider never reported is no longer listed after abandonAfterMinutes (60); one it reported stays', async () => {
    const s = await MOONPAY();
    const buyer = freshAccount();
    const row = (id: string, minutesAgo: number) => ({
      id, account: buyer, projectId: PROJECT, provider: 'moonpay', via: 'moonpay', network: 'base', chainId: 'eip155:8453', asset: 'ETH',
      fiatCurrency: 'USD', fiatAmount: '100.00', cryptoAmount: '0.04', userRef: null, createdAt: Date.now() - minutesAgo * 60_000,
    });
    // Started two hours ago: one page the user left, one the provider went on to report; and one just now.
    await s.services.onramp.store.insert([row('left', 120), row('reported', 120), row('recent', 1)]);
    expect((await moonpay.report(s.url, 'reported', { status: 'pending' })).status).toBe(200);
    const listed = await api(s).history(buyer, 'onramp=moonpay');
    expect(listed.body.data.map((r: { id: string }) => r.id).sort()).toEqual(['onramp:recent', 'onramp:reported']);
  });

  it('pages purchases with an opaque cursor, and refuses an unknown provider, a bad cursor or account', async () => {
    const s = await MOONPAY();
    const buyer = freshAccount();
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) made.push((await api(s).url({ ...buyOnBase, destinationWallets: [{ address: buyer, blockchains: ['base'] }] })).body.purchaseId);
    const first = await api(s).history(buyer, 'onramp=moonpay');
    expect(first.body.data).toHaveLength(2);
    const second = await api(s).history(buyer, `onramp=moonpay&cursor=${first.body.next}`);
    expect(second.body.next).toBeNull();
    expect([...first.body.data, ...second.body.data].map((r: { id: string }) => r.id.slice('onramp:'.length)).sort()).toEqual([...made].sort());
    const cases: [string, string, RegExp][] = [
      [EVM, 'onramp=paypal', /onramp: no on-ramp provider 'paypal' here \(configured: moonpay\)/],
      [EVM, 'onramp=Coin Base', /onramp: must be an on-ramp provider id such as 'coinbase'/],
      [EVM, 'onramp=moonpay&cursor=nonsense', /cursor: not a cursor this server issued/],
      ['alice.eth', 'onramp=moonpay', /must be an EVM address \(0x and 40 hex characters\) or a Solana address/],
    ];
    for (const [account, query, message] of cases) {
      const answer = await api(s).history(account, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.message, query).toMatch(message);
    }
  });
});
