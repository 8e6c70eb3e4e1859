// @vitest-environment jsdom
// The swap feature through the modal a visitor uses (spec §1 swaps, §2 Swap, §7 /v1/convert/*, §9
// Swap): where the Swap action is offered, the pickers, the quote as the user types, approve then swap
// with the transactions the wallet receives, and the slippage tolerance. The wallet is the in-memory
// one; our server's convert routes a real HTTP server on loopback (./testing.ts).

import { act, fireEvent, screen, within } from '@testing-library/react';
import { decodeFunctionData, erc20Abi } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDRESS, walletModal } from '../../core/controllers/testing.js';
import { receive } from '../receive/index.js';
import { send } from '../send/index.js';
import { swap } from './index.js';
import { CHAIN, NATIVE, openSwap, ROUTER, swapServer, TOKENS, type SwapServer } from './testing.js';
import { resetDom } from '../../react/testing.js';

// The first render fetches and transforms the views' chunks: on two shared cores that can take seconds.
vi.setConfig({ testTimeout: 30_000 });

let server: SwapServer;
beforeAll(async () => void (server = await swapServer()));
afterAll(() => server.close());
afterEach(() => {
  resetDom();
  server.reset();
});

const pick = (dialog: HTMLElement, label: 'From' | 'To', id: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value: id } });
const type = (dialog: HTMLElement, amount: string) => fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: amount } });
const received = (dialog: HTMLElement) => within(dialog).getByTestId('swap-receive').textContent;
const query = (path: string) => server.to(path).map((request) => Object.fromEntries(request.url.searchParams));

