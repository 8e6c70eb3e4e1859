// @vitest-environment jsdom
// What a modal takes back from local storage when the page reloads, and what it does when the stored
// state, or the app's config, names a network or connector that is not there.

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWalletModal, type CreateWalletModalOptions } from '../client.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import { ADDRESS, loopbackApi, memoryWallet, walletModal, type LoopbackApi } from './testing.js';

/** The page reloads: a new modal on the same storage. */
const reload = (options: Partial<CreateWalletModalOptions> = {}) =>
  createWalletModal({ projectId: 'test', networks: ['eip155:1', 'eip155:10'], adapters: [], ...options });

const notices = () => [...vi.mocked(console.info).mock.calls, ...vi.mocked(console.warn).mock.calls].map((call) => String(call[0]));

let api: LoopbackApi;
beforeAll(async () => void (api = await loopbackApi()));
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('local storage read at start (spec §3)', () => {
  it('Active namespace and active network id are kept across reloads', async () => {
    const { modal } = walletModal();
    await modal.switchNetwork('eip155:10');
    expect(localStorage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe('eip155:10');
    expect(localStorage.getItem(STORAGE_KEYS.ACTIVE_NAMESPACE)).toBe('eip155');
    expect(reload().$network.get().caipNetwork?.caipNetworkId).toBe('eip155:10');
  });

  it('Last used chain: each namespace starts on the network last used in it, not only the active one', async () => {
    const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
    const networks = ['eip155:1', 'eip155:10', SOLANA, DEVNET];
    const modal = reload({ networks });
    await modal.switchNetwork(DEVNET);
    await modal.switchNetwork('eip155:10');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.LAST_USED_CHAIN) ?? '')).toEqual({ eip155: 'eip155:10', solana: DEVNET });
    const again = reload({ networks });
    expect(again.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:10');
    expect(again.$networks.get().solana?.caipNetwork?.caipNetworkId).toBe(DEVNET);
    // A network the app no longer lists, or a foreign value, is ignored: Solana starts as on a first visit.
    localStorage.clear();
    const firstVisit = reload({ networks }).$networks.get().solana?.caipNetwork;
    for (const stored of [JSON.stringify({ solana: 'solana:gone', eip155: `${SOLANA}` }), '{not json']) {
      localStorage.setItem(STORAGE_KEYS.LAST_USED_CHAIN, stored);
      expect(reload({ networks }).$networks.get().solana?.caipNetwork).toEqual(firstVisit);
    }
  });

  it('Default account types: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
    expect(reload().$preferredAccountTypes.get()).toEqual({ bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' });
    expect(reload({ defaultAccountTypes: { eip155: 'eoa' } }).$preferredAccountTypes.get()).toMatchObject({ eip155: 'eoa', bip122: 'payment' });
  });

  it('preferred account types per namespace are stored and restored; set preferred account type (also sends a tracking event)', async () => {
    const modal = reload({ apiUrl: api.baseUrl });
    modal.setPreferredAccountType({ namespace: 'eip155', type: 'eoa' });
    modal.setPreferredAccountType({ namespace: 'bip122', type: 'ordinal' });
    expect(modal.$preferredAccountTypes.get()).toMatchObject({ eip155: 'eoa', bip122: 'ordinal', solana: 'eoa' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES) ?? '')).toEqual({ eip155: 'eoa', bip122: 'ordinal' });
    // The user's pick outlives a reload and wins over the app's default.
    expect(reload({ defaultAccountTypes: { eip155: 'smartAccount' } }).$preferredAccountTypes.get()).toMatchObject({ eip155: 'eoa', bip122: 'ordinal' });
    await expect.poll(() => api.events.filter((event) => event.props.event === 'SET_PREFERRED_ACCOUNT_TYPE').map((event) => event.props.properties?.accountType)).toEqual(['eoa', 'ordinal']);
    expect(() => modal.setPreferredAccountType({ namespace: 'solana', type: 'payment' })).toThrow('Unknown account type for solana: payment');
    expect(modal.$preferredAccountTypes.get().solana).toBe('eoa');
  });

  it('Smart-account-enabled networks (comma list) are restored into the network state', () => {
    localStorage.setItem(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS, '1,8453,10');
    expect(reload().$networks.get().eip155?.smartAccountEnabledNetworks).toEqual([1, 8453, 10]);
    localStorage.setItem(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS, '1, x,,-3');
    expect(reload().$networks.get().eip155?.smartAccountEnabledNetworks).toEqual([]);
    expect(notices().some((notice) => notice.includes(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS))).toBe(true);
  });

  it('Cached balance records keyed by address: native balance 30 s, so a reload within 30 s reads no chain', async () => {
    const reads: string[] = [];
    const wallet = memoryWallet();
    const adapter = { ...wallet.adapter, getBalance: async (address: string) => (reads.push(address), 2_000_000_000_000_000_000n) };
    const first = reload({ adapters: [adapter] });
    await first.connect('dev.wallet');
    await vi.waitFor(() => expect(first.$account.get().balance).toBe('2'));
    const second = reload({ adapters: [adapter] });
    await vi.waitFor(() => expect(second.$account.get()).toMatchObject({ address: ADDRESS, balance: '2' }));
    expect(reads).toEqual([ADDRESS]);
    // Another network is another record.
    await second.switchNetwork('eip155:10');
    wallet.emit('chainChanged', 'eip155', 10);
    await vi.waitFor(() => expect(reads).toEqual([ADDRESS, ADDRESS]));
  });
});

