// @vitest-environment jsdom
// The modal used for a long time (issue 18 "1,000 open/close cycles and 1,000 connect/disconnect
// cycles without growing listeners"): the page with the provider and ConnectButton, driven through the
// public API, ends with as many store listeners (and window and document listeners) as it had after the
// first cycle. The wallet provider's listeners: listeners.test.tsx.

import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReadableAtom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { walletModal } from '../core/controllers/testing.js';
import type { ModalStores } from '../core/stores/index.js';
import { ConnectButton } from './ConnectButton.js';
import { loadViews } from './loadViews.js';
import { WalletModalProvider } from './Provider.js';
import { countDomListeners } from './testing.js';

afterEach(cleanup);

/**
 * Lets what the page started in the background finish: the views chunk the provider prefetches when
 * idle (200 ms without requestIdleCallback) and the off-screen warm-up render it then mounts for a
 * frame, lazy chunks and balance reads of a cycle; and a computed store ($account, $network) keeps its
 * subscriptions to its sources for 1 s after its last listener leaves (nanostores' unmount delay).
 */
const settle = async () => {
  await act(() => loadViews());
  await act(() => new Promise((resolve) => setTimeout(resolve, 1_200)));
};

/** Listeners on every store of the instance, by store name. */
function listeners(stores: ModalStores): Record<string, number> {
  return Object.fromEntries(
    Object.entries(stores)
      .filter(([name]) => name.startsWith('$'))
      .map(([name, store]) => [name, (store as ReadableAtom & { lc: number }).lc]),
  );
}

describe('long use', () => {
  it('1,000 open/close cycles leave no listener behind (stores, window and document)', async () => {
    const dom = countDomListeners();
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
    const settledDom = dom.counts();
    for (let cycle = 0; cycle < 1_000; cycle++) {
      act(() => modal.open());
      act(() => modal.close());
    }
    await settle();
    expect(listeners(modal)).toEqual(settled);
    expect(dom.counts()).toEqual(settledDom);
    dom.stop();
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
