import { APP_PREFIX, appMessage, appRequests, frameError, frameReply, type AppRequestName } from '@wallet-modal/schema/embedded';
import fc from 'fast-check';
import { verifyMessage } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { FUZZ_RUNS, fuzzParameters } from '../../../scripts/vitest/fuzz.js';
import { createApiClient } from '../lib/api.js';
import { loadDeviceIdentity } from '../lib/device.js';
import { createMemoryStore, type KeyValueStore } from '../lib/storage.js';
import { channelName } from '../shared/channel.js';
import { NEW_DEVICE_WAIT_SECONDS, startEmbeddedTestServer, type EmbeddedTestServer } from '../testing/embeddedServer.js';
import { startTestUi, type TestUi } from '../testing/testUi.js';
import { createFrameHandler } from './handler.js';
import { createUiBridge } from './uiBridge.js';

const projectId = 'test-project';
let server: EmbeddedTestServer;
const channels: BroadcastChannel[] = [];
let counter = 0;

beforeAll(async () => {
  server = await startEmbeddedTestServer();
}, 60_000);
afterAll(async () => {
  for (const channel of channels) channel.close();
  await server?.close();
});

/** A frame as the page builds it, with a port that records replies. */
async function startFrame(
  store: KeyValueStore & { map: Map<string, unknown> } = createMemoryStore(),
  options: { claimTimeoutMs?: number; channel?: string; fetch?: typeof fetch } = {},
) {
  const replies: Record<string, unknown>[] = [];
  const device = await loadDeviceIdentity(store);
  const channel = new BroadcastChannel(options.channel ?? channelName(projectId));
  channels.push(channel);
  let reloads = 0;
  const handle = createFrameHandler({
    port: { postMessage: (message) => replies.push(message as Record<string, unknown>) },
    store,
    api: createApiClient({ baseUrl: server.url, projectId, device, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    ui: createUiBridge(channel, options),
    projectId,
    chainId: 1,
    reload: () => reloads++,
    scryptParams: { N: 1024, r: 8, p: 1 },
  });
  /** Sends one request and returns its reply. */
  async function request(name: AppRequestName | string, payload: unknown = {}) {
    const id = `req_${String(++counter).padStart(6, '0')}`;
    await handle({ id, type: `${APP_PREFIX}${name}`, payload });
    const reply = replies.find((r) => r.id === id);
    if (!reply) throw new Error(`no reply to ${name}`);
    return reply as { id: string; type: string; payload: Record<string, unknown> };
  }
  return { handle, replies, request, store, reloads: () => reloads };
}

/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function openUi(): TestUi {
  const channel = new BroadcastChannel(channelName(projectId));
  channels.push(channel);
  return startTestUi(channel);
}

describe('the wallet frame rejects what is not a valid request, and never throws', () => {
  it('10,000 fuzzed messages: no throw; a reply only where the id parses, always well formed', async () => {
    const frame = await startFrame(createMemoryStore(), { claimTimeoutMs: 20, channel: 'fuzz-only' });
    const names = Object.keys(appRequests);
    const message = fc.oneof(
      fc.anything(),
      fc.record({
        id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), fc.anything()),
        type: fc.oneof(fc.constantFrom(...names).map((n) => `${APP_PREFIX}${n}`), fc.string(), fc.constant(`${APP_PREFIX}__proto__`)),
        payload: fc.oneof(fc.anything(), fc.record({ method: fc.string(), params: fc.array(fc.anything()) }), fc.object()),
      }),
    );
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(message, async (data) => {
        const before = frame.replies.length;
        await expect(frame.handle(data)).resolves.toBeUndefined();
        const sent = frame.replies.slice(before).filter((r) => r.type !== '@w3m-frame/SESSION_ENDED');
        const parsed = appMessage.safeParse(data);
        if (!parsed.success) {
          expect(sent).toEqual([]);
          return;
        }
        expect(sent).toHaveLength(1);
        answered++;
        const reply = frameReply.parse(sent[0]);
        expect(reply.id).toBe(parsed.data.id);
        if (reply.type.endsWith('_ERROR')) expect(frameError.safeParse(reply.payload).success).toBe(true);
      }),
      fuzzParameters('secure site frame handler: app messages'),
    );
    // The generator reaches the request handlers, not only the envelope check.
    expect(answered).toBeGreaterThan(FUZZ_RUNS / 10);
  }, 120_000);

  it("answers an unknown RPC method with 'Requested RPC call is not allowed' (RPC_NOT_ALLOWED)", async () => {
    const frame = await startFrame();
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain', 'solana_signIn', 'wallet_grantPermissions', 'eth_sendUserOperation']) {
      const reply = await frame.request('RPC_REQUEST', { method, params: [] });
      expect(reply).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { code: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' } });
    }
  });

  it('answers an unknown request type with an error under its id', async () => {
    const frame = await startFrame();
    expect(await frame.request('DO_SOMETHING')).toMatchObject({ type: '@w3m-frame/DO_SOMETHING_ERROR', payload: { code: 'UNKNOWN' } });
  });

  it('keeps any EVM chain on SWITCH_NETWORK / GET_CHAIN_ID and answers eth_chainId for it', async () => {
    const frame = await startFrame();
    expect((await frame.request('SWITCH_NETWORK', { chainId: 'eip155:31337' })).payload).toEqual({ chainId: 31337 });
    expect((await frame.request('GET_CHAIN_ID')).payload).toEqual({ chainId: 31337 });
    expect((await frame.request('RPC_REQUEST', { method: 'eth_chainId' })).payload).toBe('0x7a69');
    expect((await frame.request('SWITCH_NETWORK', { chainId: 'solana:mainnet' })).type).toBe('@w3m-frame/SWITCH_NETWORK_ERROR');
  });

  it('a request needing a session answers SESSION_EXPIRED without one', async () => {
    const frame = await startFrame();
    expect(await frame.request('GET_USER')).toMatchObject({ payload: { code: 'SESSION_EXPIRED' } });
    expect((await frame.request('IS_CONNECTED')).payload).toEqual({ isConnected: false });
  });
});