describe('A missing network or connector only produces console notices (spec §8)', () => {
  it('a stored active network id the app no longer lists: the default network is used, with a console notice', () => {
    localStorage.setItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, 'eip155:137');
    const modal = reload();
    expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:1');
    expect(notices().some((notice) => notice.includes('eip155:137') && notice.includes('not in the app'))).toBe(true);
  });

  it('a stored connection whose adapter or connector is gone: disconnected, storage cleaned, with a console notice', async () => {
    localStorage.setItem(STORAGE_KEYS.CONNECTIONS, JSON.stringify({ eip155: { connectorId: 'io.old', adapterId: 'removed' } }));
    const gone = createWalletModal({ projectId: 'test', networks: ['eip155:1'], adapters: [memoryWallet().adapter] });
    await vi.waitFor(() => expect(gone.$connection.get().status).toBe('disconnected'));
    expect(notices().some((notice) => notice.includes('io.old') && notice.includes('removed adapter'))).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.CONNECTIONS)).toBeNull();

    // The adapter is there, but its wallet no longer grants the connector.
    localStorage.setItem(STORAGE_KEYS.CONNECTIONS, JSON.stringify({ eip155: { connectorId: 'io.old', adapterId: 'memory' } }));
    const wallet = memoryWallet();
    const refusing = { ...wallet.adapter, reconnect: async () => Promise.reject(new Error('no such connector')) };
    const refused = createWalletModal({ projectId: 'test', networks: ['eip155:1'], adapters: [refusing] });
    await vi.waitFor(() => expect(refused.$connection.get().status).toBe('disconnected'));
    expect(notices().some((notice) => notice.includes('io.old could not be restored'))).toBe(true);
    // The modal still works.
    await refused.connect('dev.wallet');
    expect(refused.$account.get().address).toBe(ADDRESS);
  });

  it('a config network id the catalogue does not know is left out with a console notice; none left is Network Not Found', () => {
    const modal = reload({ networks: ['eip155:999999', 'eip155:10'] as never, defaultNetwork: 'eip155:999999' as never });
    expect(modal.$network.get().requestedCaipNetworks.map((network) => network.caipNetworkId)).toEqual(['eip155:10']);
    expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:10');
    expect(notices().some((notice) => notice.includes('Network Not Found: eip155:999999'))).toBe(true);
    expect(() => reload({ networks: ['eip155:999999'] as never })).toThrow('Network Not Found');
  });
});
