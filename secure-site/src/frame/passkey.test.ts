// The wallet frame's passkey and custodial flows against our real server (its own instances, one in
// custodial mode): a scripted UI frame on a real BroadcastChannel answers the screens, a software
// authenticator (P-256, PRF output given by the test) answers the WebAuthn ceremonies the UI frame would
// run. Proves what the browser test cannot reach: the no-PRF fallback at set-up, a wrong passkey at
// recovery, and custodial mode end to end.
import { APP_PREFIX, type AppRequestName } from '@wallet-modal/schema/embedded';
import { randomBytes } from 'node:crypto';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator, type CeremonyOptions } from '../../../server/test/helpers/authenticator.js';
import { EMBEDDED_PROJECT, startEmbeddedWorld, type EmbeddedWorld } from '../../../server/test/helpers/embedded.js';
import { createApiClient } from '../lib/api.js';
import { loadDeviceIdentity } from '../lib/device.js';
import { createMemoryStore } from '../lib/storage.js';
import { channelName, frameMessage, type Screen, type UiAnswer } from '../shared/channel.js';
import { frameEmailSignIn } from '../testing/embeddedServer.js';
import { createFrameHandler } from './handler.js';
import { createUiBridge } from './uiBridge.js';

const channels: BroadcastChannel[] = [];
/** The one scripted UI frame open (a newer one replaces it, so an old script never claims a request). */
let currentUi: BroadcastChannel | undefined;
let counter = 0;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A UI frame that answers each non-busy screen with `respond(screen)` and records what it was shown. */
function scriptedUi(respond: (screen: Screen) => UiAnswer | undefined): { screens: Screen[] } {
  currentUi?.close();
  const channel = new BroadcastChannel(channelName(EMBEDDED_PROJECT));
  currentUi = channel;
  const uiId = randomBytes(16).toString('base64url');
  const shown: Screen[] = [];
  channel.addEventListener('message', (event) => {
    const parsed = frameMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'want') channel.postMessage({ type: 'hello', uiId });
    if (message.type !== 'show' || message.uiId !== uiId) return;
    shown.push(message.screen);
    if (message.screen.kind === 'busy') return;
    const answer = respond(message.screen);
    if (answer) channel.postMessage({ type: 'answer', uiId, requestId: message.requestId, answer });
  });
  return { screens: shown };
}

async function startFrame(w: EmbeddedWorld) {
  const store = createMemoryStore();
  const device = await loadDeviceIdentity(store);
  const replies: Record<string, unknown>[] = [];
  const channel = new BroadcastChannel(channelName(EMBEDDED_PROJECT));
  channels.push(channel);
  const handle = createFrameHandler({
    port: { postMessage: (message) => replies.push(message as Record<string, unknown>) },
    store,
    api: createApiClient({ baseUrl: w.server.secureSiteUrl!, projectId: EMBEDDED_PROJECT, device }),
    ui: createUiBridge(channel, { claimTimeoutMs: 10_000 }),
    projectId: EMBEDDED_PROJECT,
    chainId: 1,
    scryptParams: { N: 1024, r: 8, p: 1 },
  });
  async function request(name: AppRequestName, payload: unknown = {}) {
    const id = `req_${String(++counter).padStart(6, '0')}`;
    await handle({ id, type: `${APP_PREFIX}${name}`, payload });
    const reply = replies.find((r) => r.id === id) as { type: string; payload: Record<string, unknown> } | undefined;
    if (!reply) throw new Error(`no reply to ${name}`);
    return reply;
  }
  /** E-mail login through the frame: the code; on an account with a device, the mailed link first, then a new code. */
  const logIn = (email: string) => frameEmailSignIn({ url: w.server.secureSiteUrl!, sink: w.sink }, request, email);
  return { request, logIn };
}

afterAll(() => {
  for (const channel of channels) channel.close();
  currentUi?.close();
});

