// @vitest-environment jsdom
// Farcaster sign-in in the kit against a fake secure-site frame (spec §1 socials, §2 back rule, §3
// GET_FARCASTER_URI / CONNECT_FARCASTER): the channel URL reaches ConnectingFarcaster, the answer signs in
// like a social login, and going back reloads the auth connector after 100 ms.

import { afterEach, expect, it, vi } from 'vitest';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { connectSocial } from '../../core/controllers/login.js';
import { goBack } from '../../core/controllers/router.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { embeddedWallet } from './index.js';
import { waitForFarcaster } from './farcaster.js';
import { defaultHandlers, EMBEDDED_ADDRESS, installFakeFrame, SECURE_SITE, settle, releaseEmbedded, type FakeFrame } from './testing.js';

let fake: (FakeFrame & { uninstall(): void }) | undefined;
let modal: WalletModal | undefined;

afterEach(() => {
  releaseEmbedded(modal, fake);
  modal = undefined;
  fake = undefined;
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A modal whose frame hands out a new channel URL per GET_FARCASTER_URI; CONNECT_FARCASTER answers with `connect`. */
function farcasterModal(connect: () => ReturnType<NonNullable<FakeFrame['handlers']['CONNECT_FARCASTER']>> = () => 'silent') {
  localStorage.clear();
  let channels = 0;
  fake = installFakeFrame({
    handlers: {
      ...defaultHandlers(),
      GET_FARCASTER_URI: () => ({ result: { url: `https://farcaster.example/~/siwf?channelToken=${++channels}` } }),
      CONNECT_FARCASTER: connect,
      GET_USER: () => ({ result: { email: null, address: EMBEDDED_ADDRESS, chainId: 1, userName: 'ada' } }),
    },
  });
  modal = createWalletModal({ projectId: 'demo', networks: ['eip155:1'], secureSiteUrl: SECURE_SITE, adapters: [], modules: [embeddedWallet()] });
  return modal;
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check() && Date.now() < deadline) await settle(1);
  expect(check()).toBe(true);
}

const names = () => fake!.requests.map((request) => request.name).filter((name) => !name.startsWith('SYNC_'));

it('Going back from ConnectingFarcaster with no connected address clears the Farcaster URL and reloads the auth connector after 100 ms; the next try gets a new channel', async () => {
  const current = farcasterModal();
  await connectSocial(current, { provider: 'farcaster' });
  expect(current.$router.get().view).toBe('ConnectingFarcaster');
  expect(current.$accounts.get().eip155?.farcasterUrl).toBe('https://farcaster.example/~/siwf?channelToken=1');
  const first = fake!.iframe();
  const waiting = waitForFarcaster(current, new AbortController().signal).catch((error: unknown) => error);
  await until(() => names().includes('CONNECT_FARCASTER'));

  vi.useFakeTimers();
  goBack(current);
  expect(current.$accounts.get().eip155?.farcasterUrl).toBeUndefined();
  await vi.advanceTimersByTimeAsync(99);
  expect(first.isConnected).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  // The old frame is gone (its wait ends with it), a new one shook hands.
  for (let step = 0; step < 200 && (first.isConnected || fake!.handshakes.length < 2); step++) await vi.advanceTimersByTimeAsync(10);
  expect(first.isConnected).toBe(false);
  expect(fake!.handshakes).toHaveLength(2);
  expect(await waiting).toMatchObject({ message: expect.stringMatching(/abort/i) });

  const again = connectSocial(current, { provider: 'farcaster' });
  await vi.advanceTimersByTimeAsync(1_000);
  await again;
  expect(current.$accounts.get().eip155?.farcasterUrl).toBe('https://farcaster.example/~/siwf?channelToken=2');
});

it('the Farcaster app answers: the account connects with the Farcaster user name as social username and connected social farcaster', async () => {
  const current = farcasterModal(() => ({ result: { userName: 'ada', recovery: 'NONE', socialProvider: 'farcaster' } }));
  await connectSocial(current, { provider: 'farcaster' });
  await waitForFarcaster(current, new AbortController().signal);
  expect(current.$connection.get().status).toBe('connected');
  expect(current.$router.get().view).toBe('Account');
  expect(current.$accounts.get().eip155).toMatchObject({ address: EMBEDDED_ADDRESS, socialProvider: 'farcaster', socialUserName: 'ada' });
  expect(current.$accounts.get().eip155?.farcasterUrl).toBeUndefined();
  expect(localStorage.getItem(`@appkit/${STORAGE_KEYS.CONNECTED_SOCIAL}`) ?? localStorage.getItem(STORAGE_KEYS.CONNECTED_SOCIAL)).toBe('farcaster');
  // After the user, the networks where its EVM account is a smart account (spec §3 smartAccountEnabledNetworks).
  expect(names()).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'GET_USER', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS']);
});
