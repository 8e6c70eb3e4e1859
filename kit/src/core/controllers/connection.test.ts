// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys.js';
import { connect, disconnect, reconnect, resetConnection } from './connection.js';
import type { ChainAdapter } from '../types.js';
import { ADDRESS, loopbackApi, memoryWallet, testModal, walletModal, type LoopbackApi } from './testing.js';

let api: LoopbackApi;
beforeAll(async () => void (api = await loopbackApi()));
afterAll(() => api.close());

const tracked = () => api.events.map((event) => event.props.event);

describe('connection', () => {
  it('connects through the listed connector and reads the native balance', async () => {
    const { modal, calls } = walletModal();
    await connect(modal, { connectorId: 'dev.wallet' });
    expect(calls).toEqual(['connect:dev.wallet']);
    expect(modal.$connection.get().status).toBe('connected');
    expect(modal.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` });
    await vi.waitFor(() => expect(modal.$account.get().balance).toBe('1.234567'));
    expect(modal.$account.get().balanceSymbol).toBe('ETH');
  });

  it('Connections keyed by namespace, with the wallet id and name, are stored under keys prefixed with the SDK name', async () => {
    const { modal } = walletModal();
    await connect(modal, { connectorId: 'dev.wallet' });
    expect(modal.$connections.get()).toEqual({ eip155: { connectorId: 'dev.wallet', adapterId: 'memory' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CONNECTIONS) ?? '')).toEqual({ eip155: { connectorId: 'dev.wallet', adapterId: 'memory' } });
    expect(localStorage.getItem(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe('eip155');
    expect(localStorage.getItem(STORAGE_KEYS.WALLET_ID)).toBe('dev.wallet');
    expect(localStorage.getItem(STORAGE_KEYS.WALLET_NAME)).toBe('Dev Wallet');
    expect(localStorage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBe('connected');
    expect(Object.keys(localStorage).every((key) => key.startsWith('@wallet-modal/'))).toBe(true);
  });

  it('It returns to disconnected on failure, with the cause as a stable code', async () => {
    const { modal } = walletModal({ fail: Object.assign(new Error('User rejected the request.'), { code: 4001 }) });
    await expect(connect(modal, { connectorId: 'dev.wallet' })).rejects.toThrow('User rejected');
    expect(modal.$connection.get()).toMatchObject({ status: 'disconnected', error: { code: 'SIGNATURE_DECLINED', message: 'Signature declined' } });
  });

  it('a request already pending in the wallet (-32002) is told apart from a rejection', async () => {
    const { modal } = walletModal({ fail: Object.assign(new Error('Request already pending'), { code: -32002 }) });
    await expect(connect(modal, { connectorId: 'dev.wallet' })).rejects.toThrow();
    expect(modal.$connection.get().error?.code).toBe('REQUEST_PENDING');
  });

  it('a connector that is gone reports WALLET_NOT_FOUND', async () => {
    const { modal } = walletModal();
    await expect(connect(modal, { connectorId: 'io.gone' })).rejects.toThrow();
    expect(modal.$connection.get().error?.code).toBe('WALLET_NOT_FOUND');
  });

  it('It moves to connecting while syncing an existing session, then connected after a successful sync', async () => {
    const first = walletModal();
    await first.modal.connect('dev.wallet');
    // A reload: a new modal on the same storage.
    const { modal, calls } = walletModal();
    localStorage.setItem(STORAGE_KEYS.CONNECTIONS, JSON.stringify({ eip155: { connectorId: 'dev.wallet', adapterId: 'memory' } }));
    const syncing = reconnect(modal);
    expect(modal.$connection.get().status).toBe('connecting');
    await syncing;
    expect(calls).toContain('reconnect:dev.wallet');
    expect(modal.$connection.get().status).toBe('connected');
    expect(modal.$account.get().address).toBe(ADDRESS);
  });

  it('a corrupt or foreign stored connection reads as none (console notices only, the modal still works)', async () => {
    const { modal, calls } = walletModal();
    for (const value of ['{not json', '[1,2]', '{"eip155":{"connectorId":5}}', '"x"']) {
      localStorage.setItem(STORAGE_KEYS.CONNECTIONS, value);
      await reconnect(modal);
      expect(modal.$connection.get().status).toBe('disconnected');
    }
    expect(calls).toEqual([]);
  });

  it('A reset clears the URI, pairing expiry, deep link and recent wallet', () => {
    const { modal } = walletModal();
    modal.$connection.set({
      status: 'disconnected',
      uri: 'wc:x@2',
      pairingExpiry: 1,
      deepLink: { href: 'metamask://', name: 'MetaMask' },
      recentWallet: { id: 'io.metamask', name: 'MetaMask' },
    });
    resetConnection(modal);
    expect(modal.$connection.get()).toEqual({ status: 'disconnected' });
  });

  it('Disconnect resets account and network state, clears stored connector ids and the social provider, and sends a success tracking event', async () => {
    const { modal, calls } = walletModal({ chainId: 999 }, { apiUrl: api.baseUrl });
    await connect(modal, { connectorId: 'dev.wallet' });
    expect(modal.$network.get().unsupportedChainId).toBe('eip155:999');
    localStorage.setItem(STORAGE_KEYS.CONNECTED_SOCIAL, 'google');
    await disconnect(modal);
    expect(calls).toContain('disconnect');
    expect(modal.$account.get().status).toBe('disconnected');
    expect(modal.$account.get().address).toBeUndefined();
    expect(modal.$network.get().unsupportedChainId).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_IDS)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.CONNECTED_SOCIAL)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBe('disconnected');
    await vi.waitFor(() => expect(tracked()).toContain('DISCONNECT_SUCCESS'));
  });

  it("Disconnect sends an error tracking event and reports 'Failed to disconnect'", async () => {
    const { modal, adapter } = walletModal({}, { apiUrl: api.baseUrl });
    await connect(modal, { connectorId: 'dev.wallet' });
    adapter.disconnect = async () => {
      throw new Error('wallet gone');
    };
    await expect(disconnect(modal)).rejects.toThrow('Failed to disconnect');
    await vi.waitFor(() => expect(tracked()).toContain('DISCONNECT_ERROR'));
  });

  it('events from every adapter are kept: a wallet changing accounts updates its own namespace only', async () => {
    const { modal, emit } = walletModal();
    await modal.connect('dev.wallet');
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    emit('accountsChanged', 'eip155', [other]);
    expect(modal.$account.get().address).toBe(other);
    emit('accountsChanged', 'solana', ['ignored']);
    expect(modal.$accounts.get().solana).toBeUndefined();
    emit('accountsChanged', 'eip155', []);
    expect(modal.$account.get().status).toBe('disconnected');
    expect(modal.$connections.get()).toEqual({});
  });

  it('an EVM wallet and a Solana wallet are connected at the same time, each in its namespace; disconnecting one keeps the other', async () => {
    const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const SOL_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    const evm = memoryWallet();
    const phantom: ChainAdapter = {
      id: 'memory-solana',
      namespaces: ['solana'],
      setup: (context) => context.emit('connectorsChanged', [{ id: 'sol.wallet', name: 'Sol Wallet', type: 'ANNOUNCED', namespaces: ['solana'] }]),
      connect: async (connectorId) => [{ namespace: 'solana', address: SOL_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId }],
      reconnect: async () => [],
      disconnect: async () => {},
      switchNetwork: async () => {},
      signMessage: async () => 'sig',
      sendTransaction: async () => 'hash',
    };
    const modal = testModal({ networks: ['eip155:1', SOLANA], adapters: [evm.adapter, phantom] });
    await modal.connect('dev.wallet');
    await modal.connect('sol.wallet');
    expect(modal.$connections.get()).toEqual({
      eip155: { connectorId: 'dev.wallet', adapterId: 'memory' },
      solana: { connectorId: 'sol.wallet', adapterId: 'memory-solana' },
    });
    expect(modal.$accounts.get().eip155?.address).toBe(ADDRESS);
    expect(modal.$accounts.get().solana?.address).toBe(SOL_ADDRESS);
    await disconnect(modal, { namespace: 'solana' });
    expect(Object.keys(modal.$connections.get())).toEqual(['eip155']);
    expect(modal.$accounts.get().eip155?.status).toBe('connected');
    expect(evm.calls).not.toContain('disconnect');
  });
  it('a reload while a restore still syncs loses no connection: the stored entry of a wallet not yet restored is kept', async () => {
    const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const SOL_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    let answer!: (accounts: Awaited<ReturnType<ChainAdapter['reconnect']>>) => void;
    const slow: ChainAdapter = {
      id: 'memory-solana',
      namespaces: ['solana'],
      setup: (context) => context.emit('connectorsChanged', [{ id: 'sol.wallet', name: 'Sol Wallet', type: 'ANNOUNCED', namespaces: ['solana'] }]),
      connect: async () => [],
      reconnect: () => new Promise((resolve) => (answer = resolve)),
      disconnect: async () => {},
      switchNetwork: async () => {},
      signMessage: async () => 'sig',
      sendTransaction: async () => 'hash',
    };
    const modal = testModal({ networks: ['eip155:1', SOLANA], adapters: [memoryWallet().adapter, slow] });
    const stored = { eip155: { connectorId: 'dev.wallet', adapterId: 'memory' }, solana: { connectorId: 'sol.wallet', adapterId: 'memory-solana' } };
    localStorage.setItem(STORAGE_KEYS.CONNECTIONS, JSON.stringify(stored));
    const restoring = reconnect(modal);
    await vi.waitFor(() => expect(modal.$accounts.get().eip155?.address).toBe(ADDRESS));
    // The EVM wallet is back and written; the Solana wallet still syncs: a reload now must find both.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CONNECTIONS) ?? '')).toEqual(stored);
    answer([{ namespace: 'solana', address: SOL_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'sol.wallet' }]);
    await restoring;
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CONNECTIONS) ?? '')).toEqual(stored);
  });
});
