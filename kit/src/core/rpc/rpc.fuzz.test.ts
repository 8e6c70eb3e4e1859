// Fuzzing the kit's JSON-RPC transport and the codes it reads (issue 18): any Retry-After a node sends,
// any sequence of HTTP answers, and any error a wallet or node throws (JSON-RPC codes of spec §8, nested
// causes, garbage). The retry wait is a real wait (finite, never past what a timer can hold), retries stop
// after the policy's count on the policy's statuses, and an error always maps to a catalogue id and text.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fuzzParameters } from '../../../../scripts/vitest/fuzz.js';
import { RPC_RETRY_COUNT, RPC_RETRY_STATUSES } from '../constants.js';
import { errorCode } from '../errors/codes.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import { JsonRpcErrors } from '../errors/jsonRpc.js';
import { ProviderErrors } from '../errors/provider.js';
import { fetchWithRetry } from './fetchWithRetry.js';
import { MAX_RETRY_DELAY_MS, retryDelay } from './retryPolicy.js';

const NOW = Date.UTC(2026, 0, 1);

/** What nodes put in Retry-After: seconds (any size), HTTP dates, and garbage. */
const retryAfter = fc.oneof(
  fc.nat({ max: 120 }).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 400n }).map(String),
  fc.integer({ min: -10_000_000, max: 10_000_000_000 }).map((offset) => new Date(NOW + offset * 1000).toUTCString()),
  fc.constantFrom('', ' ', '-1', '1.5', '0x10', 'Infinity', 'NaN', 'Wed, 21 Oct 2015 07:28:00 GMT', 'tomorrow', '1e9'),
  fc.string({ maxLength: 20 }),
);

describe('fuzzing the RPC transport', () => {
  it('a Retry-After of any size or form gives a wait a timer can hold: finite, 0 or more, at most ~24.8 days', () => {
    fc.assert(
      fc.property(fc.nat(RPC_RETRY_COUNT), fc.option(retryAfter, { nil: null }), (attempt, header) => {
        const wait = retryDelay(attempt, header, NOW);
        expect(Number.isFinite(wait), `${header} -> ${wait}`).toBe(true);
        expect(wait).toBeGreaterThanOrEqual(0);
        // setTimeout fires at once for longer waits: a node saying "wait long" would be hammered instead.
        expect(wait).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
      }),
      fuzzParameters('kit rpc: Retry-After'),
    );
  });

  describe('any sequence of HTTP answers', () => {
    beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
    afterEach(() => vi.useRealTimers());

    it('retries only the policy statuses and network errors, at most the policy count, then returns the answer', async () => {
      const answer = fc.oneof(
        fc.record({ status: fc.constantFrom(...RPC_RETRY_STATUSES, 200, 400, 401, 404, 418, 501), retryAfter: fc.option(retryAfter, { nil: undefined }) }),
        fc.constant('network error' as const),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(answer, { minLength: 1, maxLength: 6 }), async (answers) => {
          let calls = 0;
          const fetch = async () => {
            const next = answers[Math.min(calls++, answers.length - 1)]!;
            if (next === 'network error') throw new TypeError('fetch failed');
            return new Response('{}', { status: next.status, headers: next.retryAfter === undefined ? {} : { 'retry-after': next.retryAfter.replace(/[^\x20-\x7e]/g, '') } });
          };
          let outcome: { response: Response } | { error: unknown } | undefined;
          fetchWithRetry('https://rpc.example.test', { method: 'POST' }, { fetch }).then(
            (response) => (outcome = { response }),
            (error: unknown) => (outcome = { error }),
          );
          while (!outcome) await vi.runAllTimersAsync();
          const firstFinal = answers.findIndex((a) => a !== 'network error' && !RPC_RETRY_STATUSES.includes(a.status));
          const lastTry = Math.min(firstFinal === -1 ? RPC_RETRY_COUNT : firstFinal, RPC_RETRY_COUNT);
          expect(calls).toBe(lastTry + 1);
          const final = answers[Math.min(lastTry, answers.length - 1)]!;
          if (final === 'network error') expect('error' in outcome && outcome.error).toBeInstanceOf(TypeError);
          else expect('response' in outcome && outcome.response.status).toBe(final.status);
        }),
        fuzzParameters('kit rpc: answer sequences'),
      );
    }, 300_000);
  });

  it('any error a wallet or node throws maps to a catalogue id and its text', () => {
    // Which code means what is proven on the product path (kit/src/react/headless.test.tsx, a wallet that
    // rejects with each code); this property proves no error, however odd, escapes the catalogue.
    const codes = fc.oneof(
      fc.constantFrom(...Object.values(JsonRpcErrors).map((e) => e.code), ...Object.values(ProviderErrors).map((e) => e.code)),
      fc.integer(),
      fc.anything(),
    );
    const error: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      error: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.anything(),
        fc.record({ code: codes, message: fc.anything(), name: fc.constantFrom('Error', 'TimeoutError', 'RpcError'), cause: tie('error') }, { requiredKeys: [] }),
        fc.tuple(fc.string(), tie('error')).map(([message, cause]) => new Error(message, { cause })),
        fc.constantFrom(...Object.keys(ErrorMessages)).map((id) => new WalletModalError('x', { id: id as never })),
      ),
    })).error;
    fc.assert(
      fc.property(error, (thrown) => {
        const { code, message } = errorCode(thrown);
        expect(code === 'UNKNOWN' || Object.hasOwn(ErrorMessages, code), code).toBe(true);
        expect(typeof message === 'string' && message.length > 0).toBe(true);
      }),
      fuzzParameters('kit rpc: wallet and node errors'),
    );
  });
});
