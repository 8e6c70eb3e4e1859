// @vitest-environment jsdom
// Custom connect buttons (issue 17): the render prop and `asChild` draw the app's own button from our
// state (account, chain, the three open functions, mounted and ready), as RainbowKit's ConnectButton.Custom does.

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ADDRESS, walletModal } from '../core/controllers/testing.js';
import { ConnectButton } from './ConnectButton.js';
import { loadViews } from './loadViews.js';
import { WalletModalProvider } from './Provider.js';
import type { ConnectButtonState } from './useConnectButton.js';

afterEach(cleanup);
afterAll(() => loadViews());

function AppButton() {
  return (
    <ConnectButton>
      {({ mounted, ready, account, chain, openConnectModal, openAccountModal, openChainModal }: ConnectButtonState) => {
        if (!mounted || !ready) return <span>waiting</span>;
        if (!account) return <button onClick={openConnectModal}>Sign in please</button>;
        return (
          <>
            <button onClick={openChainModal}>{chain?.unsupported ? 'Wrong network' : chain?.name}</button>
            <button onClick={openAccountModal}>
              {account.displayName} ({account.displayBalance})
            </button>
          </>
        );
      }}
    </ConnectButton>
  );
}

describe('ConnectButton render prop and asChild', () => {
  it("render prop: the app's own button gets the account (display name, balance), the chain and the open functions", async () => {
    const { modal } = walletModal();
    render(
      <WalletModalProvider modal={modal}>
        <AppButton />
      </WalletModalProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in please' }));
    expect(modal.$modal.get().open).toBe(true);
    expect(modal.$router.get().view).toBe('Connect');
    act(() => modal.close());
    await act(() => modal.connect('dev.wallet'));
    const account = await screen.findByRole('button', { name: '0xf3…b92266 (1.234 ETH)' });
    fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }));
    expect(modal.$router.get().view).toBe('Networks');
    act(() => modal.close());
    fireEvent.click(account);
    expect(modal.$router.get().view).toBe('Account');
  });

  it('render prop: a wallet on a network the app does not list shows as an unsupported chain', async () => {
    const { modal, emit } = walletModal();
    render(
      <WalletModalProvider modal={modal}>
        <AppButton />
      </WalletModalProvider>,
    );
    await act(() => modal.connect('dev.wallet'));
    await act(async () => emit('chainChanged', 'eip155', 999));
    expect(await screen.findByRole('button', { name: 'Wrong network' })).toBeTruthy();
  });

  it("asChild: the app's element gets our click, label and connected state instead of our <button>", async () => {
    const { modal } = walletModal();
    const { container } = render(
      <WalletModalProvider modal={modal}>
        <ConnectButton asChild>
          <a href="#wallet" className="nav-link" />
        </ConnectButton>
      </WalletModalProvider>,
    );
    const link = screen.getByRole('link', { name: 'Connect Wallet' });
    expect(link.className).toBe('nav-link');
    expect(link.getAttribute('data-connected')).toBe('false');
    expect(container.querySelector('button')).toBeNull();
    fireEvent.click(link);
    expect(modal.$router.get().view).toBe('Connect');
    act(() => modal.close());
    await act(() => modal.connect('dev.wallet'));
    const connected = await screen.findByRole('link', { name: 'Account 0xf3…b92266 1.234 ETH' });
    expect(connected.textContent).toBe('0xf3…b92266 1.234 ETH');
    expect(connected.getAttribute('data-connected')).toBe('true');
    fireEvent.click(connected);
    expect(modal.$router.get().view).toBe('Account');
  });

  it("asChild keeps the app's own content and click handler, then adds our label", async () => {
    const { modal } = walletModal();
    const clicks: string[] = [];
    render(
      <WalletModalProvider modal={modal}>
        <ConnectButton asChild label="Log in">
          <button type="button" onClick={() => clicks.push('app')}>
            <svg aria-hidden="true" />
          </button>
        </ConnectButton>
      </WalletModalProvider>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.querySelector('svg')).not.toBeNull();
    fireEvent.click(button);
    expect(clicks).toEqual(['app']);
    expect(modal.$modal.get().open).toBe(true);
  });

  it('asChild without an element child, or an element child without asChild, says what to pass', () => {
    const { modal } = walletModal();
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() =>
        render(
          <WalletModalProvider modal={modal}>
            <ConnectButton asChild />
          </WalletModalProvider>,
        ),
      ).toThrow(/<ConnectButton asChild> needs one element child/);
      expect(() =>
        render(
          <WalletModalProvider modal={modal}>
            <ConnectButton>
              <a href="#wallet" />
            </ConnectButton>
          </WalletModalProvider>,
        ),
      ).toThrow(/<ConnectButton> takes an element child only with asChild/);
    } finally {
      console.error = quiet;
    }
  });

  it('the default button: balance and short address once connected, its label holding the visible text', async () => {
    const { modal } = walletModal();
    render(
      <WalletModalProvider modal={modal}>
        <ConnectButton />
      </WalletModalProvider>,
    );
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    await act(() => modal.connect('dev.wallet'));
    const button = await screen.findByRole('button', { name: `Account ${ADDRESS.slice(0, 4)}…${ADDRESS.slice(-6)} 1.234 ETH` });
    expect(button.textContent).toBe('0xf3…b92266 1.234 ETH');
  });
});
