// Spec §7 "The calls it makes", replayed against the server as a browser client would send them: the
// exact query and body the spec lists, plus projectId, st and sv, from an allowed Origin. Each answer
// must be readable (CORS), never a 404, and in the spec's shape.
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSessionTokenProvider, type SessionTokenStandIn } from '@wallet-modal/testing';
import { call } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, startChainWorld, type ChainWorld } from './helpers/world.js';

let world: ChainWorld;
let onrampProvider: SessionTokenStandIn;
beforeAll(async () => {
  onrampProvider = await startSessionTokenProvider({ id: 'coinbase' });
  // Small history pages, so the replay below has a cursor to send.
  world = await startChainWorld({ history: { pageSize: 2, pollIntervalMs: 50 }, onramp: { providers: [onrampProvider.config] } });
});
afterAll(async () => {
  await world?.stop();
  await onrampProvider?.stop();
});

const SDK = { st: 'appkit', sv: 'react-wagmi-1.0.0' };
const CHAIN = 'eip155:31337';

/** One spec request: the listed query, plus projectId, st and sv, sent from the app's origin. */
async function spec(method: 'GET' | 'POST', path: string, query: Record<string, string> = {}, body?: unknown) {
  const search = new URLSearchParams({ ...query, projectId: PROJECT, ...SDK });
  const headers: Record<string, string> = { origin: ALLOWED_ORIGIN };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const r = await call(world.server, `${path}?${search}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.body).slice(0, 300)}`).not.toBe(404);
  expect([ALLOWED_ORIGIN, '*'], 'readable by the page').toContain(r.headers.get('access-control-allow-origin'));
  return r;
}

/** The browser's preflight for a POST with a JSON body. */
async function preflight(path: string, query: Record<string, string>) {
  const search = new URLSearchParams({ ...query, projectId: PROJECT, ...SDK });
  const r = await call(world.server, `${path}?${search}`, {
    method: 'OPTIONS',
    headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(r.status).toBe(204);
  expect(r.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
  expect(r.headers.get('access-control-allow-methods')).toMatch(/POST/);
}

const expectShape = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body);
  expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
};

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/);
const nullableString = z.string().nullable();
const walletEntry = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  rdns: nullableString,
  mobile_link: nullableString,
  desktop_link: nullableString,
  webapp_link: nullableString,
  chains: z.array(caip2),
  badge_type: z.enum(['none', 'certified']),
  app_store: nullableString,
  play_store: nullableString,
  chrome_store: nullableString,
  supports_wc: z.boolean(),
});
const tokenBalance = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caip2,
  address: z.string().optional(),
  value: z.number(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.url(),
});
const historyPage = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      metadata: z.object({ minedAt: z.iso.datetime(), chain: caip2, operationType: z.string(), status: z.enum(['confirmed', 'failed']), sentFrom: z.string(), sentTo: z.string() }),
      transfers: z.array(
        z.object({
          fungible_info: z.object({ symbol: z.string().optional(), icon: z.object({ url: z.url() }).optional() }).optional(),
          nft_info: z.object({ name: z.string(), content: z.object({ preview: z.object({ url: z.url() }) }).optional(), flags: z.object({ is_spam: z.boolean() }) }).optional(),
          quantity: z.object({ numeric: z.string() }),
        }),
      ),
    }),
  ),
  next: z.string().nullable(),
});
const jsonRpcAnswer = z.object({ jsonrpc: z.literal('2.0'), id: z.unknown() }).and(z.union([z.object({ result: z.unknown() }), z.object({ error: z.object({ code: z.number(), message: z.string() }) })]));