describe('login, wallet creation, signing and recovery on a second device', () => {
  const email = 'alice@example.com';

  it('creates the wallet on the first device, signs after approval, and recovers it on a new device with the password', async () => {
    const storeA = createMemoryStore();
    // Device A's share is rewritten on its way from the server once `tamper` is set (last step below).
    let tamper = false;
    const tampering: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!tamper || !String(input).endsWith('/embedded/v1/wallet/share')) return response;
      const { serverShare } = (await response.json()) as { serverShare: string };
      return Response.json({ serverShare: `${serverShare.startsWith('A') ? 'B' : 'A'}${serverShare.slice(1)}` });
    };
    const a = await startFrame(storeA, { fetch: tampering });
    // A new visitor: the mailed code alone (a wrong one refused first); no device to approve from yet.
    const after = Date.now();
    expect((await a.request('CONNECT_EMAIL', { email })).payload).toEqual({ action: 'VERIFY_OTP' });
    const code = await server.mailedCode(email, after);
    expect((await a.request('CONNECT_OTP', { otp: wrong(code) })).payload).toMatchObject({ code: 'OTP_INVALID' });
    expect((await a.request('CONNECT_OTP', { otp: code })).payload).toEqual({ recovery: 'SETUP' });

    // Setup: a too-short password is refused in the UI, then a good one creates the wallet.
    const ui = openUi();
    ui.script.push({ kind: 'password', password: 'short' }, { kind: 'password', password: 'correct horse' });
    expect((await a.request('COMPLETE_RECOVERY')).type).toBe('@w3m-frame/COMPLETE_RECOVERY_SUCCESS');
    expect(ui.screens.map((s) => s.kind)).toEqual(['recovery-setup', 'recovery-setup', 'busy']);
    expect(ui.screens[1]).toMatchObject({ error: 'Use at least 8 characters.' });

    const user = (await a.request('GET_USER')).payload as { address: `0x${string}`; accounts: unknown };
    expect(user).toMatchObject({ email, chainId: 1, preferredAccountType: 'eoa', smartAccountDeployed: false });
    // The EVM account and the Solana account of the same secret (solana.test.ts signs with the latter).
    expect(user.accounts).toEqual([
      { address: user.address, type: 'eoa', namespace: 'eip155' },
      { address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/), type: 'eoa', namespace: 'solana' },
    ]);
    // Neither the server nor the device store holds the entropy in the clear.
    expect(JSON.stringify([...storeA.map.keys()])).not.toMatch(/mnemonic|entropy/);

    // personal_sign: shown in the UI, named after the app (SYNC_DAPP_DATA), signed after Approve, verifiable against the address.
    const metadata = { name: 'Acme Swap', description: '', url: 'https://acme.example', icons: [] };
    expect((await a.request('SYNC_DAPP_DATA', { metadata, sdkVersion: 'react-0.1.0', sdkType: 'wallet-modal', projectId })).type).toBe('@w3m-frame/SYNC_DAPP_DATA_SUCCESS');
    ui.script.push({ kind: 'approve' });
    const signed = await a.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', user.address] });
    expect(ui.screens.at(-1)).toMatchObject({ kind: 'approve', details: { method: 'personal_sign', message: '0x68656c6c6f' }, chainId: 1, networkName: 'Ethereum', appName: 'Acme Swap' });
    expect(await verifyMessage({ address: user.address, message: 'hello', signature: signed.payload as unknown as `0x${string}` })).toBe(true);

    // Reject → USER_REJECTED.
    ui.script.push({ kind: 'reject' });
    expect((await a.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x01', user.address] })).payload).toMatchObject({ code: 'USER_REJECTED' });

    // The same e-mail again on this device, with a live session: no code needed.
    expect((await a.request('CONNECT_EMAIL', { email })).payload).toEqual({ action: 'CONNECT' });

    // Device B: same account, no share → RECOVER; a wrong password is refused with a retry, the right one enrols B.
    // The account has a device (A): B's code is not enough, B is approved from the mailed link, then a new code.
    const b = await startFrame();
    expect(await server.signIn(b.request, email)).toEqual({ payload: { recovery: 'RECOVER' }, approvedByLink: true });
    // A holds the wallet: B is new to it, and the screen says so (issue 29 item 3); admitted once the wait is over.
    ui.script.push({ kind: 'password', password: 'correct horse' });
    const recovering = b.request('COMPLETE_RECOVERY');
    await expect.poll(() => (ui.screens.at(-1) as { error?: string }).error ?? '', { timeout: 15_000 }).toMatch(/^This device is new to your wallet/);
    await new Promise((resolve) => setTimeout(resolve, NEW_DEVICE_WAIT_SECONDS * 1000 + 300));
    ui.script.push({ kind: 'password', password: 'correct horse' });
    ui.answer({ kind: 'password', password: 'wrong password' });
    expect((await recovering).type).toBe('@w3m-frame/COMPLETE_RECOVERY_SUCCESS');
    expect(ui.screens.slice(-4).map((s) => s.kind)).toEqual(['recovery', 'busy', 'recovery', 'busy']);
    expect(ui.screens.at(-2)).toMatchObject({ error: 'Wrong password: 4 tries left' });
    expect(((await b.request('GET_USER')).payload as { address: string }).address).toBe(user.address);
    expect((await b.request('IS_CONNECTED')).payload).toEqual({ isConnected: true });

    ui.script.push({ kind: 'approve' });
    const fromB = await b.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', user.address] });
    expect(await verifyMessage({ address: user.address, message: 'hi', signature: fromB.payload as unknown as `0x${string}` })).toBe(true);

    // Export: the words appear only after the password, and they are this wallet's.
    ui.script.push({ kind: 'password', password: 'nope nope' }, { kind: 'password', password: 'correct horse' }, { kind: 'done' });
    expect((await b.request('EXPORT_WALLET')).type).toBe('@w3m-frame/EXPORT_WALLET_SUCCESS');
    const exportScreens = ui.screens.filter((s) => s.kind === 'export');
    expect(exportScreens.slice(0, 2).every((s) => s.kind === 'export' && s.words === undefined)).toBe(true);
    const words = (exportScreens.at(-1) as { words: string }).words;
    expect(words.split(' ')).toHaveLength(12);
    expect(mnemonicToAccount(words).address).toBe(user.address);

    // Sign-out ends the session but keeps the device's key and share.
    expect((await b.request('SIGN_OUT')).payload).toEqual({});
    expect((await b.request('IS_CONNECTED')).payload).toEqual({ isConnected: false });
    expect([...a.store.map.keys()].some((key) => key.startsWith('device-share:'))).toBe(true);

    // A server share that does not belong to this wallet never signs: the rebuilt address is checked.
    tamper = true;
    ui.script.push({ kind: 'approve' });
    expect((await a.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x01', user.address] })).payload).toMatchObject({
      code: 'UNKNOWN',
      message: 'The key shares do not rebuild this wallet',
    });
    ui.close();
  }, 30_000);
});

