// @vitest-environment jsdom
// <WalletButton wallet="…" />: "Connect MetaMask" straight away, without the wallet list (issue 17).

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { memoryWallet, testModal } from '../core/controllers/testing.js';
import type { ChainAdapter } from '../core/types.js';
import { loadViews } from './loadViews.js';
import { WalletModalProvider } from './Provider.js';
import { WalletButton } from './WalletButton.js';

afterEach(cleanup);
afterAll(() => loadViews());

/** The in-memory wallet announced as an EIP-6963 wallet with an rdns, as MetaMask announces itself. */
function announcedAs(adapter: ChainAdapter, rdns: string, name: string): ChainAdapter {
  return {
    ...adapter,
    setup: (context) =>
      adapter.setup({
        ...context,
        emit: (event, ...args) =>
          event === 'connectorsChanged'
            ? context.emit('connectorsChanged', [{ id: rdns, name, type: 'ANNOUNCED', namespaces: ['eip155'], info: { rdns } }])
            : (context.emit as (name: string, ...rest: unknown[]) => void)(event, ...args),
      }),
  };
}

describe('WalletButton', () => {
  it('connects that wallet by its rdns without opening the wallet list', async () => {
    const wallet = memoryWallet();
    const modal = testModal({ adapters: [announcedAs(wallet.adapter, 'io.metamask', 'MetaMask')] });
    render(
      <WalletModalProvider modal={modal}>
        <WalletButton wallet="io.metamask" />
      </WalletModalProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect MetaMask' })));
    // The connection code is fetched on first use: wait for the connect it makes.
    await expect.poll(() => wallet.calls).toEqual(['connect:io.metamask']);
    await expect.poll(() => modal.$account.get().status).toBe('connected');
    expect(modal.$modal.get().open).toBe(false);
    const connected = await screen.findByRole('button', { name: 'MetaMask connected' });
    fireEvent.click(connected);
    expect(modal.$router.get().view).toBe('Account');
  });

  it('says clearly when the wallet is not installed, and offers no button', () => {
    const modal = testModal({ adapters: [memoryWallet().adapter] });
    render(
      <WalletModalProvider modal={modal}>
        <WalletButton wallet="io.metamask" name="MetaMask" />
      </WalletModalProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('MetaMask is not installed in this browser');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the wallet's refusal with the catalogue text and lets the visitor try again", async () => {
    const wallet = memoryWallet({ fail: Object.assign(new Error('User rejected the request.'), { code: 4001 }) });
    const modal = testModal({ adapters: [wallet.adapter] });
    render(
      <WalletModalProvider modal={modal}>
        <WalletButton wallet="dev.wallet" />
      </WalletModalProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect Dev Wallet' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined');
    expect((screen.getByRole('button', { name: 'Connect Dev Wallet' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('render prop: the app draws the button from the connector, status and error', async () => {
    const modal = testModal({ adapters: [memoryWallet().adapter] });
    render(
      <WalletModalProvider modal={modal}>
        <WalletButton wallet="io.rabby" name="Rabby">
          {({ connector, notInstalledText, connectWallet, status }) =>
            connector ? <button onClick={connectWallet}>{status}</button> : <em>{notInstalledText}</em>}
        </WalletButton>
        <WalletButton wallet="dev.wallet">
          {({ connector, connectWallet, status, error }) => (
            <button onClick={connectWallet}>{`${connector?.name} ${status}${error ? ` ${error.code}` : ''}`}</button>
          )}
        </WalletButton>
      </WalletModalProvider>,
    );
    expect(screen.getByText('Rabby is not installed in this browser').tagName).toBe('EM');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dev Wallet idle' })));
    expect(screen.getByRole('button', { name: 'Dev Wallet connected' })).toBeTruthy();
  });
});
