// @vitest-environment jsdom
// The Account view a visitor sees with a Bitcoin wallet connected (in-memory wallet-standard wallet with
// real keys): the payment address and the BTC balance from the app's API (loopback), Receive, and no
// Send: bip122 has no send path (spec §4), so the modal never offers a button that would only fail.

import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { devBitcoinAccount } from '@wallet-modal/testing';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { loopback, memoryWallet, type Loopback } from '../../core/controllers/testing.js';
import { receive } from '../../features/receive/index.js';
import { send } from '../../features/send/index.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { bitcoinAdapter } from './index.js';
import { memoryBitcoinWallet, type MemoryBitcoinWallet } from './testing.js';
import { resetDom } from '../../react/testing.js';

const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const payment = devBitcoinAccount('mainnet', 'payment');

let api: Loopback | undefined;
let wallet: MemoryBitcoinWallet | undefined;
let modal: WalletModal | undefined;
afterEach(async () => {
  resetDom();
  wallet?.unregister();
  modal?.destroy();
  await api?.close();
});

describe('Account view on Bitcoin', () => {
  it("Any other namespace fails as an unsupported chain: on Bitcoin, Account offers Receive and no Send; Send opened by the app says 'Unsupported chain' with no form", async () => {
    api = await loopback(({ url }) => {
      if (url.pathname === '/v1/supported-chains') return { body: { http: [MAINNET], ws: [] } };
      if (!url.pathname.endsWith('/balance')) return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
      return { body: { balances: [{ name: 'Bitcoin', symbol: 'BTC', chainId: MAINNET, price: 60000, value: 2544, quantity: { decimals: '8', numeric: '0.0424' }, iconUrl: '' }] } };
    });
    wallet = await memoryBitcoinWallet();
    localStorage.clear();
    modal = createWalletModal({ projectId: 'test', networks: ['eip155:1', MAINNET], apiUrl: api.url, adapters: [memoryWallet().adapter, bitcoinAdapter()], modules: [send(), receive()], features: { analytics: false } });
    const page = modal;
    render(<WalletModalProvider modal={page}>{null}</WalletModalProvider>);
    await expect.poll(() => page.$connectors.get().length).toBe(2);
    await act(() => page.connect('dev.wallet'));
    await act(() => page.connect('wallet-standard:Memory Bitcoin'));
    act(() => page.open());
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('account-address')).getAttribute('title')).toBe(payment.address);
    await expect.poll(() => within(dialog).getByTestId('account-balance').textContent).toBe('0.042 BTC');
    expect(within(dialog).getByTestId('account-network').textContent).toBe('Bitcoin');
    expect(within(dialog).getByRole('button', { name: 'Receive' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();

    // An app may open Send itself (open({ view: 'WalletSend' })): on Bitcoin it says so plainly, with no form.
    act(() => page.open({ view: 'WalletSend' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unsupported chain');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Send');
    expect(within(dialog).getByTestId('send-unsupported').textContent).toContain('Sending is not available on Bitcoin: switch to another network to send.');
    expect(within(dialog).queryByRole('form')).toBeNull();
    act(() => page.open());

    // The same modal on its EVM network (the in-memory EVM wallet is connected there too) offers Send.
    await act(() => page.switchNetwork('eip155:1'));
    expect(await within(dialog).findByRole('button', { name: 'Send' })).toBeTruthy();
  }, 30_000);
});
