// @vitest-environment jsdom
// The Account view's balance line through the modal a visitor uses: loading, the balance, and a failed read.

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletModal } from '../../core/controllers/testing.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { resetDom } from '../../react/testing.js';

afterEach(resetDom);

async function openAccount(getBalance?: () => Promise<bigint>) {
  const wallet = walletModal();
  if (getBalance) wallet.adapter.getBalance = getBalance;
  render(<WalletModalProvider modal={wallet.modal}>{null}</WalletModalProvider>);
  await act(() => wallet.modal.connect('dev.wallet'));
  act(() => wallet.modal.open());
  return screen.findByTestId('account-balance');
}

describe('Account balance', () => {
  it('shows the balance in 3 decimals once read', async () => {
    const line = await openAccount();
    await expect.poll(() => line.textContent).toBe('1.234 ETH');
  });

  it("a failed balance read says 'Token Balance Unavailable' instead of loading forever (the retry waits 30 s)", async () => {
    const line = await openAccount(async () => {
      throw new Error('the node is down');
    });
    await expect.poll(() => line.textContent).toBe('Token Balance Unavailable');
  });
});

describe('Account on open networks (issue 30)', () => {
  it('the local chain: labelled Local with a Testnet badge, and no explorer link; on a network with an explorer, the link is built from that explorer', async () => {
    const rollup = {
      id: 'eip155:777',
      name: 'My Rollup',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:9777'],
      blockExplorer: { name: 'Rollupscan', url: 'https://scan.rollup.example/' },
    };
    const wallet = walletModal({ chainId: 31337 }, { networks: ['eip155:31337', rollup.id], customNetworks: [rollup] });
    render(<WalletModalProvider modal={wallet.modal}>{null}</WalletModalProvider>);
    await act(() => wallet.modal.connect('dev.wallet'));
    act(() => wallet.modal.open());
    await expect.poll(() => screen.queryByTestId('account-network')?.textContent).toBe('Local');
    expect(screen.getByTestId('network-testnet').textContent).toBe('Testnet');
    expect(screen.queryByRole('link', { name: /explorer/i })).toBeNull();

    // The wallet switches without announcing chainChanged: the link still follows the network.
    await act(() => wallet.modal.switchNetwork(rollup.id));
    await expect.poll(() => screen.queryByTestId('account-network')?.textContent).toBe('My Rollup');
    const link = screen.getByRole('link', { name: /explorer/i });
    expect(link.getAttribute('href')).toBe(`https://scan.rollup.example/address/${wallet.modal.$account.get().address}`);
    expect(screen.queryByTestId('network-testnet')).toBeNull();

    await act(() => wallet.modal.switchNetwork('eip155:31337'));
    await expect.poll(() => screen.queryByRole('link', { name: /explorer/i })).toBeNull();
  });
});
