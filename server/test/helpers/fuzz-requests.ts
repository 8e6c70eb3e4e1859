// fast-check models of the server's requests, for the route fuzz test: per route, what a valid request
// looks like (path parameters, query, body), and mutations of it from slightly wrong to garbage. Routes
// without a model still get generic requests (random paths, queries and bodies).
import fc from 'fast-check';
import { ALLOWED_ORIGIN, PROJECT } from './world.js';

export type RouteModel = {
  /** Values of the path's :params. */
  params?: Record<string, fc.Arbitrary<string>>;
  query?: Record<string, fc.Arbitrary<string>>;
  body?: fc.Arbitrary<unknown>;
};

export type FuzzRequest = { path: string; init: RequestInit };

const hexChar = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''));
const hex = (length: number) => fc.string({ unit: hexChar, minLength: length, maxLength: length });
export const evmAddress = fc.oneof(hex(40).map((h) => `0x${h}`), fc.constant('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'));
/** Chains of the fuzz world (stub, failing stub, dead port), their short forms, and ones it does not serve. */
export const chainId = fc.constantFrom('eip155:31337', 'eip155:7', 'eip155:8', '31337', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93');
const caip10 = fc.tuple(chainId, evmAddress).map(([chain, address]) => `${/^\d+$/.test(chain) ? `eip155:${chain}` : chain}:${address}`);
const amount = fc.oneof(fc.constantFrom('1', '1.5', '0.000001', '100'), fc.nat().map(String));
const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split('')), minLength: 1, maxLength: 16 });

/** Strings that break parsers: bad percent-encoding, NUL, unicode, huge, prototype keys, numbers as text. */
export const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '\u0000', '__proto__', 'constructor', '-1', '1e309', 'NaN', '0x', '[]', '{}', 'null', 'true', '../..', ' ', '\uD800', '💥'),
  fc.nat(5000).map((n) => 'x'.repeat(n)),
);

const analyticsEvent = fc.record({
  eventId: fc.uuid(),
  url: fc.constantFrom(`${ALLOWED_ORIGIN}/`, `${ALLOWED_ORIGIN}/page?x=1`),
  domain: fc.constant('app.example.com'),
  timestamp: fc.oneof(fc.nat({ max: 2_000_000_000_000 }), fc.constant('2025-01-31T12:00:00Z')),
  props: fc.dictionary(word, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
});
const rpcCall = fc.record({
  jsonrpc: fc.constant('2.0'),
  id: fc.oneof(fc.nat(), word, fc.constant(null)),
  method: fc.constantFrom('eth_chainId', 'eth_blockNumber', 'eth_getBalance', 'eth_call', 'anvil_mine', 'admin_peers', 'net_version'),
  params: fc.oneof(fc.constant([]), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 })),
});

const siwe = fc.constantFrom(
  `app.example.com wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nURI: ${ALLOWED_ORIGIN}\nVersion: 1\nChain ID: 31337\nNonce: abcdefgh12345678\nIssued At: 2025-01-31T12:00:00Z`,
  'not a sign-in message',
);
const signature = fc.oneof(hex(130).map((h) => `0x${h}`), fc.constant('0x'));

