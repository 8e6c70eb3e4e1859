// @vitest-environment jsdom
// The embedded wallet through the modal's public actions, against a fake secure-site frame: login,
// restore on reload, signing with approval in the secure UI, refusals, sign-out.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { closeModal } from '../../core/controllers/modal.js';
import { connectEmail } from '../../core/controllers/login.js';
import { hasEmbeddedLogin } from '../../core/controllers/embeddedLogin.js';
import { loopback, type Loopback } from '../../core/controllers/testing.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { email } from '../email/index.js';
import { embeddedProvider, embeddedWallet } from './index.js';
import { connectOtp, waitForDevice } from './login.js';
import { destroyFrame } from './state.js';
import { defaultHandlers, EMBEDDED_ADDRESS, installFakeFrame, SECURE_SITE, settle, releaseEmbedded, type FakeFrame } from './testing.js';

let fake: (FakeFrame & { uninstall(): void }) | undefined;
let modal: WalletModal | undefined;
let rpc: Loopback | undefined;

function embeddedModal(options: { clear?: boolean; rpcUrl?: string } = {}): WalletModal {
  if (options.clear !== false) localStorage.clear();
  const rpcUrls = options.rpcUrl ? { 'eip155:1': options.rpcUrl } : undefined;
  modal = createWalletModal({ projectId: 'demo', networks: ['eip155:1', 'eip155:10'], rpcUrls, secureSiteUrl: SECURE_SITE, adapters: [], modules: [email(), embeddedWallet()] });
  return modal;
}

/** The requests of the login flow, without the app data and theme every new frame is sent (sync.test.ts). */
const loginRequests = () => fake!.requests.map((request) => request.name).filter((name) => !name.startsWith('SYNC_'));

/** Waits (up to 5 s of real time: the first lazy import is transformed then) until `check` holds. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check() && Date.now() < deadline) await settle(1);
  expect(check()).toBe(true);
}

/** A modal whose visitor signed in with e-mail (frame ready, account connected). */
async function signedIn(handlers = defaultHandlers()): Promise<WalletModal> {
  fake = installFakeFrame({ handlers });
  const current = embeddedModal({ rpcUrl: rpc?.url });
  const ready = connectEmail(current, { email: 'ada@example.com' });
  await vi.advanceTimersByTimeAsync(0);
  await until(() => fake!.handshakes.length === 1);
  await vi.advanceTimersByTimeAsync(500);
  await ready;
  await connectOtp(current, '123456');
  return current;
}

afterEach(async () => {
  releaseEmbedded(modal, fake);
  modal = undefined;
  fake = undefined;
  await rpc?.close();
  rpc = undefined;
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the embedded wallet module', () => {
  it('brings an adapter (eip155, connector AUTH "auth") and registers the e-mail login only with a secure site', () => {
    const current = embeddedModal();
    expect(current.adapters.map((adapter) => adapter.id)).toEqual(['embedded']);
    expect(current.$connectors.get()).toMatchObject([{ id: 'auth', type: 'AUTH', adapterId: 'embedded', namespaces: ['eip155'] }]);
    expect(hasEmbeddedLogin(current)).toBe(true);
    // Social login through the secure UI (e2e/embedded-social.e2e.test.ts): the social section shows.
    expect(hasEmbeddedLogin(current, 'social')).toBe(true);
    const without = createWalletModal({ projectId: 'demo', networks: ['eip155:1'], adapters: [], modules: [embeddedWallet()] });
    expect(hasEmbeddedLogin(without)).toBe(false);
    expect(document.getElementById('w3m-iframe')).toBeNull();
  });

  it('creates no frame before the first e-mail login', async () => {
    fake = installFakeFrame();
    embeddedModal();
    await settle(10);
    expect(document.getElementById('w3m-iframe')).toBeNull();
  });
});