describe('the frame with a passkey as the recovery factor (user mode)', () => {
  let w: EmbeddedWorld;
  let ceremony: CeremonyOptions;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
    const site = new URL(w.server.secureSiteUrl!);
    ceremony = { origin: site.origin, rpId: site.hostname };
  });
  afterAll(() => w?.stop());

  it('set-up with a passkey; export with it; a new device signs in with it alone and recovers in the same ceremony; a wrong PRF output is refused, the right one recovers', async () => {
    const passkey = new SoftAuthenticator();
    const prf = randomBytes(32);
    const a = await startFrame(w);
    expect(await a.logIn('frame-passkey@example.com')).toEqual({ payload: { recovery: 'SETUP' }, approvedByLink: false });
    const setup = scriptedUi((screen) =>
      screen.kind === 'recovery-setup' && screen.passkey ? { kind: 'passkey-created', response: passkey.create(screen.passkey, ceremony), prf: b64(prf) } : undefined,
    );
    expect((await a.request('COMPLETE_RECOVERY')).type).toBe('@w3m-frame/COMPLETE_RECOVERY_SUCCESS');
    expect(setup.screens[0]).toMatchObject({ kind: 'recovery-setup', passkey: { rp: { id: ceremony.rpId } } });
    const user = (await a.request('GET_USER', { chainId: 1 })).payload as { address: string };
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // Export asks for the passkey (its PRF output), then shows the words of this very wallet.
    const exported = scriptedUi((screen) => {
      if (screen.kind !== 'export') return undefined;
      if (screen.words) return { kind: 'done' };
      return { kind: 'passkey-assertion', response: passkey.get({ challenge: b64(randomBytes(32)) }, ceremony), prf: b64(prf) };
    });
    expect((await a.request('EXPORT_WALLET')).type).toBe('@w3m-frame/EXPORT_WALLET_SUCCESS');
    expect(exported.screens[0]).toMatchObject({ kind: 'export', method: 'passkey', credentialId: passkey.id });
    const words = exported.screens.find((screen) => screen.kind === 'export' && screen.words) as { words: string };
    expect(mnemonicToAccount(words.words).address).toBe(user.address);

    // A new device: the passkey alone signs in, and its PRF output recovers; no second screen.
    const b = await startFrame(w);
    const login = scriptedUi((screen) =>
      screen.kind === 'passkey-login' ? { kind: 'passkey-assertion', response: passkey.get(screen.options, ceremony), prf: b64(prf) } : undefined,
    );
    expect((await b.request('CONNECT_PASSKEY')).payload).toEqual({ recovery: 'NONE' });
    expect(login.screens.map((screen) => screen.kind)).toEqual(['passkey-login', 'busy', 'busy']);
    expect(((await b.request('GET_USER', { chainId: 1 })).payload as { address: string }).address).toBe(user.address);

    // Another new device whose assertion carries another PRF output: signed in, recovery still asked; a
    // wrong output is refused with a sentence, the right one recovers the same address.
    const c = await startFrame(w);
    const wrong = randomBytes(32);
    let tries = 0;
    const recovery = scriptedUi((screen) => {
      if (screen.kind === 'passkey-login') return { kind: 'passkey-assertion', response: passkey.get(screen.options, ceremony), prf: b64(wrong) };
      if (screen.kind === 'recovery') {
        tries++;
        return { kind: 'passkey-assertion', response: passkey.get({ challenge: b64(randomBytes(32)) }, ceremony), prf: b64(tries === 1 ? wrong : prf) };
      }
      return undefined;
    });
    expect((await c.request('CONNECT_PASSKEY')).payload).toEqual({ recovery: 'RECOVER' });
    expect((await c.request('COMPLETE_RECOVERY')).type).toBe('@w3m-frame/COMPLETE_RECOVERY_SUCCESS');
    const recoveryScreens = recovery.screens.filter((screen) => screen.kind === 'recovery');
    expect(recoveryScreens[0]).toMatchObject({ method: 'passkey', credentialId: passkey.id });
    expect(recoveryScreens[1]).toMatchObject({ error: 'This passkey does not open your wallet. Use the passkey you set it up with.' });
    expect(((await c.request('GET_USER', { chainId: 1 })).payload as { address: string }).address).toBe(user.address);
  });

  it('a passkey created without a PRF output is not used: the frame says so plainly and the password sets up the wallet', async () => {
    const a = await startFrame(w);
    expect(await a.logIn('frame-no-prf@example.com')).toEqual({ payload: { recovery: 'SETUP' }, approvedByLink: false });
    const ui = scriptedUi((screen) => {
      if (screen.kind !== 'recovery-setup') return undefined;
      if (screen.passkey) return { kind: 'passkey-created', response: new SoftAuthenticator().create(screen.passkey, ceremony) };
      return { kind: 'password', password: 'correct horse battery' };
    });
    expect((await a.request('COMPLETE_RECOVERY')).type).toBe('@w3m-frame/COMPLETE_RECOVERY_SUCCESS');
    expect(ui.screens[1]).toMatchObject({ kind: 'recovery-setup', error: expect.stringMatching(/no PRF output.*Set a recovery password instead/) });
    expect(ui.screens[1]).not.toHaveProperty('passkey');
    // Nothing was registered, and the account is recovered with its password.
    const session = (await a.request('GET_USER', { chainId: 1 })).payload as { address: string };
    expect(session.address).toMatch(/^0x/);
    const rows = await w.server.services.db.query('select 1 from embedded_passkeys p join embedded_users u on u.id = p.user_id where u.email = $1', ['frame-no-prf@example.com']);
    expect(rows).toHaveLength(0);
  });
});

describe('the frame in custodial mode', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 }, recovery: { mode: 'custodial' } } });
  });
  afterAll(() => w?.stop());

  it('set-up asks no secret and says the operator can restore the wallet; a new device recovers after e-mail login with no secret; export shows the same wallet', async () => {
    const a = await startFrame(w);
    expect(await a.logIn('frame-custodial@example.com')).toEqual({ payload: { recovery: 'SETUP' }, approvedByLink: false });
    const setup = scriptedUi((screen) => (screen.kind === 'custodial-setup' ? { kind: 'approve' } : undefined));
    expect((await a.request('COMPLETE_RECOVERY')).type).toBe('@w3m-frame/COMPLETE_RECOVERY_SUCCESS');
    expect(setup.screens.map((screen) => screen.kind)).toEqual(['custodial-setup', 'busy']);
    const { address } = (await a.request('GET_USER', { chainId: 1 })).payload as { address: string };

    const b = await startFrame(w);
    expect(await b.logIn('frame-custodial@example.com')).toEqual({ payload: { recovery: 'RECOVER' }, approvedByLink: true });
    const recovery = scriptedUi(() => undefined);
    expect((await b.request('COMPLETE_RECOVERY')).type).toBe('@w3m-frame/COMPLETE_RECOVERY_SUCCESS');
    expect(recovery.screens.map((screen) => screen.kind)).toEqual(['busy']);
    expect(((await b.request('GET_USER', { chainId: 1 })).payload as { address: string }).address).toBe(address);

    const exported = scriptedUi((screen) => (screen.kind === 'export' ? (screen.words ? { kind: 'done' } : { kind: 'approve' }) : undefined));
    expect((await b.request('EXPORT_WALLET')).type).toBe('@w3m-frame/EXPORT_WALLET_SUCCESS');
    expect(exported.screens[0]).toMatchObject({ kind: 'export', method: 'custodial' });
    const words = exported.screens.find((screen) => screen.kind === 'export' && screen.words);
    expect(mnemonicToAccount((words as { words: string }).words).address).toBe(address);
  });
});