/** The models by `${method} ${path}`, as Hono lists the app's routes. */
export const ROUTE_MODELS: Record<string, RouteModel> = {
  'GET /getWallets': {
    query: { page: fc.nat(5).map(String), entries: fc.constantFrom('1', '40', '100'), search: word, include: word, exclude: word, badge_type: fc.constantFrom('certified', 'none'), chains: fc.constantFrom('eip155:1', 'eip155:1,eip155:10') },
  },
  'GET /v1/account/:address/balance': {
    params: { address: evmAddress },
    query: { currency: fc.constantFrom('usd', 'eur', 'USD'), chainId, forceUpdate: fc.constantFrom('true', 'false') },
  },
  'GET /v1/identity/:address': { params: { address: evmAddress }, query: { chainId, sender: evmAddress } },
  'GET /v1/account/:account/history': { params: { account: evmAddress }, query: { cursor: word, onramp: fc.constantFrom('coinbase', 'moonpay'), chainId } },
  'GET /v1/profile/account/:name': { params: { name: fc.constantFrom('alice.reown.id', 'bob.wcn.id', 'alice') } },
  'GET /v1/profile/reverse/:address': { params: { address: evmAddress }, query: { sender: evmAddress, apiVersion: fc.constant('2') } },
  'GET /v1/profile/suggestions/:name': { params: { name: word }, query: { zone: fc.constant('reown.id') } },
  'POST /v1/profile/account': { body: fc.record({ coin_type: fc.constantFrom(60, 2147483658, 0), address: evmAddress, message: fc.json(), signature }) },
  'POST /e': { body: fc.oneof(analyticsEvent, fc.array(analyticsEvent, { maxLength: 3 })) },
  'POST /v1/siwx/nonce': { body: fc.constant({}) },
  'POST /v1/siwx/sessions': { body: fc.record({ message: siwe, signature }) },
  'POST /v1/siwx/session': { body: fc.record({ token: fc.string({ unit: fc.constantFrom(...'AZaz09_-'.split('')), minLength: 43, maxLength: 43 }) }) },
  'POST /v1/siwx/session/revoke': { body: fc.record({ token: fc.string({ unit: fc.constantFrom(...'AZaz09_-'.split('')), minLength: 43, maxLength: 43 }) }) },
  'POST /v1/sessions': {
    body: fc.record({ account: caip10, permissionsContext: fc.oneof(hex(8).map((h) => `0x${h}`), word), expiry: fc.oneof(fc.nat(), fc.constant(2_000_000_000)), permissions: fc.array(fc.dictionary(word, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }), { maxLength: 2 }), signature }, { requiredKeys: ['account', 'signature'] }),
  },
  'GET /v1/sessions/:id': { params: { id: fc.oneof(fc.string({ unit: fc.constantFrom(...'AZaz09_-'.split('')), minLength: 22, maxLength: 22 }), word) } },
  'POST /v1/sessions/:id/revoke': {
    params: { id: fc.oneof(fc.string({ unit: fc.constantFrom(...'AZaz09_-'.split('')), minLength: 22, maxLength: 22 }), word) },
    body: fc.record({ pci: fc.oneof(hex(8).map((h) => `0x${h}`), word), signature }, { requiredKeys: [] }),
  },
  'GET /v1/account/:account/sessions': { params: { account: caip10 } },
  'GET /v1/convert/tokens': { query: { chainId } },
  'GET /v1/convert/gas-price': { query: { chainId } },
  'GET /v1/convert/quotes': { query: { amount, userAddress: caip10, from: caip10, to: caip10, gasPrice: fc.nat().map(String) } },
  'GET /v1/convert/allowance': { query: { tokenAddress: caip10, userAddress: caip10 } },
  'GET /v1/convert/build-approve': { query: { userAddress: caip10, from: caip10, to: caip10, amount } },
  'POST /v1/convert/build-transaction': {
    body: fc.record({ amount, eip155: fc.record({ slippage: fc.oneof(fc.double({ min: 0, max: 60, noNaN: true }), fc.constant('1')) }), projectId: fc.constant(PROJECT), from: caip10, to: caip10, userAddress: caip10, disableEstimate: fc.boolean() }, { requiredKeys: ['amount', 'from', 'to', 'userAddress'] }),
  },
  'POST /v1/fungible/price': { body: fc.record({ currency: fc.constantFrom('usd', 'eur'), addresses: fc.array(caip10, { maxLength: 3 }), projectId: fc.constant(PROJECT) }) },
  'GET /v1/onramp/options': { query: { country: fc.constantFrom('US', 'DE') } },
  'POST /v1/onramp/quote': { body: fc.record({ purchaseCurrency: fc.constantFrom('USDC', 'ETH'), paymentCurrency: fc.constantFrom('USD', 'EUR'), amount: fc.oneof(amount, fc.nat()), network: fc.constantFrom('base', 'ethereum'), paymentMethod: fc.constantFrom('card', 'ach_bank_account') }, { requiredKeys: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'] }) },
  'POST /v1/generators/onrampurl': {
    body: fc.record({ destinationWallets: fc.array(fc.record({ address: evmAddress, blockchains: fc.constant(['base']), assets: fc.constant(['USDC']) }), { maxLength: 2 }), defaultNetwork: fc.constant('base'), partnerUserId: word, defaultExperience: fc.constant('buy'), presetCryptoAmount: fc.nat(), presetFiatAmount: fc.nat() }, { requiredKeys: ['destinationWallets'] }),
  },
  'POST /v1/onramp/webhooks/:provider': { params: { provider: fc.constantFrom('coinbase', 'moonpay', 'signed', 'session') }, body: fc.jsonValue({ maxDepth: 2 }) },
  'POST /v1/signatures/verify': { body: fc.record({ address: caip10, message: fc.string({ maxLength: 40 }), signature }) },
  'POST /v1': { query: { chainId }, body: fc.oneof(rpcCall, fc.array(rpcCall, { minLength: 1, maxLength: 3 })) },
  'POST /v1/': { query: { chainId }, body: fc.oneof(rpcCall, fc.array(rpcCall, { minLength: 1, maxLength: 3 })) },
  'GET /public/getTokenImage/:id': { params: { id: fc.constantFrom('ETH', 'USDC', 'eip155:1:native') } },
  'GET /public/getCurrencyImage/:id': { params: { id: fc.constantFrom('USD', 'EUR') } },
  'GET /public/getAssetImage/:id': { params: { id: fc.constantFrom('eip155:1', 'ETH') } },
  'GET /getWalletImage/:id': { params: { id: word } },
};

/** A value of a field: usually right, sometimes junk, sometimes missing. */
const field = (valid: fc.Arbitrary<string>) => fc.oneof({ weight: 6, arbitrary: valid.map((v) => ({ v, raw: false })) }, { weight: 2, arbitrary: junk.map((v) => ({ v, raw: false })) }, { weight: 1, arbitrary: junk.map((v) => ({ v, raw: true })) }, { weight: 1, arbitrary: fc.constant(undefined) });

/** key=value pairs; `raw` values go into the URL unencoded (so broken percent-encoding reaches the server). */
type Pair = [string, { v: string; raw: boolean }];

/** encodeURIComponent throws on a lone surrogate; a browser's URL encoder writes U+FFFD for it, so do that. */
const encode = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

function queryString(pairs: Pair[]): string {
  const parts = pairs.map(([key, { v, raw }]) => `${encode(key)}=${raw ? v.replace(/[#&\s]/g, '') : encode(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The common parameters every project-scoped route reads: the project id (right, wrong, missing), st and sv. */
const commonQuery = fc.record(
  {
    projectId: fc.oneof({ weight: 8, arbitrary: fc.constant(PROJECT).map((v) => ({ v, raw: false })) }, { weight: 2, arbitrary: field(fc.constantFrom('quiet-project', 'nope')) }),
    st: field(fc.constant('appkit')),
    sv: field(fc.constant('react-wagmi-1.0.0')),
  },
  { requiredKeys: [] },
);

const bodyText = (valid: fc.Arbitrary<unknown> | undefined) =>
  fc.oneof(
    { weight: valid ? 6 : 0, arbitrary: (valid ?? fc.constant({})).map((v) => JSON.stringify(v)) },
    // One field of the valid body replaced by anything.
    { weight: valid ? 3 : 0, arbitrary: fc.tuple(valid ?? fc.constant({}), fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })).map(([v, key, value]) => JSON.stringify(typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...v, [Object.keys(v)[key.length % Math.max(1, Object.keys(v).length)] ?? key]: value } : value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '[1,', '{"a":1}{', '\uFEFF{}', `{"a":${'['.repeat(3000)}`, `${'['.repeat(40)}${']'.repeat(40)}`, '{"__proto__":{"polluted":true}}', JSON.stringify({ s: 'x'.repeat(70_000) })) },
  );

/**
 * Requests for one route: its path with each :param filled (valid, junk, or broken encoding), its query
 * (model fields valid, junk or missing, plus stray keys), an Origin (allowed, foreign, none) and, for
 * POST, a body from valid to garbage with a right or wrong content type.
 */
export function requestsFor(method: string, path: string, model: RouteModel = {}): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  const params = fc.tuple(...paramNames.map((name) => field(model.params?.[name] ?? word)));
  const query = fc.record(Object.fromEntries(Object.entries(model.query ?? {}).map(([key, valid]) => [key, field(valid)])), { requiredKeys: [] });
  const stray = fc.array(fc.tuple(fc.oneof(word, fc.constantFrom('__proto__', 'projectId', 'chainId', 'toString')), junk.map((v) => ({ v, raw: false }))), { maxLength: 2 });
  const origin = fc.constantFrom(ALLOWED_ORIGIN, ALLOWED_ORIGIN, 'https://evil.example', 'null', undefined);
  const contentType = fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined);
  return fc
    .record({ params, common: commonQuery, query, stray, origin, contentType, body: method === 'POST' ? bodyText(model.body) : fc.constant(undefined) })
    .map(({ params, common, query, stray, origin, contentType, body }) => {
      let i = 0;
      const filled = path.replace(/:([A-Za-z_]+)/g, () => {
        const value = params[i++];
        if (!value) return '';
        return value.raw ? value.v.replace(/[/?#\s]/g, '') : encode(value.v);
      });
      const pairs = [...Object.entries(common), ...Object.entries(query), ...stray].filter((pair): pair is Pair => pair[1] !== undefined);
      const headers: Record<string, string> = {};
      if (origin) headers.origin = origin;
      if (contentType && body !== undefined) headers['content-type'] = contentType;
      return { path: filled + queryString(pairs), init: { method, headers, body } };
    });
}