describe('e-mail login (spec §4): e-mail connect, then device verification or OTP, then fetch user', () => {
  it('device approval, the code, recovery set-up in the secure UI, then the account is connected through the adapter', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const handlers = defaultHandlers();
    let approvals = 0;
    handlers.CONNECT_EMAIL = () => ({ result: { action: 'VERIFY_DEVICE' } });
    handlers.CONNECT_DEVICE = () => ({ result: { approved: ++approvals > 1 } });
    handlers.CONNECT_OTP = () => ({ result: { recovery: 'SETUP' } });
    fake = installFakeFrame({ handlers });
    const current = embeddedModal();
    localStorage.setItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, String(Date.now() - 60_000));
    const started = connectEmail(current, { email: 'ada@example.com' });
    await until(() => fake!.handshakes.length === 1);
    await vi.advanceTimersByTimeAsync(500);
    await started;
    expect(current.$router.get().view).toBe('EmailVerifyDevice');

    const waiting = waitForDevice(current, new AbortController().signal);
    await until(() => approvals === 1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waiting;
    expect(current.$router.get().view).toBe('EmailVerifyOtp');

    const otp = connectOtp(current, '123456');
    await until(() => current.$router.get().view === 'EmbeddedSecure');
    expect(current.$modal.get().open).toBe(true);
    await otp;
    expect(loginRequests()).toEqual(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_DEVICE', 'CONNECT_OTP', 'COMPLETE_RECOVERY', 'GET_USER', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS']);
    expect(current.$connection.get()).toMatchObject({ status: 'connected', connectorId: 'auth' });
    expect(current.$accounts.get().eip155?.address).toBe(EMBEDDED_ADDRESS);
    expect(current.$connections.get().eip155).toEqual({ connectorId: 'auth', adapterId: 'embedded' });
    expect(current.$router.get().view).toBe('Account');
    // On success the login flag and e-mail are stored and the login-time marker is removed.
    expect(localStorage.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.EMAIL)).toBe('ada@example.com');
    expect(localStorage.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull();
    // The embedded wallet is no "recent wallet" of the wallet list.
    expect(localStorage.getItem(STORAGE_KEYS.RECENT_WALLETS)).toBeNull();
  });

  it("action CONNECT goes straight to the user; a failure there is 'A problem occurred while trying initialize authentication', signs out and resets to Connect", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const handlers = defaultHandlers();
    handlers.CONNECT_EMAIL = () => ({ result: { action: 'CONNECT' } });
    handlers.GET_USER = () => ({ error: { code: 'UNKNOWN', message: 'no wallet' } });
    fake = installFakeFrame({ handlers });
    const current = embeddedModal();
    const started = connectEmail(current, { email: 'ada@example.com' }).catch((error: unknown) => error);
    await until(() => fake!.handshakes.length === 1);
    await vi.advanceTimersByTimeAsync(500);
    expect(await started).toMatchObject({ shortMessage: 'A problem occurred while trying initialize authentication', id: 'AUTH_INIT_FAILED' });
    expect(loginRequests()).toEqual(['CONNECT_EMAIL', 'GET_USER', 'SIGN_OUT']);
    expect(current.$router.get().view).toBe('Connect');
    expect(current.$connection.get().status).toBe('disconnected');
    expect(current.$notification.get()).toMatchObject({ open: true, variant: 'error', message: 'A problem occurred while trying initialize authentication' });
  });
});

describe('a frame that does not load', () => {
  it("fails the login with 'Network Error - Could not load embedded wallet' after 20 s, and the next try loads a fresh frame", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake = installFakeFrame({ autoReady: false });
    const current = embeddedModal();
    const first = connectEmail(current, { email: 'ada@example.com' }).catch((error: unknown) => error);
    await until(() => document.getElementById('w3m-iframe') !== null);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await first).toMatchObject({ shortMessage: 'Network Error - Could not load embedded wallet' });
    expect(document.getElementById('w3m-iframe')).toBeNull();
    // No mail went out: no 30 s wait before the next try (spec §5's marker is written only once a code was sent).
    expect(localStorage.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull();
    const second = connectEmail(current, { email: 'ada@example.com' });
    await until(() => document.getElementById('w3m-iframe') !== null);
    fake.announceReady();
    await until(() => fake!.handshakes.length === 1);
    await vi.advanceTimersByTimeAsync(500);
    await second;
    expect(current.$router.get().view).toBe('EmailVerifyOtp');
  });
});

