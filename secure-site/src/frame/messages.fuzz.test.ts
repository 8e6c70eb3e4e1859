// Fuzzing the secure site's message entry points that need no server (issue 18): the frame's handshake
// (window messages from any origin and source, with or without a port) and the wallet frame's side of the
// UI channel (hello and answers from the right UI, another UI, or garbage). The frame takes exactly one
// handshake, from its parent on the parent's origin; a screen takes answers only from the UI that claimed
// it, for its own request; nothing throws. (The request handler itself is fuzzed against the real server
// in handler.test.ts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_RUNS, fuzzParameters } from '../../../scripts/vitest/fuzz.js';
import { frameMessage, uiAnswer, type ChannelLike, type UiAnswer } from '../shared/channel.js';
import { awaitHandshake, type HandshakeWindow } from './handshake.js';
import { createUiBridge } from './uiBridge.js';

const parentOrigin = 'https://app.example';
const nonce = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/), fc.string({ maxLength: 70 }));

/** One window message: near-valid handshakes and anything, from the parent or not, on its origin or not, with a port or not. */
const windowMessage = fc.record({
  data: fc.oneof(
    { weight: 4, arbitrary: fc.record({ type: fc.oneof({ weight: 4, arbitrary: fc.constant('@w3m-app/HANDSHAKE') }, { weight: 1, arbitrary: fc.string() }), nonce }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.anything() },
  ),
  origin: fc.oneof({ weight: 4, arbitrary: fc.constant(parentOrigin) }, { weight: 2, arbitrary: fc.constantFrom('https://evil.example', 'null', '', `${parentOrigin}:443`, parentOrigin.toUpperCase()) }),
  fromParent: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  withPort: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
});

describe('fuzzing the frame handshake', () => {
  it('random window messages: one handshake, only from the parent window on its origin with a valid nonce and a port; never a throw', async () => {
    let handshakes = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(windowMessage, { minLength: 1, maxLength: 6 }), async (messages) => {
        const target = new EventTarget();
        const parent = { postMessage: () => {} };
        const win: HandshakeWindow = {
          parent,
          addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
          removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
        };
        const ports: { nonce: string }[] = [];
        const replies: unknown[] = [];
        awaitHandshake(win, parentOrigin, '1.0.0', () => {});
        const expected = messages.findIndex(
          (m) => m.fromParent && m.origin === parentOrigin && m.withPort && typeof m.data === 'object' && m.data !== null && (m.data as { type?: unknown }).type === '@w3m-app/HANDSHAKE' && /^[A-Za-z0-9_-]{22,64}$/.test(String((m.data as { nonce?: unknown }).nonce)),
        );
        for (const m of messages) {
          const port = m.withPort ? { postMessage: (reply: unknown) => replies.push(reply) } : undefined;
          const event = Object.assign(new Event('message'), { data: m.data, origin: m.origin, source: m.fromParent ? parent : {}, ports: port ? [port] : [] });
          expect(target.dispatchEvent(event)).toBe(true);
          if (port) ports.push({ nonce: String((m.data as { nonce?: unknown } | null)?.nonce) });
        }
        await new Promise((resolve) => setImmediate(resolve));
        if (expected === -1) {
          expect(replies).toEqual([]);
        } else {
          // One answer, to the first valid handshake, echoing its nonce.
          handshakes++;
          expect(replies).toEqual([{ type: '@w3m-frame/HANDSHAKE_SUCCESS', nonce: (messages[expected]!.data as { nonce: string }).nonce, version: '1.0.0' }]);
        }
      }),
      fuzzParameters('secure site: handshake window messages'),
    );
    expect(handshakes).toBeGreaterThan(FUZZ_RUNS / 20);
  }, 300_000);
});

/** A channel both ends of which the test holds: what the frame posts, and a way to deliver UI messages. */
function testChannel() {
  const target = new EventTarget();
  const posted: unknown[] = [];
  const channel: ChannelLike = {
    postMessage: (message) => posted.push(message),
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
  };
  const deliver = (data: unknown) => target.dispatchEvent(Object.assign(new Event('message'), { data }));
  return { channel, posted, deliver };
}

const validAnswer = fc.oneof(
  fc.constantFrom<UiAnswer>({ kind: 'approve' }, { kind: 'reject' }, { kind: 'done' }, { kind: 'social-blocked' }),
  fc.string({ minLength: 1, maxLength: 20 }).map((password): UiAnswer => ({ kind: 'password', password })),
);
const anyAnswer = fc.oneof({ weight: 3, arbitrary: validAnswer }, { weight: 1, arbitrary: fc.record({ kind: fc.string({ maxLength: 12 }), password: fc.anything() }, { requiredKeys: [] }) }, { weight: 1, arbitrary: fc.anything() });
const uiId = fc.oneof({ weight: 4, arbitrary: fc.constant('ui-aaaaaaaaaaaaaaaa') }, { weight: 2, arbitrary: fc.constantFrom('ui-bbbbbbbbbbbbbbbb', 'short', '') });

/** A UI message with symbolic ids: resolved against the open request's id when delivered. */
const uiEvent = fc.oneof(
  { weight: 2, arbitrary: fc.record({ type: fc.constant('hello' as const), ui: uiId }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('answer' as const), ui: uiId, request: fc.oneof({ weight: 3, arbitrary: fc.constant('current') }, { weight: 1, arbitrary: fc.constantFrom('other', 'invalid') }), answer: anyAnswer }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('garbage' as const), data: fc.anything() }) },
);

describe('fuzzing the UI channel on the wallet frame side', () => {
  it('random hellos and answers while a screen is open: it takes answers only from the claiming UI for its request; every post is a valid message', async () => {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(uiEvent, { minLength: 1, maxLength: 8 }), async (events) => {
        const { channel, posted, deliver } = testChannel();
        const bridge = createUiBridge(channel, { claimTimeoutMs: 60_000 });
        const got: UiAnswer[] = [];
        let claimed: string | undefined;
        const expected: UiAnswer[] = [];
        const open = bridge.withScreen({ kind: 'busy', message: 'Working' }, async (session) => {
          const want = posted[0] as { type: string; requestId: string };
          expect(want.type).toBe('want');
          for (const event of events) {
            if (event.type === 'garbage') {
              deliver(event.data);
              continue;
            }
            const validUi = /^[A-Za-z0-9_-]{16,64}$/.test(event.ui);
            if (event.type === 'hello') {
              if (validUi && !claimed) claimed = event.ui;
              deliver({ type: 'hello', uiId: event.ui });
              continue;
            }
            const requestId = event.request === 'current' ? want.requestId : event.request === 'other' ? 'req-zzzzzzzzzzzzzzzz' : '!';
            deliver({ type: 'answer', uiId: event.ui, requestId, answer: event.answer });
            const parsed = uiAnswer.safeParse(event.answer);
            if (validUi && event.ui === claimed && event.request === 'current' && parsed.success) expected.push(parsed.data);
          }
          // Collect what the screen received: exactly the expected answers, in order.
          for (let i = 0; i < expected.length; i++) got.push(await session.next());
          return got;
        });
        await expect(open).resolves.toEqual(expected);
        answered += expected.length;
        for (const message of posted) expect(frameMessage.safeParse(message).success).toBe(true);
      }),
      fuzzParameters('secure site: UI channel messages'),
    );
    expect(answered).toBeGreaterThan(FUZZ_RUNS / 20);
  }, 300_000);
});
