// @vitest-environment jsdom
// EIP-5792 through the embedded wallet: modal.sendCalls, getCallsStatus and getCapabilities reach the
// secure-site frame (a fake frame: the boundary) as RPC_REQUEST in the shape the frame parses
// (schema/src/embedded `sendCallsParams`), and a method the frame does not serve is 4200.

import { sendCallsParams } from '@wallet-modal/schema/embedded';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { connectEmail } from '../../core/controllers/login.js';
import { email } from '../email/index.js';
import { embeddedWallet } from './index.js';
import { connectOtp } from './login.js';
import { defaultHandlers, EMBEDDED_ADDRESS, installFakeFrame, SECURE_SITE, settle, releaseEmbedded, type FakeFrame } from './testing.js';

const CALLS_ID = `0x${'ef'.repeat(32)}`;
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

let fake: (FakeFrame & { uninstall(): void }) | undefined;
let modal: WalletModal | undefined;

/** Waits (real time) until `check` holds: up to 20 s, as the first lazy import of the frame code is transformed then and the machine is shared. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check() && Date.now() < deadline) await settle(1);
  expect(check()).toBe(true);
}

/** A modal whose visitor signed in with e-mail; the frame answers the EIP-5792 methods as secure-site/src/frame does for an EOA. */
async function signedIn(): Promise<WalletModal> {
  const handlers = defaultHandlers();
  handlers.RPC_REQUEST = (payload: { method: string; params: unknown[] }) => {
    if (payload.method === 'wallet_sendCalls') return { result: { id: CALLS_ID } };
    if (payload.method === 'wallet_getCapabilities') return { result: {} };
    if (payload.method === 'wallet_getCallsStatus') return { result: { version: '2.0.0', id: payload.params[0], chainId: '0x1', status: 200, atomic: false, receipts: [{ transactionHash: `0x${'ab'.repeat(32)}`, status: '0x1' }] } };
    return { error: { code: 'UNKNOWN', message: 'Requested RPC call is not allowed' } };
  };
  fake = installFakeFrame({ handlers });
  localStorage.clear();
  modal = createWalletModal({ projectId: 'demo', networks: ['eip155:1'], secureSiteUrl: SECURE_SITE, adapters: [], modules: [email(), embeddedWallet()] });
  const ready = connectEmail(modal, { email: 'ada@example.com' });
  await vi.advanceTimersByTimeAsync(0);
  await until(() => fake!.handshakes.length === 1);
  await vi.advanceTimersByTimeAsync(500);
  await ready;
  await connectOtp(modal, '123456');
  vi.useRealTimers();
  return modal;
}

afterEach(() => {
  releaseEmbedded(modal, fake);
  modal = undefined;
  fake = undefined;
  vi.useRealTimers();
});

describe('EIP-5792 through the embedded wallet', () => {
  it('sendCalls reaches the frame as wallet_sendCalls in the shape it parses; getCallsStatus and getCapabilities come back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const current = await signedIn();
    const { id } = await current.sendCalls({ calls: [{ to: bob, value: 5n }, { to: bob, data: '0x' }] });
    expect(id).toBe(CALLS_ID);
    const request = fake!.requests.find((r) => (r.payload as { method?: string }).method === 'wallet_sendCalls')!.payload as { params: unknown[] };
    const parsed = sendCallsParams.safeParse(request.params[0]);
    expect(parsed.success).toBe(true);
    expect(request.params[0]).toMatchObject({ from: EMBEDDED_ADDRESS, chainId: '0x1', version: '2.0.0', calls: [{ to: bob, value: '0x5' }, { to: bob, data: '0x' }] });
    expect(await current.getCallsStatus(id)).toMatchObject({ status: 200, atomic: false });
    expect(await current.getCapabilities()).toEqual({});
  });

  it('a call whose to does not start with 0x never reaches the frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const current = await signedIn();
    const before = fake!.requests.length;
    await expect(current.sendCalls({ calls: [{ to: bob.slice(2) }] })).rejects.toThrow('calls[0].to must start with 0x');
    expect(fake!.requests.length).toBe(before);
  });
});
