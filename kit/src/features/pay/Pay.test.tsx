// @vitest-environment jsdom
// The Pay view through the modal a visitor uses: requestPayment opens it (on Connect first when no
// wallet is connected, back on Pay after), it shows who is paid, what and where, switches the network
// when the wallet is on another, and Pay sends exactly the asked transfer; the promise and the events
// carry the result once the receipt says mined. Closing or declining cancels; a reverted transfer fails.
// The wallet is the in-memory one; the chain's JSON-RPC a real HTTP server on loopback.

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { decodeFunctionData, erc20Abi } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletModal } from '../../core/controllers/testing.js';
import { ProviderErrors } from '../../core/errors/provider.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { onPayEvent, pay, requestPayment, usePay, type PayEvent, type PaymentRequest } from './index.js';
import { loopbackChain } from './testing.js';
import { resetDom } from '../../react/testing.js';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
let chain: Awaited<ReturnType<typeof loopbackChain>>;

beforeAll(async () => {
  chain = await loopbackChain();
});
afterAll(() => chain.close());
afterEach(() => {
  resetDom();
  chain.state.native = 10n ** 18n;
  chain.state.receipt = '0x1';
  chain.state.tokens = {};
});

/** A host app's button that pays with usePay and shows its status. */
function PayButton({ request }: { request: PaymentRequest }) {
  const { pay: ask, status, result, error } = usePay();
  return (
    <>
      <button type="button" onClick={() => void ask(request).catch(() => {})}>
        Checkout
      </button>
      <output data-testid="status">{`${status} ${result?.hash ?? ''}${error?.code ?? ''}`}</output>
    </>
  );
}

async function payPage(options: { connected?: boolean; chainId?: number; failSend?: Error; children?: ReactNode } = {}) {
  const wallet = walletModal({ chainId: options.chainId, failSend: options.failSend }, { modules: [pay()], features: { pay: true }, rpcUrls: { 'eip155:1': chain.url, 'eip155:10': chain.url } });
  const { modal } = wallet;
  const events: PayEvent[] = [];
  onPayEvent(modal, (event) => events.push(event));
  render(<WalletModalProvider modal={modal}>{options.children ?? null}</WalletModalProvider>);
  if (options.connected !== false) await act(() => modal.connect('dev.wallet'));
  return { ...wallet, events };
}

/** Starts the payment; the settled outcome is recorded so a rejection is never unhandled. */
function start(modal: Parameters<typeof requestPayment>[0], request: PaymentRequest) {
  const outcome: { value?: unknown; error?: unknown; settled: boolean } = { settled: false };
  const promise = requestPayment(modal, request).then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error: unknown) => Object.assign(outcome, { error, settled: true }),
  );
  return { outcome, promise };
}

const dialog = () => screen.findByRole('dialog', {}, { timeout: 10_000 });
const native: PaymentRequest = { network: 'eip155:1', token: 'native', amount: '0.01', recipient: RECIPIENT, label: 'Order 42' };

