// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_URI, pairingWallet } from '../../adapters/walletconnect/testing.js';
import { toWalletConnectError } from '../../adapters/walletconnect/errors.js';
import { renderWithModal } from '../testing.js';
import { ConnectingWalletConnectBasic } from '../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js';
import { Pairing } from './Pairing.js';
import { walletHref } from './deepLink.js';

describe('WalletConnect pairing views', () => {
  const writeText = vi.fn(async () => {});
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(cleanup);

  it('shows a loading state while the URI is fetched, then the QR code; "Copy link" copies the URI', async () => {
    const wallet = pairingWallet({ uriLater: true });
    renderWithModal(<ConnectingWalletConnectBasic />, { modal: wallet.modal });
    expect(screen.getByRole('progressbar', { name: 'Getting a pairing link…' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(wallet.attempts()).toBe(1));
    act(() => wallet.showUri());
    const qr = screen.getByRole('img', { name: 'QR code to connect with WalletConnect' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M0 0h7v1h-7z/); // the finder pattern's top row
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(TEST_URI);
  });

  it("puts the picked wallet's icon in the middle and offers its link with the URI; following it keeps the deep-link record", async () => {
    const wallet = pairingWallet();
    const picked = { name: 'MetaMask', imageUrl: 'https://img.example.org/metamask.png', links: { desktop: 'metamask-desktop:' } };
    renderWithModal(<Pairing wallet={picked} />, { modal: wallet.modal });
    const qr = await screen.findByRole('img', { name: 'QR code to connect with MetaMask' });
    expect(qr.querySelector('image')?.getAttribute('href')).toBe(picked.imageUrl);
    const open = screen.getByRole('link', { name: 'Open MetaMask' });
    expect(open.getAttribute('href')).toBe(walletHref('metamask-desktop:', TEST_URI));
    open.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(open);
    expect(wallet.modal.$connection.get().deepLink).toEqual({ href: walletHref('metamask-desktop:', TEST_URI), name: 'MetaMask' });
  });

  it('a rejected proposal shows the catalogue text; "Try again" asks for a new URI', async () => {
    const wallet = pairingWallet();
    renderWithModal(<ConnectingWalletConnectBasic />, { modal: wallet.modal });
    await waitFor(() => expect(wallet.attempts()).toBe(1));
    await act(async () => wallet.reject(toWalletConnectError({ code: 5000, message: 'User rejected.' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(wallet.attempts()).toBe(2));
    expect(screen.getByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeTruthy();
  });

  it('goes to Account once the wallet approves', async () => {
    const wallet = pairingWallet();
    renderWithModal(<ConnectingWalletConnectBasic />, { modal: wallet.modal });
    await waitFor(() => expect(wallet.attempts()).toBe(1));
    await act(async () => wallet.approve());
    await waitFor(() => expect(wallet.modal.$router.get().view).toBe('Account'));
  });

  it("offers 'get this wallet' from the directory's store link for this device", async () => {
    const wallet = pairingWallet();
    const picked = { name: 'Rainbow', links: { mobile: 'rainbow://', store: 'https://apps.apple.com/app/rainbow' } };
    renderWithModal(<Pairing wallet={picked} />, { modal: wallet.modal });
    const get = await screen.findByRole('link', { name: "Don't have Rainbow? Get it" });
    expect(get.getAttribute('href')).toBe('https://apps.apple.com/app/rainbow');
    expect(get.getAttribute('target')).toBe('_blank');
  });
});
