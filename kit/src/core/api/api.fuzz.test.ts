// Fuzzing the kit's readers of our API's answers (issue 18): the wallet directory (/getWallets), token
// balances (the kit's asset list), and every other API client, against answers from valid to garbage (any
// status, any bytes, near-valid pages with one field wrong). Each call gives the reader's value or a
// WalletModalError in the catalogue's words (spec §7 'HTTP status code {n}', §8), whose details name the bad
// field; never a TypeError or a SyntaxError. The network is the boundary: fetch answers the fuzzed bytes as
// a real Response would, with no socket (10,000 loopback round trips per property would dwarf the parsing).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FUZZ_RUNS, fuzzParameters } from '../../../../scripts/vitest/fuzz.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import { getAnalyticsConfig } from './analytics.js';
import { getSupportedChains, getTokenBalances } from './balance.js';
import { getWallets } from './directory.js';
import { getHistory } from './history.js';
import { getIdentity } from './identity.js';
import { getAllowedOrigins } from './origins.js';

const config = { baseUrl: 'https://api.example.test', projectId: 'demo' };
let answer: { status: number; body: string; contentType: string } = { status: 200, body: '{}', contentType: 'application/json' };

beforeAll(() => {
  // Statuses the retry policy retries are left out of the answers: they would only add its waits.
  vi.stubGlobal('fetch', async () => new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } }));
});
afterAll(() => vi.unstubAllGlobals());

/** The catalogue's texts an API failure may show (spec §7, §8). */
const FAILURE_TEXTS = [/^HTTP status code \d{3}$/, /^Unexpected response from \//, new RegExp(`^(${[ErrorMessages.INVALID_APP_CONFIGURATION, ErrorMessages.INVALID_PROJECT_ID, ErrorMessages.PROJECT_ID_NOT_CONFIGURED].join('|')})$`)];

async function outcome<T>(call: () => Promise<T>): Promise<{ value: T } | { error: WalletModalError }> {
  try {
    return { value: await call() };
  } catch (error) {
    expect(error, String(error)).toBeInstanceOf(WalletModalError);
    const { shortMessage } = error as WalletModalError;
    expect(FAILURE_TEXTS.some((text) => text.test(shortMessage)), shortMessage).toBe(true);
    return { error: error as WalletModalError };
  }
}

const status = fc.oneof({ weight: 6, arbitrary: fc.constant(200) }, { weight: 3, arbitrary: fc.constantFrom(201, 301, 400, 401, 404, 418, 501, 505) });
const errorBody = fc.record({ error: fc.record({ code: fc.constantFrom('ORIGIN_NOT_ALLOWED', 'PROJECT_ID_INVALID', 'PROJECT_ID_MISSING', 'NOT_FOUND', 'x'), message: fc.string() }, { requiredKeys: [] }) });
const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/html', '');

/** Bytes of an answer: near-valid JSON of the reader's shape, an error body, any JSON, broken text. */
const bodyOf = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: errorBody.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('', '{', '<html>', '{"data":[', 'null', '\uFEFF{}', '{"count":123456789012345678901234567890}')) },
  );

/** A value, or with one field set to anything, dropped, or a stray field added. */
function mutated<T extends Record<string, unknown>>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return valid.chain((v) => {
    const keys = Object.keys(v);
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(v) },
      { weight: keys.length ? 2 : 0, arbitrary: fc.tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.jsonValue({ maxDepth: 1 })).map(([key, value]) => ({ ...v, [key]: value })) },
      { weight: keys.length ? 1 : 0, arbitrary: fc.constantFrom(...(keys.length ? keys : ['x'])).map((key) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== key))) },
      { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 })).map(([key, value]) => ({ ...v, [key]: value })) },
    );
  });
}

