// @vitest-environment jsdom
// The receive feature through the modal a visitor uses: Account → Receive shows the address as a QR
// code and text, the networks of its namespace, and copies the address.

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeatureModule } from '../../core/feature.js';
import { ADDRESS, walletModal } from '../../core/controllers/testing.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { send } from '../send/index.js';
import { receive } from './index.js';
import { resetDom } from '../../react/testing.js';

async function openAccount(modules: FeatureModule[] = [receive()]) {
  const { modal } = walletModal({}, { modules, networks: ['eip155:1', 'eip155:10'] });
  render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
  await act(() => modal.connect('dev.wallet'));
  act(() => modal.open());
  // The first open fetches the views chunk (transformed on first import here), so allow it time.
  await screen.findByTestId('account-address', {}, { timeout: 10_000 });
  return modal;
}

afterEach(resetDom);

describe('receive feature', () => {
  it('Account shows a Receive action that opens the address as a QR code and text, with the networks it is valid on', async () => {
    await openAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Receive' })).toBeTruthy();
    expect(await within(dialog).findByRole('img', { name: 'QR code of your address' })).toBeTruthy();
    expect(within(dialog).getByTestId('receive-address').textContent).toBe(ADDRESS);
    const networks = within(dialog).getByRole('list', { name: 'Networks this address receives on' });
    expect(within(networks).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ethereum', 'OP Mainnet']);
    expect(within(dialog).getByRole('note').textContent).toBe('Only send assets on Ethereum, OP Mainnet. Assets sent on another network may be lost.');
  });

  it('Copy address puts the address on the clipboard and says so', async () => {
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void (copied = text) } });
    await openAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Address copied')).toBeTruthy();
    expect(copied).toBe(ADDRESS);
  });

  it('without the module there is no Receive action', async () => {
    await openAccount([]);
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });

  it('Wallet feature order: onramp, swaps, receive, send — the Account actions follow it whatever the modules order', async () => {
    await openAccount([send(), receive()]);
    await screen.findByRole('button', { name: 'Send' });
    const labels = screen.getAllByRole('button').map((button) => button.textContent);
    expect(labels.indexOf('Receive')).toBeLessThan(labels.indexOf('Send'));
  });
});