describe('swap feature: where it is offered', () => {
  it('Wallet feature order: onramp, swaps, receive, send — Swap comes before Receive and Send whatever the modules order', async () => {
    const { dialog } = await openSwap(server, { modules: [send(), receive(), swap()], account: true });
    await within(dialog).findByRole('button', { name: 'Swap' });
    const labels = within(dialog).getAllByRole('button').map((button) => button.textContent);
    expect(labels.indexOf('Swap')).toBeLessThan(labels.indexOf('Receive'));
    expect(labels.indexOf('Receive')).toBeLessThan(labels.indexOf('Send'));
  });

  it('Supported eip155 networks: 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554 — Swap is offered on Ethereum, not on Sepolia, and never without the app’s server', async () => {
    const { dialog, modal } = await openSwap(server, { networks: [CHAIN, 'eip155:11155111'], account: true });
    expect(await within(dialog).findByRole('button', { name: 'Swap' })).toBeTruthy();
    await act(() => modal.switchNetwork('eip155:11155111'));
    await expect.poll(() => within(dialog).queryByRole('button', { name: 'Swap' })).toBeNull();
    await act(() => modal.switchNetwork(CHAIN));
    expect(await within(dialog).findByRole('button', { name: 'Swap' })).toBeTruthy();
    resetDom();

    const { modal: serverless } = walletModal({}, { modules: [swap(), receive()], networks: [CHAIN] });
    const { render } = await import('@testing-library/react');
    const { WalletModalProvider } = await import('../../react/Provider.js');
    render(<WalletModalProvider modal={serverless}>{null}</WalletModalProvider>);
    await act(() => serverless.connect('dev.wallet'));
    act(() => serverless.open());
    await screen.findByRole('button', { name: 'Receive' }, { timeout: 25_000 });
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull();
  });

  it('the local development chain (eip155:31337) offers Swap with the app’s server, a local fork being where a team tries swaps (issue 30)', async () => {
    const { dialog, modal } = await openSwap(server, { networks: [CHAIN, 'eip155:31337', 'eip155:11155111'], account: true });
    await act(() => modal.switchNetwork('eip155:31337'));
    expect(await within(dialog).findByRole('button', { name: 'Swap' })).toBeTruthy();
    await act(() => modal.switchNetwork('eip155:11155111'));
    await expect.poll(() => within(dialog).queryByRole('button', { name: 'Swap' })).toBeNull();
  });

  it("'Network not supported for Swaps' when the server does not serve swaps on the network; the Swap action is then no longer offered there", async () => {
    const { dialog, modal } = await openSwap(server, { account: true });
    await act(() => modal.switchNetwork('eip155:10'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Swap' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('Network not supported for Swaps');
    expect(alert.getAttribute('data-error-code')).toBe('SWAP_NETWORK_UNSUPPORTED');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await within(dialog).findByTestId('account-address');
    expect(within(dialog).queryByRole('button', { name: 'Swap' })).toBeNull();
  });
});

describe('swap feature: the form and its quote', () => {
  it('Suggested swap token symbols: the pickers list the server’s tokens with the user’s balances, the suggested ones first', async () => {
    const { dialog } = await openSwap(server);
    const from = within(dialog).getByLabelText('From');
    await expect.poll(() => within(from).getByRole('option', { name: /^USDC/ }).textContent).toBe('USDC (250.000)');
    const groups = [...from.querySelectorAll('optgroup')].map((group) => [group.label, [...group.querySelectorAll('option')].map((option) => option.textContent)]);
    expect(groups).toEqual([
      ['Suggested', ['ETH (1.234)', 'USDC (250.000)', 'DAI (10.000)']],
      ['Other tokens', ['DEMO']],
    ]);
    // The native currency is the From token of a new form; To waits for the user.
    expect((from as HTMLSelectElement).value).toBe(NATIVE);
    expect((within(dialog).getByLabelText('To') as HTMLSelectElement).value).toBe('');
    expect(within(dialog).getByTestId('swap-balance').textContent).toBe('Balance: 1.234 ETH');
  });

  it('a quote follows what the user types: asked once after the pause, showing the amount out, price impact, network fee at the gas price and the minimum at slippage 1', async () => {
    const { dialog } = await openSwap(server);
    pick(dialog, 'To', TOKENS.usdc.address);
    type(dialog, '0.1');
    type(dialog, '0.15');
    await expect.poll(() => received(dialog)).toBe('450 USDC');
    expect(query('/v1/convert/quotes')).toEqual([
      { amount: '0.15', userAddress: `${CHAIN}:${ADDRESS}`, from: NATIVE, to: TOKENS.usdc.address, gasPrice: '1000000000', projectId: 'test', st: expect.any(String), sv: expect.any(String) },
    ]);
    expect(query('/v1/convert/gas-price')).toMatchObject([{ chainId: CHAIN }]);
    expect(within(dialog).getByTestId('swap-price-impact').textContent).toBe('0.12 %');
    expect(within(dialog).getByTestId('swap-network-fee').textContent).toBe('≈ 0.00015 ETH');
    expect(within(dialog).getByTestId('swap-minimum').textContent).toBe('445.5 USDC');
    expect(within(dialog).getByTestId('swap-slippage-summary').textContent).toBe('Slippage tolerance: 1 %');
    expect(within(dialog).getByTestId('swap-expiry').textContent).toMatch(/^Quote refreshes in (30|29|28) s$/);
  });

  it('a stale quote is ignored: the answer for an earlier amount that comes last never replaces the newer one', async () => {
    const { dialog } = await openSwap(server);
    server.behaviour.quoteDelay = (amount) => (amount === '0.1' ? 800 : 0);
    pick(dialog, 'To', TOKENS.usdc.address);
    type(dialog, '0.1');
    await expect.poll(() => server.to('/v1/convert/quotes').length).toBe(1);
    type(dialog, '0.2');
    await expect.poll(() => received(dialog)).toBe('600 USDC');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(received(dialog)).toBe('600 USDC');
    expect(query('/v1/convert/quotes').map((q) => q.amount)).toEqual(['0.1', '0.2']);
  });
});

describe('swap feature: approve, then swap', () => {
  it('ETH → USDC needs no approval: Swap builds the transaction with slippage 1 and the wallet sends it; then the balances are read again (forceUpdate) and a notification shows the hash', async () => {
    const { dialog, transactions, modal } = await openSwap(server);
    pick(dialog, 'To', TOKENS.usdc.address);
    type(dialog, '0.5');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Swap' }));
    await within(dialog).findByTestId('swap-done');
    expect(server.to('/v1/convert/build-approve')).toEqual([]);
    expect(server.to('/v1/convert/build-transaction').map((request) => JSON.parse(request.body))).toEqual([
      { amount: '0.5', eip155: { slippage: 1 }, projectId: 'test', from: NATIVE, to: TOKENS.usdc.address, userAddress: `${CHAIN}:${ADDRESS}`, disableEstimate: false },
    ]);
    // With the server's gas limit (its estimate plus headroom).
    expect(transactions).toEqual([{ namespace: 'eip155', to: ROUTER, value: 5n * 10n ** 17n, data: '0x5ae401dc00', gas: 180_000n }]);
    // The transaction's receipt was read through the server's chain RPC before success was said.
    expect(server.to('/v1/').map((request) => JSON.parse(request.body).method)).toEqual(['eth_getTransactionReceipt']);
    await expect.poll(() => modal.$notification.get().message).toBe('Swap confirmed: 0xhash');
    await expect.poll(() => query('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance').some((q) => q.forceUpdate === 'true')).toBe(true);
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    await expect.poll(() => within(dialog).getByTestId('swap-balance').textContent).toBe('Balance: 0.734 ETH');
  });

  it('USDC → DAI with a short allowance: Approve sends build-approve’s transaction and waits for it, then Swap sends build-transaction’s', async () => {
    const { dialog, transactions } = await openSwap(server);
    pick(dialog, 'From', TOKENS.usdc.address);
    pick(dialog, 'To', TOKENS.dai.address);
    type(dialog, '100');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Approve USDC' }));
    const swapButton = await within(dialog).findByRole('button', { name: 'Swap' });
    expect(query('/v1/convert/build-approve')).toMatchObject([{ userAddress: `${CHAIN}:${ADDRESS}`, from: TOKENS.usdc.address, to: TOKENS.dai.address, amount: '100' }]);
    expect(transactions).toHaveLength(1);
    const [approval] = transactions;
    if (approval?.namespace !== 'eip155') throw new Error('expected an eip155 transaction');
    expect(approval).toMatchObject({ to: TOKENS.usdc.address.split(':')[2], value: 0n, gas: 60_000n });
    expect(decodeFunctionData({ abi: erc20Abi, data: approval.data! })).toEqual({ functionName: 'approve', args: [ROUTER, 100_000_000n] });
    // The allowance is read again once the approval is in a block.
    expect(server.to('/v1/convert/allowance').length).toBe(2);
    fireEvent.click(swapButton);
    await within(dialog).findByTestId('swap-done');
    expect(transactions[1]).toEqual({ namespace: 'eip155', to: ROUTER, value: 0n, data: '0x5ae401dc00', gas: 180_000n });
    expect(JSON.parse(server.to('/v1/convert/build-transaction')[0]!.body)).toMatchObject({ amount: '100', from: TOKENS.usdc.address, to: TOKENS.dai.address, eip155: { slippage: 1 } });
  });

  it('Slippage tolerance 1 by default, adjustable within the server’s range: 2.5 is sent; 0 and 60 are refused and offer no swap', async () => {
    const { dialog } = await openSwap(server);
    pick(dialog, 'To', TOKENS.usdc.address);
    type(dialog, '1');
    await within(dialog).findByRole('button', { name: 'Swap' });
    fireEvent.click(within(dialog).getByTestId('swap-slippage-summary'));
    const field = within(dialog).getByLabelText('Slippage tolerance (%)');
    for (const refused of ['0', '60']) {
      fireEvent.change(field, { target: { value: refused } });
      expect(within(dialog).getByRole('alert').textContent).toBe('Slippage must be above 0 and at most 50 %');
      expect(within(dialog).queryByRole('button', { name: 'Swap' })).toBeNull();
    }
    fireEvent.change(field, { target: { value: '2.5' } });
    expect(within(dialog).getByTestId('swap-minimum').textContent).toBe('2925 USDC');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
    await within(dialog).findByTestId('swap-done');
    expect(JSON.parse(server.to('/v1/convert/build-transaction')[0]!.body).eip155).toEqual({ slippage: 2.5 });
  });
});