const nullableString = fc.option(fc.string({ maxLength: 30 }), { nil: null });
const walletEntry = fc.record(
  {
    id: fc.string({ minLength: 1, maxLength: 20 }),
    name: fc.string({ maxLength: 20 }),
    image_id: nullableString,
    rdns: nullableString,
    mobile_link: nullableString,
    desktop_link: nullableString,
    webapp_link: nullableString,
    chains: fc.array(fc.constantFrom('eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ''), { maxLength: 3 }),
    app_store: nullableString,
    supports_wc: fc.boolean(),
  },
  { requiredKeys: ['id', 'name'] },
);
const walletsPage = fc.record({ data: fc.array(mutated(walletEntry), { maxLength: 4 }), count: fc.oneof(fc.nat(), fc.double()) });
const exactPage = fc.record({ data: fc.array(walletEntry, { maxLength: 4 }), count: fc.nat() });

const tokenBalance = fc.record({
  name: fc.string({ maxLength: 20 }),
  symbol: fc.string({ maxLength: 8 }),
  chainId: fc.constantFrom('eip155:1', 'eip155:10'),
  address: fc.option(fc.constant('eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), { nil: null }),
  value: fc.option(fc.double({ noNaN: true }), { nil: null }),
  price: fc.double({ noNaN: true }),
  quantity: fc.record({ decimals: fc.constantFrom('0', '6', '18'), numeric: fc.constantFrom('0', '1.5', '123456789012345678901') }),
  iconUrl: fc.constant('https://api.example.test/public/getTokenImage/ETH'),
});
const balances = fc.record({ balances: fc.array(mutated(tokenBalance), { maxLength: 4 }) });

describe('fuzzing the API readers (directory, balances, every client)', () => {
  it('/getWallets: a page the reader accepts (valid pages always), or an error naming the field; never a throw of another kind', async () => {
    const seen = { value: 0, error: 0 };
    await fc.assert(
      fc.asyncProperty(fc.option(exactPage, { freq: 4 }), status, bodyOf(walletsPage), contentType, async (exact, s, body, type) => {
        // A quarter of the answers are exactly right: those must always be read.
        answer = exact ? { status: 200, body: JSON.stringify(exact), contentType: 'application/json' } : { status: s, body, contentType: type };
        const result = await outcome(() => getWallets(config, { page: 1, entries: 40 }));
        if (exact) expect('value' in result, JSON.stringify(result)).toBe(true);
        seen['value' in result ? 'value' : 'error']++;
        if ('value' in result) {
          expect(answer.status).toBeLessThan(300);
          // Every entry sent is kept (the reader drops unknown fields, never entries).
          const sent = JSON.parse(answer.body) as { data: { id: string }[]; count: number };
          expect(result.value.data.map((wallet) => wallet.id)).toEqual(sent.data.map((wallet) => wallet.id));
          expect(result.value.count).toBe(sent.count);
        } else if (answer.status < 300 && result.error.shortMessage.startsWith('Unexpected response')) {
          // The details say which field is wrong (zod's path, e.g. "→ at data[0].id").
          expect(result.error.details).toMatch(/✖/);
        }
      }),
      fuzzParameters('kit api: /getWallets answers'),
    );
    expect(seen.value).toBeGreaterThan(FUZZ_RUNS / 20);
    expect(seen.error).toBeGreaterThan(FUZZ_RUNS / 20);
  }, 300_000);

  it('token balances: valid answers keep every token but those with decimals 0 (spec §5), in order; others fail clearly', async () => {
    let kept = 0;
    await fc.assert(
      fc.asyncProperty(status, bodyOf(balances), contentType, async (s, body, type) => {
        answer = { status: s, body, contentType: type };
        const result = await outcome(() => getTokenBalances(config, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' }));
        if (!('value' in result)) return;
        const sent = (JSON.parse(body) as { balances: { symbol: string; quantity: { decimals: string } }[] }).balances;
        const expected = sent.filter((token) => token.quantity.decimals !== '0').map((token) => token.symbol);
        expect(result.value.map((token) => token.symbol)).toEqual(expected);
        for (const token of result.value) expect(token.address === undefined || typeof token.address === 'string').toBe(true);
        kept += result.value.length;
      }),
      fuzzParameters('kit api: balance answers'),
    );
    expect(kept).toBeGreaterThan(0);
  }, 300_000);

  it('every other API client (supported chains, identity, history, origins, analytics config): a value or a catalogue error', async () => {
    const clients: (() => Promise<unknown>)[] = [
      () => getSupportedChains(config),
      () => getIdentity(config, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' }),
      () => getHistory(config, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' }),
      () => getAllowedOrigins(config),
      () => getAnalyticsConfig(config),
    ];
    const valid = fc.oneof(
      fc.constant({ http: ['eip155:1'], ws: [] }),
      fc.constant({ name: 'alice.eth', avatar: null }),
      fc.constant({ data: [], next: null }),
      fc.constant({ allowedOrigins: ['https://*.example.com'] }),
      fc.constant({ isAnalyticsEnabled: true }),
    );
    await fc.assert(
      fc.asyncProperty(fc.nat(clients.length - 1), status, bodyOf(mutated(valid as fc.Arbitrary<Record<string, unknown>>)), contentType, async (which, s, body, type) => {
        answer = { status: s, body, contentType: type };
        await outcome(clients[which]!);
      }),
      fuzzParameters('kit api: other clients'),
    );
  }, 300_000);
});
