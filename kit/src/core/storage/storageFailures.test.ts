// @vitest-environment jsdom
// Whatever is in local storage, or however it fails, the modal works: a fresh page with garbage in
// every key, storage that throws (Safari private mode) and storage that is full, each driven through
// the public API: create, connect the in-memory wallet, switch network, disconnect.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWalletModal } from '../client.js';
import { ADDRESS, memoryWallet } from '../controllers/testing.js';
import { STORAGE_KEYS } from './keys.js';

const GARBAGE = ['{not json', 'null', '[1,2]', '"x"', '12.5', '{"eip155":{"connectorId":5}}', 'eip155:999', '-1,abc', '\u0000\ufffd'];

/** Creates a modal, connects the Dev Wallet, switches to OP Mainnet and disconnects, checking each step. */
async function openTheModal() {
  const { adapter, calls } = memoryWallet();
  const modal = createWalletModal({ projectId: 'test', networks: ['eip155:1', 'eip155:10'], adapters: [adapter] });
  await vi.waitFor(() => expect(modal.$connection.get().status).toBe('disconnected'));
  expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:1');
  expect(modal.$preferredAccountTypes.get()).toEqual({ bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' });
  expect(modal.$network.get().smartAccountEnabledNetworks).toEqual([]);

  await modal.connect('dev.wallet');
  expect(modal.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS });
  await vi.waitFor(() => expect(modal.$account.get().balance).toBe('1.234567'));
  await modal.switchNetwork('eip155:10');
  expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:10');
  modal.setPreferredAccountType({ namespace: 'eip155', type: 'eoa' });
  expect(modal.$preferredAccountTypes.get().eip155).toBe('eoa');
  await modal.disconnect();
  expect(modal.$connection.get().status).toBe('disconnected');
  expect(modal.$account.get().address).toBeUndefined();
  expect(calls).toEqual(['connect:dev.wallet', 'switch:eip155:10', 'disconnect']);
  modal.destroy();
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('local storage (spec §3, §8)', () => {
  it('a corrupt or foreign value in any key reads as absent, with console notices only', async () => {
    for (const junk of GARBAGE) {
      for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, junk);
      await openTheModal();
    }
    const notices = vi.mocked(console.info).mock.calls.map((call) => String(call[0]));
    for (const key of [STORAGE_KEYS.CONNECTIONS, STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, STORAGE_KEYS.RECENT_WALLETS, STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS]) {
      expect(notices.some((notice) => notice.includes(key))).toBe(true);
    }
    expect(notices.some((notice) => notice.includes('last active network'))).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
    // What the modal wrote over the garbage reads back.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.RECENT_WALLETS) ?? '')).toEqual([{ id: 'dev.wallet', name: 'Dev Wallet' }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES) ?? '')).toEqual({ eip155: 'eoa' });
    expect(localStorage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe('eip155:10');
  });

  it('storage failures only produce console notices: storage that throws on every call (Safari private mode)', async () => {
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
    }
    await openTheModal();
    expect(console.info).toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('storage failures only produce console notices: storage that is full', async () => {
    localStorage.setItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, 'eip155:1');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await openTheModal();
    expect(vi.mocked(console.info).mock.calls.some((call) => String(call[0]).includes('storage write failed'))).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('storage failures only produce console notices: no localStorage at all', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    await openTheModal();
    expect(console.error).not.toHaveBeenCalled();
  });
});
