// @vitest-environment jsdom
// The embedded variant through React (spec §2): the modal's content inline where the app puts
// <WalletModalEmbed />, and closing it returns to its home view.

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { walletModal } from '../core/controllers/testing.js';
import { ConnectButton } from './ConnectButton.js';
import { loadViews } from './loadViews.js';
import { WalletModalProvider } from './Provider.js';
import { WalletModalEmbed } from './WalletModalEmbed.js';

afterEach(cleanup);
afterAll(() => loadViews());

describe('WalletModalEmbed', () => {
  it('The modal is appended to the page body unless embedded mode or append-disabled is set', async () => {
    // Default: the dialog is appended to the body, outside the app's tree.
    const appended = walletModal();
    const first = render(
      <WalletModalProvider modal={appended.modal}>
        <main data-testid="app">
          <ConnectButton />
        </main>
      </WalletModalProvider>,
    );
    await act(() => appended.modal.open());
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog.closest('[data-testid="app"]')).toBeNull();
    expect(first.container.contains(dialog)).toBe(false);
    first.unmount();

    // Embedded: the content is inside the app's own element, and nothing is appended to the body.
    const embedded = walletModal({}, { embedded: true });
    // What the body holds besides Radix's empty focus guards (first and last child, for tabbing).
    const appendedToBody = () => [...document.body.children].filter((child) => !child.hasAttribute('data-radix-focus-guard'));
    const before = appendedToBody();
    const { container } = render(
      <WalletModalProvider modal={embedded.modal}>
        <main data-testid="app">
          <aside data-testid="slot">
            <WalletModalEmbed />
          </aside>
        </main>
      </WalletModalProvider>,
    );
    const inline = await within(screen.getByTestId('slot')).findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(inline).getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy();
    expect(within(inline).getByRole('button', { name: /Dev Wallet/ })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toEqual([inline]);
    expect(appendedToBody()).toEqual([...before, container]);
    expect(embedded.modal.$modal.get()).toEqual({ open: true, loading: false });
  });

  it('With the embedded variant, close goes to Account if an address exists, otherwise Connect', async () => {
    const { modal } = walletModal({}, { embedded: true });
    render(
      <WalletModalProvider modal={modal}>
        <WalletModalEmbed />
      </WalletModalProvider>,
    );
    const embed = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    act(() => modal.open({ view: 'Networks' }));
    fireEvent.click(within(embed).getByRole('button', { name: 'Close' }));
    expect(modal.$router.get().view).toBe('Connect');
    expect(within(embed).getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy();

    await act(() => modal.connect('dev.wallet'));
    act(() => modal.open({ view: 'Networks' }));
    expect(within(embed).getByRole('heading', { name: 'Choose Network' })).toBeTruthy();
    fireEvent.click(within(embed).getByRole('button', { name: 'Close' }));
    expect(modal.$router.get().view).toBe('Account');
    expect(modal.$modal.get().open).toBe(true);
    expect(screen.getByRole('dialog')).toBe(embed);
    // The Account view (a lazy chunk) shows the address inside the embed.
    expect((await within(embed).findByTestId('account-address', {}, { timeout: 10_000 })).textContent).toBe('0xf3…b92266');
  });

  it("Esc inside the embed goes home; Esc elsewhere on the page is the page's", async () => {
    const { modal } = walletModal({}, { embedded: true });
    render(
      <WalletModalProvider modal={modal}>
        <input aria-label="App field" />
        <WalletModalEmbed />
      </WalletModalProvider>,
    );
    const embed = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    act(() => modal.open({ view: 'Networks' }));
    const field = screen.getByRole('textbox', { name: 'App field' });
    field.focus();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(modal.$router.get().view).toBe('Networks');
    const close = within(embed).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(modal.$router.get().view).toBe('Connect');
  });

  it('a modal created without embedded: true says what to change', () => {
    const { modal } = walletModal();
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() =>
        render(
          <WalletModalProvider modal={modal}>
            <WalletModalEmbed />
          </WalletModalProvider>,
        ),
      ).toThrow('<WalletModalEmbed /> needs a modal created with `embedded: true`');
    } finally {
      console.error = quiet;
    }
  });
});