describe('two tabs set up the same new wallet at once (issue 18)', () => {
  const onWalletCreate = (input: Parameters<typeof fetch>[0]) => String(input).endsWith('/embedded/v1/wallet/create');
  const until = async (check: () => boolean) => {
    for (let i = 0; !check(); i++) {
      if (i > 400) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  /** E-mail and code (device approval too, when the account has a device already): resolves once the frame answers SETUP. */
  async function signIn(frame: Awaited<ReturnType<typeof startFrame>>, email: string): Promise<void> {
    expect((await server.signIn(frame.request, email)).payload).toEqual({ recovery: 'SETUP' });
  }

  async function signs(frame: Awaited<ReturnType<typeof startFrame>>, ui: TestUi, address: `0x${string}`): Promise<boolean> {
    ui.script.push({ kind: 'approve' });
    const signed = await frame.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address] });
    return verifyMessage({ address, message: 'hi', signature: signed.payload as unknown as `0x${string}` });
  }

  it("tabs of one browser: the one whose create is refused (WALLET_EXISTS) uses the winner's device share, asking nothing more", async () => {
    const email = 'two-tabs@example.com';
    // One browser profile: one store, so one device key. The winning tab saves its share half a second late.
    const store = createMemoryStore();
    const slowShare = {
      ...store,
      async set(key: string, value: unknown) {
        if (key.startsWith('device-share:')) await new Promise((resolve) => setTimeout(resolve, 500));
        return store.set(key, value);
      },
    };
    let winnerAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (winnerAnswered = resolve));
    const a = await startFrame(slowShare, {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (onWalletCreate(input)) winnerAnswered();
        return response;
      },
    });
    // Tab b's create reaches the server only once tab a's was answered: b loses, deterministically.
    const b = await startFrame(store, { fetch: async (input, init) => ((onWalletCreate(input) ? await answered : undefined), fetch(input, init)) });
    await signIn(a, email);
    await signIn(b, email);

    const ui = openUi();
    // Closed even when the test fails: a UI left on the channel would claim the next test's screens.
    onTestFinished(() => ui.close());
    ui.script.push({ kind: 'password', password: 'correct horse' }, { kind: 'password', password: 'another horse' });
    const replies = await Promise.all([a.request('COMPLETE_RECOVERY'), b.request('COMPLETE_RECOVERY')]);
    expect(replies.map((r) => r.type)).toEqual(['@w3m-frame/COMPLETE_RECOVERY_SUCCESS', '@w3m-frame/COMPLETE_RECOVERY_SUCCESS']);
    // Two set-up screens and their busy screens, nothing else: no recovery step in the tab that lost.
    expect(ui.screens.map((s) => s.kind).sort()).toEqual(['busy', 'busy', 'recovery-setup', 'recovery-setup']);

    const users = await Promise.all([a, b].map(async (frame) => (await frame.request('GET_USER')).payload as { address: `0x${string}` }));
    expect(users[1]!.address).toBe(users[0]!.address);
    expect([...store.map.keys()].filter((key) => key.startsWith('device-share:'))).toHaveLength(1);
    expect(await signs(b, ui, users[0]!.address)).toBe(true);
    expect(await signs(a, ui, users[0]!.address)).toBe(true);
  }, 30_000);

  it('another device created the wallet while this tab set one up: the recovery screen says so and takes that wallet\'s password', async () => {
    const email = 'two-devices@example.com';
    let otherCreated!: () => void;
    const created = new Promise<void>((resolve) => (otherCreated = resolve));
    const a = await startFrame();
    const b = await startFrame(createMemoryStore(), { fetch: async (input, init) => ((onWalletCreate(input) ? await created : undefined), fetch(input, init)) });
    await signIn(a, email);
    await signIn(b, email);

    const ui = openUi();
    onTestFinished(() => ui.close());
    ui.script.push({ kind: 'password', password: 'tab b password' });
    const fromB = b.request('COMPLETE_RECOVERY');
    await until(() => ui.screens.some((s) => s.kind === 'busy'));
    ui.script.push({ kind: 'password', password: 'correct horse' }, { kind: 'password', password: 'tab b password' });
    expect((await a.request('COMPLETE_RECOVERY')).type).toBe('@w3m-frame/COMPLETE_RECOVERY_SUCCESS');
    otherCreated();
    // A holds the wallet now: B is a new device to it and waits to be admitted (issue 29 item 3), then its password is checked.
    await expect.poll(() => (ui.screens.at(-1) as { error?: string }).error ?? '', { timeout: 15_000 }).toMatch(/^This device is new to your wallet/);
    await new Promise((resolve) => setTimeout(resolve, NEW_DEVICE_WAIT_SECONDS * 1000 + 300));
    ui.script.push({ kind: 'password', password: 'correct horse' });
    ui.answer({ kind: 'password', password: 'tab b password' });
    expect((await fromB).type).toBe('@w3m-frame/COMPLETE_RECOVERY_SUCCESS');

    const recovery = ui.screens.filter((s) => s.kind === 'recovery');
    expect(recovery).toEqual([
      { kind: 'recovery', method: 'password', notice: expect.stringMatching(/just created in another tab or on another device/) },
      { kind: 'recovery', method: 'password', notice: expect.stringMatching(/just created/), error: expect.stringMatching(/^This device is new to your wallet/) },
      { kind: 'recovery', method: 'password', notice: expect.stringMatching(/just created/), error: 'Wrong password: 4 tries left' },
    ]);
    const address = ((await a.request('GET_USER')).payload as { address: `0x${string}` }).address;
    expect(((await b.request('GET_USER')).payload as { address: string }).address).toBe(address);
    expect(await signs(b, ui, address)).toBe(true);
  }, 30_000);
});

