// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fuzzParameters } from '../../../../scripts/vitest/fuzz.js';
import { createFrameMessenger, frameUrl, type FrameMessenger } from './frame.js';
import { installFakeFrame, SECURE_SITE, settle, type FakeFrame } from './testing.js';

let fake: FakeFrame & { uninstall(): void };
let messenger: FrameMessenger | undefined;

const options = { secureSiteUrl: SECURE_SITE, projectId: 'demo', chainId: 1, version: '0.1.0' };

/** Lets the handshake land, then the 500 ms post-ready delay pass. */
async function becomeReady(): Promise<void> {
  await settle();
  await vi.advanceTimersByTimeAsync(500);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  messenger?.destroy();
  messenger = undefined;
  fake?.uninstall();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the embedded-wallet frame (spec §4, §7)', () => {
  it('creates the hidden iframe w3m-iframe on the secure page with projectId, chainId, version and enableLogger', () => {
    fake = installFakeFrame({ autoReady: false });
    messenger = createFrameMessenger(options);
    const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement;
    expect(iframe).toBe(messenger.iframe);
    expect(iframe.src).toBe(`${SECURE_SITE}/embedded/frame?projectId=demo&chainId=1&version=0.1.0&enableLogger=false`);
    expect(iframe.getAttribute('style')).toBeNull();
    expect(iframe.className).not.toBe('');
  });

  it('keeps a path the secure site URL has', () => {
    expect(frameUrl({ ...options, secureSiteUrl: 'https://example.com/wallet/' })).toBe(
      'https://example.com/wallet/embedded/frame?projectId=demo&chainId=1&version=0.1.0&enableLogger=false',
    );
  });

  it('is ready after the ready event, the nonce handshake on a port and a 500 ms delay', async () => {
    fake = installFakeFrame();
    messenger = createFrameMessenger(options);
    let ready = false;
    void messenger.ready().then(() => (ready = true));
    await settle();
    expect(fake.handshakes).toHaveLength(1);
    expect(fake.handshakes[0]?.targetOrigin).toBe(SECURE_SITE);
    expect(fake.handshakes[0]?.nonce).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    await vi.advanceTimersByTimeAsync(499);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    await expect(messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' })).resolves.toEqual({ action: 'VERIFY_OTP' });
    expect(fake.requests).toMatchObject([{ name: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } }]);
  });

  describe('forged messages are ignored', () => {
    const forgeries: [string, () => MessageEventInit][] = [
      ['READY from the host window', () => ({ data: { type: '@w3m-frame/READY' }, origin: SECURE_SITE, source: window })],
      ['READY from another iframe', () => {
        const other = document.createElement('iframe');
        document.body.appendChild(other);
        return { data: { type: '@w3m-frame/READY' }, origin: SECURE_SITE, source: other.contentWindow };
      }],
      ['READY from the frame window on a wrong origin', () => ({ data: { type: '@w3m-frame/READY' }, origin: 'https://evil.test', source: messenger!.iframe.contentWindow })],
      ['READY without a source', () => ({ data: { type: '@w3m-frame/READY' }, origin: SECURE_SITE })],
    ];
    for (const [name, init] of forgeries) {
      it(name, async () => {
        fake = installFakeFrame({ autoReady: false });
        messenger = createFrameMessenger(options);
        await settle();
        window.dispatchEvent(new MessageEvent('message', init()));
        await settle();
        expect(fake.handshakes).toEqual([]);
        // The same frame, once it announces itself for real, gets its handshake.
        fake.announceReady();
        await settle();
        expect(fake.handshakes).toHaveLength(1);
      });
    }

    it('a handshake answer with a wrong nonce', async () => {
      fake = installFakeFrame({ autoReady: false });
      messenger = createFrameMessenger(options);
      const iframeWindow = messenger.iframe.contentWindow as Window;
      // The frame answers the handshake with a nonce of its own making.
      Object.defineProperty(iframeWindow, 'postMessage', {
        configurable: true,
        value: (_message: unknown, _origin: string, transfer: MessagePort[]) =>
          transfer[0]?.postMessage({ type: '@w3m-frame/HANDSHAKE_SUCCESS', nonce: 'A'.repeat(32) }),
      });
      let ready = false;
      void messenger.ready().then(() => (ready = true), () => {});
      window.dispatchEvent(new MessageEvent('message', { data: { type: '@w3m-frame/READY' }, origin: SECURE_SITE, source: iframeWindow }));
      await settle();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(ready).toBe(false);
    });

    it('a reply posted to the window instead of the port, and a reply to an unknown id', async () => {
      fake = installFakeFrame({ handlers: { CONNECT_EMAIL: () => 'silent' } });
      messenger = createFrameMessenger(options);
      await becomeReady();
      let outcome: unknown = 'pending';
      void messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' }).then((value) => (outcome = value), (error) => (outcome = error));
      await settle();
      const id = fake.requests[0]?.id;
      const source = messenger.iframe.contentWindow;
      window.dispatchEvent(new MessageEvent('message', { data: { id, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECT' } }, origin: SECURE_SITE, source }));
      fake.sendOnPort({ id: 'unknown-id-123', type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECT' } });
      fake.sendOnPort({ id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { action: 'CONNECT' } });
      await settle();
      expect(outcome).toBe('pending');
      fake.sendOnPort({ id, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECT' } });
      await settle();
      expect(outcome).toEqual({ action: 'CONNECT' });
    });
  });

  it('survives 10,000 random messages on the window and the port without a crash or a forged answer', async () => {
    fake = installFakeFrame({ handlers: { GET_USER: () => 'silent' } });
    messenger = createFrameMessenger(options);
    await becomeReady();
    let outcome: unknown = 'pending';
    void messenger.request('GET_USER', {}).then((value) => (outcome = value), (error) => (outcome = error));
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const sources = [window, messenger.iframe.contentWindow, null];
    const origins = [SECURE_SITE, 'https://evil.test', '', 'null'];
    const data = fc.oneof(
      fc.anything(),
      fc.record({ id: fc.oneof(fc.string(), fc.constant('x'.repeat(20))), type: fc.oneof(fc.string(), fc.constantFrom('@w3m-frame/READY', '@w3m-frame/GET_USER_SUCCESS', '@w3m-frame/GET_USER_ERROR', '@w3m-frame/SESSION_ENDED', '@w3m-frame/HANDSHAKE_SUCCESS')), payload: fc.anything() }),
    );
    fc.assert(
      fc.property(data, fc.nat(2), fc.nat(3), fc.boolean(), (message, source, origin, onPort) => {
        if (onPort) fake.sendOnPort(structuredCloneable(message));
        else window.dispatchEvent(new MessageEvent('message', { data: message, origin: origins[origin], source: sources[source] ?? null }));
      }),
      fuzzParameters('kit frame messenger: window and port messages'),
    );
    await settle(20);
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    expect(outcome).toBe('pending');
  });

  describe('times (spec §9)', () => {
    it("a request unanswered for 30 s fails with 'Embedded Wallet Request Timed Out'", async () => {
      fake = installFakeFrame({ handlers: { CONNECT_EMAIL: () => 'silent', CONNECT_OTP: () => 'silent' } });
      messenger = createFrameMessenger(options);
      await becomeReady();
      const email = messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' });
      const caught = email.catch((error: unknown) => error);
      await settle();
      await vi.advanceTimersByTimeAsync(29_999);
      await vi.advanceTimersByTimeAsync(1);
      expect(await caught).toMatchObject({ shortMessage: 'Embedded Wallet Request Timed Out', id: 'EMBEDDED_WALLET_TIMEOUT' });
    });

    it("a frame not ready within 20 s fails with 'Network Error - Could not load embedded wallet'", async () => {
      fake = installFakeFrame({ autoReady: false });
      messenger = createFrameMessenger(options);
      const ready = messenger.ready().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await ready).toMatchObject({ shortMessage: 'Network Error - Could not load embedded wallet', id: 'EMBEDDED_WALLET_LOAD_FAILED' });
      await expect(messenger.request('GET_USER', {})).rejects.toMatchObject({ id: 'EMBEDDED_WALLET_LOAD_FAILED' });
    });

    it("an iframe that fails to load fails with 'Network Error - Could not load embedded wallet'", async () => {
      fake = installFakeFrame({ autoReady: false });
      messenger = createFrameMessenger(options);
      messenger.iframe.dispatchEvent(new Event('error'));
      await expect(messenger.ready()).rejects.toMatchObject({ id: 'EMBEDDED_WALLET_LOAD_FAILED' });
    });

    it('sign-out waits at most 3 s', async () => {
      fake = installFakeFrame({ handlers: { SIGN_OUT: () => 'silent' } });
      messenger = createFrameMessenger(options);
      await becomeReady();
      const signOut = messenger.request('SIGN_OUT', {}).catch((error: unknown) => error);
      await settle();
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await signOut).toMatchObject({ id: 'EMBEDDED_WALLET_TIMEOUT' });
    });

    it('user-paced requests (approval, recovery, export) have no timeout but can be aborted', async () => {
      fake = installFakeFrame({ handlers: { RPC_REQUEST: () => 'silent', COMPLETE_RECOVERY: () => 'silent' } });
      messenger = createFrameMessenger(options);
      await becomeReady();
      const controller = new AbortController();
      let outcome: unknown = 'pending';
      const sign = messenger.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x00'] }, { signal: controller.signal });
      void sign.then((value) => (outcome = value), (error) => (outcome = error));
      await settle();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(outcome).toBe('pending');
      controller.abort();
      await settle();
      expect(outcome).toMatchObject({ shortMessage: 'Request was aborted' });
    });
  });

  it('aborting pending requests skips the safe read-only RPC methods (spec §4)', async () => {
    fake = installFakeFrame({ handlers: { RPC_REQUEST: () => 'silent' } });
    messenger = createFrameMessenger(options);
    await becomeReady();
    const outcomes: Record<string, unknown> = { safe: 'pending', sign: 'pending' };
    void messenger.request('RPC_REQUEST', { method: 'eth_blockNumber' }).then((v) => (outcomes.safe = v), (e) => (outcomes.safe = e));
    void messenger.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00'] }).then((v) => (outcomes.sign = v), (e) => (outcomes.sign = e));
    await settle();
    messenger.abortPending();
    await settle();
    expect(outcomes.safe).toBe('pending');
    expect(outcomes.sign).toMatchObject({ shortMessage: 'Request was aborted', id: 'REQUEST_ABORTED' });
  });

  describe('frame errors map to the spec texts by code (spec §8)', () => {
    const cases: [object, object][] = [
      [{ code: 'SESSION_EXPIRED', message: 'jwt nbf' }, { shortMessage: 'Session Expired' }],
      [{ code: 'ORIGIN_NOT_ALLOWED' }, { shortMessage: 'Invalid App Configuration' }],
      [{}, { shortMessage: 'An error occurred' }],
      [{ code: 'USER_REJECTED' }, { shortMessage: 'Signature declined', code: 4001 }],
      [{ code: 'RATE_LIMITED', retryAfter: 12.2 }, { shortMessage: 'Please try again after 13 seconds' }],
      [{ code: 'RPC_NOT_ALLOWED' }, { shortMessage: 'Requested RPC call is not allowed', code: 4200 }],
      [{ code: 'OTP_INVALID', message: 'Invalid code' }, { shortMessage: 'Invalid code' }],
    ];
    for (const [error, expected] of cases) {
      it(`${JSON.stringify(error)} → ${JSON.stringify(expected)}`, async () => {
        fake = installFakeFrame({ handlers: { GET_USER: () => ({ error: error as never }) } });
        messenger = createFrameMessenger(options);
        await becomeReady();
        await expect(messenger.request('GET_USER', {})).rejects.toMatchObject(expected);
      });
    }
  });
});

/** Values a MessagePort can carry (functions and symbols cannot be cloned). */
function structuredCloneable(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return String(typeof value);
  }
}
