// @vitest-environment jsdom
// The modal used for a long time (issue 18 "1,000 open/close cycles and 1,000 connect/disconnect
// cycles without growing listeners"): the page with the provider and ConnectButton, driven through the
// public API, ends with as many store listeners as it had after the first cycle.

import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReadableAtom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { walletModal } from '../core/controllers/testing.js';
import type { ModalStores } from '../core/stores/index.js';
import { ConnectButton } from './ConnectButton.js';
import { WalletModalProvider } from './Provider.js';

afterEach(cleanup);

/** Lets what a cycle started in the background (lazy chunks, balance reads) finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

/** Listeners on every store of the instance, by store name. */
function listeners(stores: ModalStores): Record<string, number> {
  return Object.fromEntries(
    Object.entries(stores)
      .filter(([name]) => name.startsWith('$'))
      .map(([name, store]) => [name, (store as ReadableAtom & { lc: number }).lc]),
  );
}

describe('long use', () => {
  it('1,000 open/close cycles leave no listener behind', async () => {
    const { modal } = walletModal();
    render(
      <WalletModalProvider modal={modal}>
        <ConnectButton />
      </WalletModalProvider>,
    );
    await act(() => modal.open());
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await act(() => modal.close());
    await settle();
    const settled = listeners(modal);
    for (let cycle = 0; cycle < 1_000; cycle++) {
      act(() => modal.open());
      act(() => modal.close());
    }
    await settle();
    expect(listeners(modal)).toEqual(settled);
  }, 60_000);

  it('1,000 connect/disconnect cycles leave no listener behind and end disconnected', async () => {
    const { modal, calls } = walletModal();
    render(
      <WalletModalProvider modal={modal}>
        <ConnectButton />
      </WalletModalProvider>,
    );
    await act(async () => {
      await modal.connect('dev.wallet');
      await modal.disconnect();
    });
    await settle();
    const settled = listeners(modal);
    for (let cycle = 0; cycle < 1_000; cycle++) {
      await act(async () => {
        await modal.connect('dev.wallet');
        await modal.disconnect();
      });
    }
    await settle();
    expect(listeners(modal)).toEqual(settled);
    expect(modal.$connections.get()).toEqual({});
    expect(calls.filter((call) => call.startsWith('connect:'))).toHaveLength(1_001);
    expect(calls.filter((call) => call === 'disconnect')).toHaveLength(1_001);
  }, 60_000);
});