describe('e-mail change (issue 29 item 4)', () => {
  it('a host-page script that holds a change code cannot submit it: the frame refuses UPDATE_EMAIL_*_OTP from the app; the codes are typed in the secure UI', async () => {
    const email = `change-${Date.now()}@example.com`;
    const frame = await startFrame();
    expect(await server.signIn(frame.request, email)).toEqual({ payload: { recovery: 'SETUP' }, approvedByLink: false });

    // The host page asks for the change with the spec's message; the secure UI takes the new address.
    const ui = openUi();
    ui.script.push({ kind: 'email-address', email: 'thief@example.com' });
    let after = Date.now();
    const change = frame.request('UPDATE_EMAIL', { email: 'thief@example.com' });
    // The script learns the code mailed to the current address (the person typed it into a page it
    // controls, or it reads the mailbox preview) and submits it itself: refused, whatever the code.
    const toCurrent = await server.sink.waitForMail({ to: email, after });
    const code = /\b([0-9]{6})\b/.exec(toCurrent.subject)![1]!;
    const primary = await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: code });
    expect(primary.type).toBe('@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR');
    expect(primary.payload).toMatchObject({ message: expect.stringMatching(/secure window/) });
    const secondary = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: code });
    expect(secondary.type).toBe('@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_ERROR');

    // The person finishes in the secure UI: the code from the current address, then the one from the new.
    await expect.poll(() => ui.screens.at(-1)).toMatchObject({ kind: 'email-change', step: 'current-code', currentEmail: email, newEmail: 'thief@example.com' });
    after = Date.now();
    ui.answer({ kind: 'email-code', otp: code });
    const toNew = await server.sink.waitForMail({ to: 'thief@example.com', after });
    await expect.poll(() => ui.screens.at(-1)).toMatchObject({ kind: 'email-change', step: 'new-code' });
    ui.answer({ kind: 'email-code', otp: /\b([0-9]{6})\b/.exec(toNew.subject)![1]! });
    // The host page learns the result only.
    expect((await change).payload).toEqual({ action: 'EMAIL_UPDATED', newEmail: 'thief@example.com' });
  });
});
