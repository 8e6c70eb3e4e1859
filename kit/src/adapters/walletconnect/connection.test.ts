// @vitest-environment jsdom
// The connection controller with a WalletConnect connector: the pairing's status rules (spec §4),
// the URI and expiry in the connection state, errors and the deep-link record. The wallet side is a
// pairing adapter we drive by hand (the boundary); the controllers are the real ones.
import { afterEach, describe, expect, it } from 'vitest';
import { PAIRING_LIFETIME_MS } from '../../core/constants.js';
import { connect, resetConnection } from '../../core/controllers/connection.js';
import { rememberDeepLink } from '../../core/controllers/deepLink.js';
import { getRecentWallets } from '../../core/storage/recentWallets.js';
import { toWalletConnectError } from './errors.js';
import { WALLET_CONNECT_CONNECTOR_ID } from './index.js';
import { TEST_URI, pairingWallet } from './testing.js';
import type { WalletModal } from '../../core/client.js';

let modal: WalletModal;

const userAgent = navigator.userAgent;
const setUserAgent = (value: string) => Object.defineProperty(navigator, 'userAgent', { value, configurable: true });

describe('WalletConnect in the connection controller', () => {
  afterEach(() => {
    delete (window as { Telegram?: unknown }).Telegram;
    setUserAgent(userAgent);
  });

  it('a pairing shown as a QR code is not connecting yet; its URI and expiry are in the state; approval connects', async () => {
    const wallet = pairingWallet();
    modal = wallet.modal;
    const connecting = connect(modal, { connectorId: WALLET_CONNECT_CONNECTOR_ID });
    expect(modal.$connection.get()).toMatchObject({ status: 'disconnected', uri: TEST_URI });
    expect(modal.$connection.get().pairingExpiry).toBeGreaterThan(Date.now() + PAIRING_LIFETIME_MS - 1_000);
    wallet.approve();
    await connecting;
    expect(modal.$connection.get().status).toBe('connected');
    expect(getRecentWallets()[0]).toMatchObject({ id: WALLET_CONNECT_CONNECTOR_ID });
  });

  it('It moves to connecting while a pairing on Telegram is pending', async () => {
    (window as { Telegram?: unknown }).Telegram = { WebApp: {} };
    const wallet = pairingWallet();
    modal = wallet.modal;
    const connecting = connect(modal, { connectorId: WALLET_CONNECT_CONNECTOR_ID });
    expect(modal.$connection.get().status).toBe('connecting');
    wallet.approve();
    await connecting;
  });

  it('It moves to connecting while a pairing on iOS Safari is pending (not on iOS Chrome)', async () => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1');
    let wallet = pairingWallet();
    modal = wallet.modal;
    let connecting = connect(modal, { connectorId: WALLET_CONNECT_CONNECTOR_ID });
    expect(modal.$connection.get().status).toBe('connecting');
    wallet.approve();
    await connecting;

    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1');
    wallet = pairingWallet();
    modal = wallet.modal;
    connecting = connect(modal, { connectorId: WALLET_CONNECT_CONNECTOR_ID });
    expect(modal.$connection.get().status).toBe('disconnected');
    wallet.approve();
    await connecting;
  });

  it('a rejected proposal returns to disconnected with the catalogue text', async () => {
    const wallet = pairingWallet();
    modal = wallet.modal;
    const connecting = connect(modal, { connectorId: WALLET_CONNECT_CONNECTOR_ID });
    wallet.reject(toWalletConnectError({ code: 5000, message: 'User rejected.' }));
    await expect(connecting).rejects.toMatchObject({ code: 4001 });
    expect(modal.$connection.get()).toMatchObject({ status: 'disconnected', error: { code: 'SIGNATURE_DECLINED', message: 'Signature declined' } });
  });

  it('a superseded attempt (its pairing replaced by a newer one) leaves the newer attempt’s state alone', async () => {
    const wallet = pairingWallet();
    modal = wallet.modal;
    const first = connect(modal, { connectorId: WALLET_CONNECT_CONNECTOR_ID });
    const second = connect(modal, { connectorId: WALLET_CONNECT_CONNECTOR_ID });
    wallet.reject(new Error('A newer connection attempt replaced this one'), 1);
    await expect(first).rejects.toThrow('replaced');
    expect(modal.$connection.get()).toMatchObject({ status: 'disconnected', uri: TEST_URI });
    expect(modal.$connection.get().error).toBeUndefined();
    wallet.approve();
    await second;
    expect(modal.$connection.get().status).toBe('connected');
  });

  it('the deep-link record (href and name) is kept until a reset clears it', () => {
    modal = pairingWallet().modal;
    rememberDeepLink(modal, { href: 'metamask://wc?uri=wc%3Aabc', name: 'MetaMask' });
    expect(modal.$connection.get().deepLink).toEqual({ href: 'metamask://wc?uri=wc%3Aabc', name: 'MetaMask' });
    resetConnection(modal);
    expect(modal.$connection.get().deepLink).toBeUndefined();
  });
});