describe('Pay view', () => {
  it('shows who is paid, what and on which network; Pay sends exactly that, and the promise and PAY_SUCCESS carry the mined hash', async () => {
    const { modal, transactions, events } = await payPage();
    const { outcome, promise } = start(modal, native);
    const view = await dialog();
    expect(await within(view).findByRole('heading', { name: 'Pay' })).toBeTruthy();
    expect((await within(view).findByTestId('pay-recipient', {}, { timeout: 10_000 })).textContent).toBe(RECIPIENT);
    expect(within(view).getByTestId('pay-amount').textContent).toBe('0.01 ETH');
    expect(within(view).getByText('Ethereum')).toBeTruthy();
    expect(within(view).getByText('Order 42')).toBeTruthy();
    fireEvent.click(await within(view).findByRole('button', { name: 'Pay 0.01 ETH' }, { timeout: 10_000 }));
    await act(() => promise);
    expect(transactions).toEqual([{ namespace: 'eip155', to: RECIPIENT, value: 10n ** 16n }]);
    const result = { status: 'success', hash: '0xhash', network: 'eip155:1', token: 'native', amount: '0.01', recipient: RECIPIENT };
    expect(outcome.value).toEqual(result);
    expect(chain.state.methods).toContain('eth_getTransactionReceipt');
    expect(events.map((event) => event.type)).toEqual(['PAY_STARTED', 'PAY_SUCCESS']);
    expect(events[1]!.data).toEqual(result);
    expect((await within(view).findByTestId('pay-done')).textContent).toBe('0.01 ETH sent. Transaction 0xhash');
    fireEvent.click(within(view).getByRole('button', { name: 'Done' }));
    await expect.poll(() => modal.$modal.get().open).toBe(false);
  });

  it('an ERC-20 payment sends transfer(recipient, amount) to the token contract', async () => {
    chain.state.tokens[USDC] = { decimals: 6, symbol: 'USDC', balance: 50_000_000n };
    const { modal, transactions } = await payPage();
    const { outcome, promise } = start(modal, { network: 'eip155:1', token: USDC, amount: '12.5', recipient: RECIPIENT });
    fireEvent.click(await within(await dialog()).findByRole('button', { name: 'Pay 12.5 USDC' }, { timeout: 10_000 }));
    await act(() => promise);
    expect(transactions).toHaveLength(1);
    const sent = transactions[0] as { to: string; data: `0x${string}` };
    expect(sent.to).toBe(USDC);
    expect(decodeFunctionData({ abi: erc20Abi, data: sent.data })).toEqual({ functionName: 'transfer', args: [RECIPIENT, 12_500_000n] });
    expect(outcome.value).toMatchObject({ status: 'success', token: USDC, amount: '12.5' });
  });

  it('connects first when no wallet is connected (Connect, then back to Pay)', async () => {
    const { modal } = await payPage({ connected: false });
    start(modal, native);
    const view = await dialog();
    expect(modal.$router.get().view).toBe('Connect');
    fireEvent.click(await within(view).findByRole('button', { name: /Dev Wallet/ }, { timeout: 10_000 }));
    await expect.poll(() => modal.$router.get().view, { timeout: 10_000 }).toBe('Pay');
    expect(await within(view).findByRole('button', { name: 'Pay 0.01 ETH' }, { timeout: 10_000 })).toBeTruthy();
    act(() => modal.close());
  });

  it('switches the wallet to the payment\'s network first when it is on another', async () => {
    const { modal, calls } = await payPage({ chainId: 10 });
    start(modal, native);
    const view = await dialog();
    expect((await within(view).findByRole('status', {}, { timeout: 10_000 })).textContent).toBe("This payment is on Ethereum: switch your wallet's network to pay.");
    await act(async () => fireEvent.click(within(view).getByRole('button', { name: 'Switch to Ethereum' })));
    expect(calls).toContain('switch:eip155:1');
    expect(await within(view).findByRole('button', { name: 'Pay 0.01 ETH' }, { timeout: 10_000 })).toBeTruthy();
    act(() => modal.close());
  });

  it('closing the modal rejects the promise with PAYMENT_CANCELLED and emits PAY_ERROR with the same error', async () => {
    const { modal, events, transactions } = await payPage();
    const { outcome, promise } = start(modal, native);
    await within(await dialog()).findByRole('button', { name: 'Pay 0.01 ETH' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => promise);
    expect(outcome.error).toMatchObject({ name: 'PaymentError', code: 'PAYMENT_CANCELLED', message: 'Payment cancelled' });
    expect(events.at(-1)).toEqual({ type: 'PAY_ERROR', data: { code: 'PAYMENT_CANCELLED', message: 'Payment cancelled', error: outcome.error } });
    expect(transactions).toEqual([]);
  });

  it("declining in the wallet (4001) rejects with PAYMENT_CANCELLED, 'Signature declined'", async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: ProviderErrors.USER_REJECTED_REQUEST.code });
    const { modal, events } = await payPage({ failSend: rejection });
    const { outcome, promise } = start(modal, native);
    const view = await dialog();
    fireEvent.click(await within(view).findByRole('button', { name: 'Pay 0.01 ETH' }, { timeout: 10_000 }));
    await act(() => promise);
    expect(outcome.error).toMatchObject({ code: 'PAYMENT_CANCELLED', message: 'Signature declined' });
    expect(events.at(-1)?.type).toBe('PAY_ERROR');
    expect((await within(view).findByRole('alert')).textContent).toBe('Signature declined');
  });

  it('a transfer the chain reverted rejects with PAYMENT_FAILED', async () => {
    chain.state.receipt = '0x0';
    const { modal } = await payPage();
    const { outcome, promise } = start(modal, native);
    fireEvent.click(await within(await dialog()).findByRole('button', { name: 'Pay 0.01 ETH' }, { timeout: 10_000 }));
    await act(() => promise);
    expect(outcome.error).toMatchObject({ code: 'PAYMENT_FAILED', message: 'The network reverted the payment: nothing was sent' });
  });

  it('without enough of the token and nothing to swap (no server), says so and offers no Pay button', async () => {
    chain.state.tokens[USDC] = { decimals: 6, symbol: 'USDC', balance: 1_000_000n };
    const { modal } = await payPage();
    const { outcome } = start(modal, { network: 'eip155:1', token: USDC, amount: '10', recipient: RECIPIENT });
    const view = await dialog();
    expect((await within(view).findByTestId('pay-short', {}, { timeout: 10_000 })).textContent).toBe(
      'You do not hold enough USDC, and nothing you hold can be swapped for it here. Add funds and check again.',
    );
    expect(within(view).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(within(view).getByRole('button', { name: 'Check again' })).toBeTruthy();
    act(() => modal.close());
    await expect.poll(() => outcome.settled).toBe(true);
  });

  it('usePay gives the host app the status, then the result or the error', async () => {
    const { modal } = await payPage({ children: <PayButton request={native} /> });
    const status = () => screen.getByTestId('status').textContent;
    expect(status()).toBe('idle ');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await expect.poll(status).toBe('pending ');
    fireEvent.click(await within(await dialog()).findByRole('button', { name: 'Pay 0.01 ETH' }, { timeout: 10_000 }));
    await expect.poll(status, { timeout: 10_000 }).toBe('success 0xhash');
    act(() => modal.close());
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await within(await dialog()).findByRole('button', { name: 'Pay 0.01 ETH' }, { timeout: 10_000 });
    act(() => modal.close());
    await expect.poll(status).toBe('error PAYMENT_CANCELLED');
  });
});
