// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $account } from '../stores/account.js';
import { $connection } from '../stores/connection.js';
import { $network } from '../stores/network.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import { connect, connectionHooks, disconnect, reconnect, resetConnection } from './connection.js';
import { ADDRESS, memoryWallet, resetStores } from './testing.js';

describe('connection', () => {
  beforeEach(resetStores);

  it('connects through the listed connector and reads the native balance', async () => {
    const wallet = memoryWallet();
    await connect({ connectorId: 'dev.wallet' });
    expect(wallet.calls).toEqual(['connect:dev.wallet']);
    expect($connection.get().status).toBe('connected');
    expect($account.get()).toMatchObject({ status: 'connected', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` });
    await vi.waitFor(() => expect($account.get().balance).toBe('1.234567'));
    expect($account.get().balanceSymbol).toBe('ETH');
  });

  it('Local storage keys are prefixed with the SDK name', async () => {
    memoryWallet();
    await connect({ connectorId: 'dev.wallet' });
    expect(localStorage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_IDS)).toBe('dev.wallet');
    expect(Object.keys(localStorage).every((key) => key.startsWith('@wallet-modal/'))).toBe(true);
  });

  it('It returns to disconnected on failure', async () => {
    memoryWallet({ fail: Object.assign(new Error('User rejected the request.'), { code: 4001 }) });
    await expect(connect({ connectorId: 'dev.wallet' })).rejects.toThrow('User rejected');
    expect($connection.get()).toMatchObject({ status: 'disconnected', error: 'User rejected the request.' });
  });

  it('It moves to connecting while syncing an existing session, then connected after a successful sync', async () => {
    const wallet = memoryWallet();
    localStorage.setItem(STORAGE_KEYS.CONNECTED_CONNECTOR_IDS, 'dev.wallet');
    localStorage.setItem(STORAGE_KEYS.ACTIVE_NAMESPACE, 'eip155');
    const syncing = reconnect();
    expect($connection.get().status).toBe('connecting');
    await syncing;
    expect(wallet.calls).toEqual(['reconnect:dev.wallet']);
    expect($connection.get().status).toBe('connected');
  });

  it('A reset clears the URI, pairing expiry, deep link and recent wallet', () => {
    $connection.set({
      status: 'disconnected',
      uri: 'wc:x@2',
      pairingExpiry: 1,
      deepLink: { href: 'metamask://', name: 'MetaMask' },
      recentWallet: { id: 'io.metamask', name: 'MetaMask' },
    });
    resetConnection();
    expect($connection.get()).toEqual({ status: 'disconnected' });
  });

  it('Disconnect resets account and network state, clears stored connector ids and the social provider, and sends a success tracking event', async () => {
    const wallet = memoryWallet({ chainId: 999 });
    const track = vi.spyOn(connectionHooks, 'track');
    await connect({ connectorId: 'dev.wallet' });
    expect($network.get().unsupportedChainId).toBe('eip155:999');
    localStorage.setItem(STORAGE_KEYS.CONNECTED_SOCIAL, 'google');
    await disconnect();
    expect(wallet.calls).toContain('disconnect');
    expect($account.get().status).toBe('disconnected');
    expect($account.get().address).toBeUndefined();
    expect($network.get().unsupportedChainId).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_IDS)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.CONNECTED_SOCIAL)).toBeNull();
    expect(track).toHaveBeenCalledWith('DISCONNECT_SUCCESS');
  });

  it("Disconnect sends an error tracking event and reports 'Failed to disconnect'", async () => {
    const wallet = memoryWallet();
    await connect({ connectorId: 'dev.wallet' });
    wallet.adapter.disconnect = async () => {
      throw new Error('wallet gone');
    };
    const track = vi.spyOn(connectionHooks, 'track');
    await expect(disconnect()).rejects.toThrow('Failed to disconnect');
    expect(track).toHaveBeenCalledWith('DISCONNECT_ERROR', { message: 'wallet gone' });
  });
});