describe('restoring on reload', () => {
  it('a visitor who used e-mail login gets the frame at start, and the session restores (IS_CONNECTED, then GET_USER)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await signedIn();
    destroyFrame(modal!);
    modal!.destroy();
    fake!.uninstall();
    // The secure site still holds the session from before the reload.
    fake = installFakeFrame({ handlers: defaultHandlers({ signedIn: true }) });
    const reloaded = embeddedModal({ clear: false });
    await until(() => fake!.handshakes.length === 1);
    await vi.advanceTimersByTimeAsync(500);
    await until(() => reloaded.$connection.get().status === 'connected');
    expect(loginRequests()).toEqual(['IS_CONNECTED', 'GET_USER', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS']);
    expect(reloaded.$accounts.get().eip155?.address).toBe(EMBEDDED_ADDRESS);
  });

  it('a connection check reporting not connected clears the cached login data', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await signedIn();
    destroyFrame(modal!);
    modal!.destroy();
    fake!.uninstall();
    const handlers = defaultHandlers();
    handlers.IS_CONNECTED = () => ({ result: { isConnected: false } });
    fake = installFakeFrame({ handlers });
    const reloaded = embeddedModal({ clear: false });
    await until(() => fake!.handshakes.length === 1);
    await vi.advanceTimersByTimeAsync(500);
    await until(() => reloaded.$connection.get().status === 'disconnected');
    expect(localStorage.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.EMAIL)).toBeNull();
    expect(loginRequests()).toEqual(['IS_CONNECTED']);
  });
});

