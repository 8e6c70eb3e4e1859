// @vitest-environment jsdom
// The wallets Connect suggests are read on intent (issue 31): not while the page idles, but when the
// visitor reaches for a ConnectButton (showIntent) or the modal opens; an app without an API asks nothing.
// Against a real loopback server answering /getWallets.

import { afterEach, describe, expect, it } from 'vitest';
import { createWalletModal } from '../client.js';
import { showIntent } from './intent.js';
import { openModal } from './modal.js';
import { loopback, memoryWallet, type Loopback } from './testing.js';

let api: Loopback | undefined;
let asked = 0;

async function app(withApi = true) {
  asked = 0;
  api = await loopback(({ url }) => {
    if (url.pathname !== '/getWallets') return { status: 404, body: {} };
    asked++;
    return { body: { count: 1, data: [{ id: 'w1', name: 'Wallet One', image_id: 'i1', rdns: null, homepage: 'https://w1.example', mobile_link: null, desktop_link: null, webapp_link: null, app_store: null, play_store: null, chrome_store: null, injected: null, chains: ['eip155:1'] }] } };
  });
  return createWalletModal({ projectId: 'demo', networks: ['eip155:1'], ...(withApi ? { apiUrl: api.url } : {}), adapters: [memoryWallet().adapter] });
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('the wallets Connect suggests are read on intent, not with the page (issue 31)', () => {
  it('nothing is asked while the page idles; the intent reads them, and the open that follows does not read again', async () => {
    const modal = await app();
    await idle();
    expect(asked).toBe(0);
    showIntent();
    await expect.poll(() => asked).toBeGreaterThan(0);
    const after = asked;
    openModal(modal);
    await idle();
    expect(asked).toBe(after);
  });

  it('a modal opened without intent (a headless open) reads them when it opens; without an API nothing is asked', async () => {
    const modal = await app();
    await idle();
    openModal(modal);
    await expect.poll(() => asked).toBeGreaterThan(0);
    await api?.close();
    const bare = await app(false);
    showIntent();
    openModal(bare);
    await idle();
    expect(asked).toBe(0);
  });
});
