// @vitest-environment jsdom
// Fuzzing the kit's side of the frame messages (issue 18), both ways: payloads the app sends (valid, near-valid,
// anything) and the frame's replies to a pending request (a result from right to garbage, an error from a
// catalogued code to garbage). The kit sends only what the contract accepts, settles every request with a
// value the contract accepts or a catalogue error, and never throws out of its message handler.
import { appRequests, frameResults, type AppRequestName } from '@wallet-modal/schema/embedded';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nearly, VALID_PAYLOADS, VALID_RESULTS } from '../../../../scripts/vitest/arbitraries/frame.js';
import { FUZZ_RUNS, fuzzParameters } from '../../../../scripts/vitest/fuzz.js';
import { WalletModalError } from '../../core/errors/base.js';
import { createFrameMessenger, type FrameMessenger } from './frame.js';
import { installFakeFrame, SECURE_SITE, settle, type FakeAnswer } from './testing.js';

const names = Object.keys(appRequests) as AppRequestName[];

/** Values postMessage can carry: the structured clone of `value`, or undefined when it cannot be cloned. */
function cloneable(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return undefined;
  }
}

const frameErrorPayload = fc.oneof(
  fc.record({ code: fc.constantFrom('TIMEOUT', 'ABORTED', 'SESSION_EXPIRED', 'ORIGIN_NOT_ALLOWED', 'RPC_NOT_ALLOWED', 'USER_REJECTED', 'OTP_INVALID', 'OTP_EXPIRED', 'RATE_LIMITED', 'UNKNOWN', 'NOPE'), message: fc.string({ maxLength: 1100 }), retryAfter: fc.oneof(fc.nat(), fc.double()) }, { requiredKeys: [] }),
  fc.anything(),
);

const exchange = fc.constantFrom(...names).chain((name) =>
  fc.record({
    name: fc.constant(name),
    payload: nearly(VALID_PAYLOADS[name]),
    answer: fc.oneof(nearly(VALID_RESULTS[name]).map((result): FakeAnswer => ({ result: cloneable(result) })), frameErrorPayload.map((error) => ({ error: cloneable(error) }) as FakeAnswer)),
  }),
);

let fake: ReturnType<typeof installFakeFrame>;
let messenger: FrameMessenger;
let next: FakeAnswer = 'silent';
const errors: unknown[] = [];
const onError = (event: ErrorEvent) => errors.push(event.error);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const handlers = Object.fromEntries(names.map((name) => [name, () => next]));
  fake = installFakeFrame({ handlers });
  messenger = createFrameMessenger({ secureSiteUrl: SECURE_SITE, projectId: 'demo', chainId: 1, version: '0.1.0' });
  await settle();
  await vi.advanceTimersByTimeAsync(500);
  window.addEventListener('error', onError);
});
afterAll(() => {
  window.removeEventListener('error', onError);
  messenger.destroy();
  fake.uninstall();
  vi.useRealTimers();
});

describe('fuzzing the frame messages on the kit side', () => {
  it('requests with near-valid payloads and replies from right to garbage: a contract value or a catalogue error, never a throw', async () => {
    const seen = { sent: 0, refused: 0, resolved: 0, rejected: 0 };
    await fc.assert(
      fc.asyncProperty(exchange, async ({ name, payload, answer }) => {
        const before = fake.requests.length;
        next = answer;
        let outcome: { value: unknown } | { error: unknown } | undefined;
        messenger.request(name, payload as never).then(
          (value) => (outcome = { value }),
          (error: unknown) => (outcome = { error }),
        );
        // The round trip takes a few event-loop turns (the port both ways); a reply never comes later than 10.
        for (let turn = 0; turn < 10 && !outcome; turn++) await settle(1);
        const sent = fake.requests.length > before;
        // What leaves the page is what the contract accepts; anything else is refused before sending.
        expect(sent).toBe(appRequests[name].safeParse(payload).success);
        seen[sent ? 'sent' : 'refused']++;
        expect(outcome, `${name} ${JSON.stringify(answer)?.slice(0, 200)}`).toBeDefined();
        if (outcome && 'value' in outcome) {
          seen.resolved++;
          expect(frameResults[name].safeParse(outcome.value).success).toBe(true);
        } else if (outcome) {
          seen.rejected++;
          expect(outcome.error).toBeInstanceOf(WalletModalError);
          expect((outcome.error as WalletModalError).shortMessage.length).toBeGreaterThan(0);
        }
      }),
      fuzzParameters('kit frame messenger: requests and replies'),
    );
    expect(errors).toEqual([]);
    // Every branch is reached: sent and refused payloads, resolved and rejected requests.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(FUZZ_RUNS / 20);
  }, 300_000);
});