describe('spec §7 Blockchain API', () => {
  it('GET v1/supported-chains returns http and ws chain lists', async () => {
    const r = await spec('GET', '/v1/supported-chains');
    expect(r.status).toBe(200);
    expectShape(z.object({ http: z.array(caip2), ws: z.array(caip2) }), r.body);
    expect(r.body.http).toContain(CHAIN);
  });

  it('GET /v1/identity/{address} with optional sender returns avatar, name', async () => {
    const r = await spec('GET', `/v1/identity/${world.chain.deployer}`, { sender: world.chain.accounts[1]!.address });
    expect(r.status).toBe(200);
    expectShape(z.object({ name: nullableString, avatar: nullableString }), r.body);
    expect(r.body.name).not.toBeNull();
  });

  it('GET /v1/account/{account}/history with cursor, onramp, chainId returns data, next', async () => {
    const path = `/v1/account/${world.chain.deployer}/history`;
    // The server indexes the world's chain from block 0: the deployer's three token deploys (each minted to it).
    let first = await spec('GET', path, { chainId: CHAIN });
    for (const deadline = Date.now() + 30_000; first.body.next === null || first.body.data?.length !== 2; ) {
      if (Date.now() > deadline) throw new Error(`the index did not catch up: ${JSON.stringify(first.body)}`);
      await new Promise((r) => setTimeout(r, 50));
      first = await spec('GET', path, { chainId: CHAIN });
    }
    expect(first.status).toBe(200);
    expectShape(historyPage, first.body);
    const second = await spec('GET', path, { cursor: first.body.next, chainId: CHAIN });
    expect(second.status).toBe(200);
    expectShape(historyPage, second.body);
    expect(second.body).toMatchObject({ data: [{ metadata: { chain: CHAIN, operationType: 'deploy' } }], next: null });
    expect(first.body.data.map((r: { id: string }) => r.id)).not.toContain(second.body.data[0].id);
    // On-ramp purchases have their own pages: the first one is asked with an empty cursor.
    const onramp = await spec('GET', path, { cursor: '', onramp: 'coinbase', chainId: CHAIN });
    expect(onramp.status).toBe(200);
    expect(onramp.body).toEqual({ data: [], next: null });
  });

  it('GET /v1/account/{address}/balance with currency usd, chainId, forceUpdate returns token balances', async () => {
    const r = await spec('GET', `/v1/account/${world.chain.deployer}/balance`, { currency: 'usd', chainId: CHAIN, forceUpdate: world.tokens.tkn });
    expect(r.status).toBe(200);
    expectShape(z.object({ balances: z.array(tokenBalance).min(1) }), r.body);
    expect(r.body.balances.every((b: { quantity: { decimals: string } }) => b.quantity.decimals !== '0')).toBe(true);
  });
});

describe('spec §7 on-ramp (a session-token provider stand-in, testing/src/onramp-session-provider.ts)', () => {
  const money = z.object({ amount: z.string(), currency: z.string() });

  it('GET /v1/onramp/options returns purchaseCurrencies and paymentCurrencies', async () => {
    const r = await spec('GET', '/v1/onramp/options');
    expect(r.status).toBe(200);
    const network = z.object({ name: z.string(), display_name: z.string(), chain_id: caip2, contract_address: z.string() });
    expectShape(
      z.object({
        purchaseCurrencies: z.array(z.object({ id: z.string(), name: z.string(), symbol: z.string(), networks: z.array(network) })).min(1),
        paymentCurrencies: z.array(z.object({ id: z.string(), payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })) })).min(1),
      }),
      r.body,
    );
  });

  it('POST /v1/onramp/quote with purchaseCurrency, paymentCurrency, amount, network returns coinbaseFee, networkFee, paymentSubtotal, paymentTotal, purchaseAmount, quoteId', async () => {
    await preflight('/v1/onramp/quote', {});
    const r = await spec('POST', '/v1/onramp/quote', {}, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'base' });
    expect(r.status).toBe(200);
    expectShape(z.object({ coinbaseFee: money, networkFee: money, paymentSubtotal: money, paymentTotal: money, purchaseAmount: money, quoteId: z.string().min(1) }), r.body);
  });

  it('POST /v1/generators/onrampurl with destinationWallets, defaultNetwork, partnerUserId, defaultExperience buy, presetCryptoAmount, presetFiatAmount returns url', async () => {
    await preflight('/v1/generators/onrampurl', {});
    const r = await spec('POST', '/v1/generators/onrampurl', {}, {
      destinationWallets: [{ address: world.chain.deployer, blockchains: ['base'], assets: ['ETH'] }],
      defaultNetwork: 'base',
      partnerUserId: world.chain.deployer.slice(0, 20),
      defaultExperience: 'buy',
      presetCryptoAmount: '0.01',
      presetFiatAmount: '50',
    });
    expect(r.status).toBe(200);
    expectShape(z.object({ url: z.url() }), r.body);
    expect(onrampProvider.verify(r.body.url)).toBe(true);
  });
});