describe('embedded-wallet requests (spec §4, §6)', () => {
  it("an unknown method is rejected before the frame: 'Requested RPC call is not allowed' (4200), then 'Action not allowed' 300 ms later", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const current = await signedIn();
    const before = fake!.requests.length;
    await expect(embeddedProvider(current).request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
      code: 4200,
    });
    // The login's own notice may still be open: what counts is the error that follows 300 ms later.
    current.$notification.set({ open: false, variant: 'success', message: '' });
    await vi.advanceTimersByTimeAsync(299);
    expect(current.$notification.get().message).not.toBe('Action not allowed');
    await vi.advanceTimersByTimeAsync(1);
    expect(current.$notification.get()).toMatchObject({ open: true, variant: 'error', message: 'Action not allowed' });
    expect(fake!.requests.length).toBe(before);
  });

  it('signing opens ApproveTransaction, which cannot be closed unless forced; the reply closes the modal it opened', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const handlers = defaultHandlers();
    let approve: (() => void) | undefined;
    handlers.RPC_REQUEST = () => new Promise((resolve) => (approve = () => resolve({ result: `0x${'cd'.repeat(65)}` })));
    const current = await signedIn(handlers);
    closeModal(current);
    const signature = current.signMessage('hello');
    await until(() => approve !== undefined);
    expect(current.$router.get().view).toBe('ApproveTransaction');
    expect(current.$modal.get().open).toBe(true);
    expect(closeModal(current)).toBe(false);
    expect(current.$modal.get().open).toBe(true);
    expect(fake!.requests.at(-1)).toMatchObject({ name: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68656c6c6f', EMBEDDED_ADDRESS], chainId: 1 } });
    approve!();
    await expect(signature).resolves.toBe(`0x${'cd'.repeat(65)}`);
    expect(current.$modal.get().open).toBe(false);
  });

  it('a declined signature is "Signature declined" (4001); from an open modal the view is popped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const handlers = defaultHandlers();
    handlers.RPC_REQUEST = () => ({ error: { code: 'USER_REJECTED' } });
    const current = await signedIn(handlers);
    current.open();
    await expect(current.sendTransaction({ to: EMBEDDED_ADDRESS, value: 1n })).rejects.toMatchObject({ shortMessage: 'Signature declined', code: 4001 });
    expect(current.$router.get().view).toBe('Account');
    expect(current.$modal.get().open).toBe(true);
    expect(fake!.requests.at(-1)?.payload).toMatchObject({ method: 'eth_sendTransaction', params: [{ from: EMBEDDED_ADDRESS, to: EMBEDDED_ADDRESS, value: '0x1' }] });
  });

  it("safe methods go to the network's RPC URL, not to the frame", async () => {
    const seen: string[] = [];
    rpc = await loopback(({ body }) => {
      seen.push(JSON.parse(body).method);
      return { body: { jsonrpc: '2.0', id: 1, result: '0x2a' } };
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const current = await signedIn();
    const before = fake!.requests.length;
    vi.useRealTimers();
    await expect(embeddedProvider(current).request({ method: 'eth_blockNumber' })).resolves.toBe('0x2a');
    expect(seen).toEqual(['eth_blockNumber']);
    expect(fake!.requests.length).toBe(before);
  });

  it('a node answer with neither result nor error is an error, not undefined; a null result is a result', async () => {
    const answers: unknown[] = [{ jsonrpc: '2.0', id: 1 }, { jsonrpc: '2.0', id: 1, result: null }];
    rpc = await loopback(() => ({ body: answers.shift() }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const current = await signedIn();
    vi.useRealTimers();
    await expect(embeddedProvider(current).request({ method: 'eth_getTransactionByHash', params: [`0x${'ab'.repeat(32)}`] })).rejects.toThrow('HTTP status code 200');
    await expect(embeddedProvider(current).request({ method: 'eth_getTransactionByHash', params: [`0x${'ab'.repeat(32)}`] })).resolves.toBeNull();
  });

  it('switching network asks the frame (it serves every configured EVM network)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const current = await signedIn();
    await current.switchNetwork('eip155:10');
    // Then the accounts of that network (the smart account exists where the operator enabled it).
    expect(fake!.requests.slice(-2)).toMatchObject([{ name: 'SWITCH_NETWORK', payload: { chainId: 10 } }, { name: 'GET_USER', payload: { chainId: 10 } }]);
    expect(current.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:10');
  });
});

describe('the session ending on the server', () => {
  it('an unprompted SESSION_ENDED from the frame disconnects the account and clears the cached login data', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const current = await signedIn();
    fake!.sendOnPort({ type: '@w3m-frame/SESSION_ENDED' });
    await until(() => current.$connection.get().status === 'disconnected');
    expect(current.$accounts.get().eip155?.address).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBeNull();
  });
});

describe('sign-out (spec §4 "Disconnect")', () => {
  it('SIGN_OUT, then the cached login data is cleared', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const current = await signedIn();
    localStorage.setItem(STORAGE_KEYS.CONNECTED_SOCIAL, 'google');
    await current.disconnect();
    expect(fake!.requests.at(-1)?.name).toBe('SIGN_OUT');
    for (const key of [STORAGE_KEYS.EMAIL_LOGIN_USED, STORAGE_KEYS.EMAIL, STORAGE_KEYS.CONNECTED_SOCIAL]) expect(localStorage.getItem(key)).toBeNull();
    expect(current.$connection.get().status).toBe('disconnected');
  });

  it('waits at most 3 s for the sign-out reply', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const handlers = defaultHandlers();
    handlers.SIGN_OUT = () => 'silent';
    const current = await signedIn(handlers);
    let done = false;
    const leaving = current.disconnect().then(() => (done = true));
    await until(() => fake!.requests.at(-1)?.name === 'SIGN_OUT');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await leaving;
    expect(localStorage.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBeNull();
  });
});
