// @vitest-environment jsdom
// Storage faults through the modal a visitor sees (spec §8: storage failures only produce console
// notices): the page with the provider and ConnectButton, the modal opened by its button, the wallet
// picked in the Connect view, then a reload (a new modal on the same storage). Each fault: storage
// that throws on every call (Safari private mode), a value in every key of spec §3 that is corrupt or
// foreign, and a storage the host app has nearly filled (quota exceeded on our writes).

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWalletModal, type WalletModal } from '../core/client.js';
import { ADDRESS, memoryWallet } from '../core/controllers/testing.js';
import { STORAGE_KEYS } from '../core/storage/keys.js';
import { ConnectButton } from './ConnectButton.js';
import { loadViews } from './loadViews.js';
import { WalletModalProvider } from './Provider.js';

/** jsdom's localStorage quota (characters of keys and values, per origin), as browsers' 5 MB. */
const QUOTA = 5_000_000;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  await loadViews();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A page load: a new modal on whatever storage holds, the provider and the button. */
function loadPage() {
  const wallet = memoryWallet();
  const modal = createWalletModal({ projectId: 'test', networks: ['eip155:1', 'eip155:10'], adapters: [wallet.adapter] });
  render(
    <WalletModalProvider modal={modal}>
      <ConnectButton />
    </WalletModalProvider>,
  );
  return { modal, calls: wallet.calls };
}

/** Leaves the page: the modal goes away, the storage stays. */
function unloadPage(modal: WalletModal) {
  cleanup();
  modal.destroy();
}

/** What a visitor does: the button opens the modal, the Dev Wallet is picked, the Account view shows. */
async function connectThroughTheModal(modal: WalletModal) {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  const dialog = await screen.findByRole('dialog');
  await act(async () => fireEvent.click(await within(dialog).findByRole('button', { name: /Dev Wallet/ })));
  await vi.waitFor(() => expect(modal.$router.get().view).toBe('Account'));
  expect(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Disconnect' })).toBeTruthy();
  await act(async () => modal.switchNetwork('eip155:10'));
  await act(async () => modal.close());
}

/** After a reload: the modal opens from its button whatever storage did, on the view its state says. */
async function opensAgain(modal: WalletModal) {
  await act(async () => modal.open());
  expect(await screen.findByRole('dialog')).toBeTruthy();
  await act(async () => modal.close());
}

const consoleErrors = () => vi.mocked(console.error).mock.calls;
const notices = () => vi.mocked(console.info).mock.calls.map((call) => String(call[0]));

describe('storage faults through the modal (spec §3, §8)', () => {
  it('Storage failures only produce console notices: storage that throws on every call (Safari private mode) — the modal opens and connects; a reload starts disconnected', async () => {
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
    }
    const first = loadPage();
    await connectThroughTheModal(first.modal);
    expect(first.modal.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS });
    unloadPage(first.modal);

    const second = loadPage();
    await vi.waitFor(() => expect(second.modal.$connection.get().status).toBe('disconnected'));
    expect(second.calls).toEqual([]); // nothing was remembered, so nothing is reconnected
    await opensAgain(second.modal);
    expect(notices().some((notice) => notice.includes('storage write failed'))).toBe(true);
    expect(consoleErrors()).toEqual([]);
    second.modal.destroy();
  });

  it('Storage failures only produce console notices: a corrupt or foreign value in every key of spec §3 — the modal opens and connects; what it wrote over them is restored on reload', async () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, '{"eip155":{"connectorId":5}}\u0000');
    const first = loadPage();
    await opensAgain(first.modal);
    await connectThroughTheModal(first.modal);
    unloadPage(first.modal);

    const second = loadPage();
    // The stored network is taken at once, before the wallet reconnects (and then says its own chain).
    expect(second.modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:10');
    await vi.waitFor(() => expect(second.modal.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS }));
    expect(second.calls).toEqual(['reconnect:dev.wallet']);
    await opensAgain(second.modal);
    expect(notices().some((notice) => notice.includes(STORAGE_KEYS.CONNECTIONS))).toBe(true);
    expect(consoleErrors()).toEqual([]);
    second.modal.destroy();
  });

  it('Storage failures only produce console notices: quota exceeded on write — with the host app holding nearly all of it, the modal works, every key holds the latest value or none (never an older one), and once space frees the next visit is remembered whole', async () => {
    // What the visit writes when storage has room: the latest value of each key.
    const roomy = loadPage();
    await connectThroughTheModal(roomy.modal);
    unloadPage(roomy.modal);
    const latest = Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, localStorage.getItem(key)]));
    expect(latest[STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID]).toBe('eip155:10');
    expect(latest[STORAGE_KEYS.CONNECTIONS]).not.toBeNull();
    localStorage.clear();

    // The same visit with the host app leaving room for a few short values only.
    localStorage.setItem('host-app-cache', 'x'.repeat(QUOTA - 'host-app-cache'.length - 120));
    const first = loadPage();
    await connectThroughTheModal(first.modal);
    expect(first.modal.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS });
    expect(notices().some((notice) => notice.includes('storage write failed'))).toBe(true);
    unloadPage(first.modal);
    const kept = Object.values(STORAGE_KEYS).filter((key) => localStorage.getItem(key) !== null);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(Object.values(latest).filter((value) => value !== null).length);
    for (const key of kept) expect(localStorage.getItem(key), key).toBe(latest[key]);

    // The reload restores what was kept and nothing else.
    const second = loadPage();
    expect(second.modal.$network.get().caipNetwork?.caipNetworkId).toBe(localStorage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID) ?? 'eip155:1');
    const reconnects = localStorage.getItem(STORAGE_KEYS.CONNECTIONS) !== null;
    await vi.waitFor(() => expect(second.modal.$connection.get().status).toBe(reconnects ? 'connected' : 'disconnected'));
    expect(second.calls).toEqual(reconnects ? ['reconnect:dev.wallet'] : []);
    await opensAgain(second.modal);
    if (reconnects) await act(async () => second.modal.disconnect());

    // The host frees its cache: the next connection is remembered whole.
    localStorage.removeItem('host-app-cache');
    await connectThroughTheModal(second.modal);
    unloadPage(second.modal);
    const third = loadPage();
    expect(third.modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:10');
    await vi.waitFor(() => expect(third.modal.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS }));
    expect(third.calls).toEqual(['reconnect:dev.wallet']);
    expect(consoleErrors()).toEqual([]);
    third.modal.destroy();
  });
});