describe('spec §7 wallet directory and assets', () => {
  it('GET /getWallets with page, entries, include, exclude, search, badge_type, chains, projectId, st, sv returns data and count', async () => {
    const r = await spec('GET', '/getWallets', {
      page: '1',
      entries: '40',
      include: 'metamask,rainbow,trust-wallet',
      exclude: 'trust-wallet',
      search: 'a',
      badge_type: 'certified',
      chains: 'eip155:1,eip155:10',
    });
    expect(r.status).toBe(200);
    expectShape(z.object({ data: z.array(walletEntry), count: z.number().int() }), r.body);
    expect(r.body.data.map((w: { id: string }) => w.id).sort()).toEqual(['metamask', 'rainbow']);
    expect(r.body.count).toBe(2);
  });

  it.each([
    ['/getWalletImage/metamask'],
    ['/public/getAssetImage/eip155:1'],
    ['/public/getAssetImage/WALLET_CONNECT'],
    ['/public/getCurrencyImage/usd'],
    ['/public/getTokenImage/ETH'],
  ])('GET %s answers an image (blob)', async (path) => {
    const r = await spec('GET', path);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(r.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('GET /projects/v1/origins returns allowedOrigins', async () => {
    const r = await spec('GET', '/projects/v1/origins');
    expect(r.status).toBe(200);
    expectShape(z.object({ allowedOrigins: z.array(z.string()).min(1) }), r.body);
    expect(r.body.allowedOrigins).toContain(ALLOWED_ORIGIN);
  });

  it('GET /getAnalyticsConfig returns isAnalyticsEnabled', async () => {
    const r = await spec('GET', '/getAnalyticsConfig');
    expect(r.status).toBe(200);
    expectShape(z.object({ isAnalyticsEnabled: z.boolean() }), r.body);
  });
});

describe('spec §7 analytics', () => {
  it('POST /e with body eventId, url, domain, timestamp, props (including the address)', async () => {
    await preflight('/e', {});
    const event = {
      eventId: crypto.randomUUID(),
      url: `${ALLOWED_ORIGIN}/`,
      domain: new URL(ALLOWED_ORIGIN).host,
      timestamp: Date.now(),
      props: { type: 'track', event: 'CONNECT_SUCCESS', address: world.chain.deployer, properties: { method: 'browser' } },
    };
    const r = await spec('POST', '/e', {}, event);
    expect(r.status).toBe(202);
    expect(await world.server.services.analytics.count(PROJECT)).toBeGreaterThan(0);
  });
});

describe('spec §7 chain RPC', () => {
  it.each(['/v1/', '/v1'])('POST of JSON-RPC with a JSON body to %s with query chainId and projectId', async (path) => {
    await preflight(path, { chainId: CHAIN });
    const r = await spec('POST', path, { chainId: CHAIN }, { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
    expect(r.status).toBe(200);
    expectShape(jsonRpcAnswer, r.body);
    expect(r.body.result).toBe('0x7a69');
  });

  it('the registration test ping (method test) gets a JSON-RPC answer, not an HTTP failure', async () => {
    const r = await spec('POST', '/v1/', { chainId: CHAIN }, { jsonrpc: '2.0', id: 2, method: 'test', params: [] });
    expect(r.status).toBe(200);
    expectShape(jsonRpcAnswer, r.body);
  });
});
