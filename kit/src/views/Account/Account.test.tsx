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
