// @vitest-environment jsdom
// The send feature through the modal a visitor uses (spec §4 "Send", §5 send rules): Account → Send,
// the form's rules, the request the wallet receives for a native and an ERC-20 send, and what
// happens after success. The wallet is the in-memory one; the app's API a real HTTP server on loopback.

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { decodeFunctionData, erc20Abi } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreateWalletModalOptions } from '../../core/client.js';
import { loopback, walletModal, type Loopback } from '../../core/controllers/testing.js';
import { ProviderErrors } from '../../core/errors/provider.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { send } from './index.js';
import { resetDom } from '../../react/testing.js';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

let api: Loopback;
let forcedBalanceReads = 0;

beforeAll(async () => {
  api = await loopback(({ url }) => {
    if (url.pathname === '/v1/supported-chains') return { body: { http: ['eip155:1'], ws: [] } };
    if (!url.pathname.endsWith('/balance')) return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
    if (url.searchParams.get('forceUpdate') === 'true') forcedBalanceReads += 1;
    const quantity = (numeric: string, decimals: string) => ({ numeric, decimals });
    return {
      body: {
        balances: [
          { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, value: 3703.7, quantity: quantity('1.234567', '18'), iconUrl: '' },
          { name: 'Tether USD', symbol: 'USDT', chainId: 'eip155:1', address: `eip155:1:${TOKEN}`, price: 1, value: 250, quantity: quantity('250', '6'), iconUrl: '' },
        ],
      },
    };
  });
});
afterAll(() => api.close());
afterEach(resetDom);

async function openSend(options: { withApi?: boolean; failSend?: Error; feeWei?: bigint } = {}) {
  const modalOptions: Partial<CreateWalletModalOptions> = { modules: [send()], networks: ['eip155:1', 'eip155:10'], ...(options.withApi ? { apiUrl: api.url } : {}) };
  const wallet = walletModal({ failSend: options.failSend }, modalOptions);
  const { feeWei } = options;
  if (feeWei !== undefined) wallet.adapter.estimateFee = async () => feeWei;
  const { modal } = wallet;
  render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
  await act(() => modal.connect('dev.wallet'));
  act(() => modal.open());
  await screen.findByTestId('account-address', {}, { timeout: 10_000 });
  fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('form', { name: 'Send tokens' }, { timeout: 10_000 });
  await expect.poll(() => within(dialog).queryByTestId('send-balance')?.textContent).toBe('Balance: 1.234 ETH');
  return { ...wallet, dialog };
}

const fill = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const review = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));

describe('send feature', () => {
  it("EVM send needs amount and receiver: 'An amount and receiver address are required', announced, and nothing is sent", async () => {
    const { dialog, transactions } = await openSend();
    expect(within(dialog).getByRole('heading', { name: 'Send' })).toBeTruthy();
    review(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An amount and receiver address are required');
    fill(dialog, 'Amount', '0.01');
    review(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('An amount and receiver address are required');
    expect(transactions).toEqual([]);
  });

  it("EVM send needs a token: 'A token is required'", async () => {
    const { dialog, transactions } = await openSend();
    fireEvent.change(within(dialog).getByLabelText('Token'), { target: { value: '' } });
    fill(dialog, 'Amount', '0.01');
    fill(dialog, 'Receiver address', RECEIVER);
    review(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A token is required');
    expect(within(dialog).getByRole('alert').getAttribute('data-error-code')).toBe('SEND_TOKEN_REQUIRED');
    expect(transactions).toEqual([]);
  });

  it('an amount above the balance, or a receiver that is not an address, is refused before sending', async () => {
    const { dialog, transactions } = await openSend();
    fill(dialog, 'Amount', '1.3');
    fill(dialog, 'Receiver address', RECEIVER);
    review(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The amount is more than your balance');
    fill(dialog, 'Amount', '0.01');
    fill(dialog, 'Receiver address', '0x1234');
    review(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a valid address (0x followed by 40 hex characters)');
    expect(transactions).toEqual([]);
  });

  it('a native send sets loading while sending and calls the wallet with to and value; after success the balance refreshes and send state resets', async () => {
    const { dialog, transactions, modal } = await openSend();
    fill(dialog, 'Amount', '0.01');
    fill(dialog, 'Receiver address', RECEIVER);
    review(dialog);
    expect(within(dialog).getByTestId('send-review-amount').textContent).toBe('0.01 ETH');
    expect(within(dialog).getByTestId('send-review-receiver').textContent).toBe(RECEIVER);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('button', { name: 'Sending…' }).hasAttribute('disabled')).toBe(true);
    const sent = await within(dialog).findByTestId('send-sent');
    expect(sent.textContent).toContain('0xhash');
    expect(transactions).toEqual([{ namespace: 'eip155', to: RECEIVER, value: 10n ** 16n }]);
    // The send form is empty again, and the balance is read anew (the wallet's balance went down by the value).
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('Receiver address') as HTMLInputElement).value).toBe('');
    await expect.poll(() => within(dialog).getByTestId('send-balance').textContent).toBe('Balance: 1.224 ETH');
    expect(modal.$account.get().balance).toBe('1.224567');
    await expect.poll(() => modal.$notification.get().message).toBe('Transaction sent: 0xhash');
  });

  it('an ERC-20 send calls the wallet with transfer(receiver, amount) on the token, and token balances are read again with forceUpdate', async () => {
    const { dialog, transactions } = await openSend({ withApi: true });
    const token = within(dialog).getByLabelText('Token');
    await expect.poll(() => within(token).queryByRole('option', { name: 'USDT (Tether USD)' })).toBeTruthy();
    fireEvent.change(token, { target: { value: TOKEN.toLowerCase() } });
    expect(within(dialog).getByTestId('send-balance').textContent).toBe('Balance: 250.000 USDT');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    // A token's Max is its whole balance (its fee is paid in the native coin).
    await expect.poll(() => (within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('250');
    expect(within(dialog).getByTestId('send-usd').textContent).toBe('≈ $250.00');
    fill(dialog, 'Amount', '12.5');
    fill(dialog, 'Receiver address', RECEIVER);
    review(dialog);
    const forcedBefore = forcedBalanceReads;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByTestId('send-sent');
    expect(transactions).toHaveLength(1);
    const [request] = transactions;
    expect(request).toMatchObject({ namespace: 'eip155', to: TOKEN, value: 0n });
    if (request?.namespace !== 'eip155') throw new Error('expected an eip155 transaction');
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data! })).toEqual({ functionName: 'transfer', args: [RECEIVER, 12_500_000n] });
    await expect.poll(() => forcedBalanceReads).toBe(forcedBefore + 1);
  });

  it('a wallet rejection shows the real cause on the review, and the form is kept', async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: ProviderErrors.USER_REJECTED_REQUEST.code });
    const { dialog } = await openSend({ failSend: rejection });
    fill(dialog, 'Amount', '0.5');
    fill(dialog, 'Receiver address', RECEIVER);
    review(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Signature declined');
    expect(alert.getAttribute('data-error-code')).toBe('SIGNATURE_DECLINED');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('0.5');
  });

  it('Max on the native coin keeps twice the estimated fee back, so the send can pay for itself', async () => {
    const { dialog } = await openSend({ feeWei: 21_000n * 10n ** 10n });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    // 1.234567 ETH held, a transfer estimated at 0.00021 ETH: 0.00042 is kept back.
    await expect.poll(() => (within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('1.234147');
  });

  it('a form filled on one network is started afresh when the network changes', async () => {
    const { dialog, modal } = await openSend();
    fill(dialog, 'Amount', '0.01');
    fill(dialog, 'Receiver address', RECEIVER);
    await act(() => modal.switchNetwork('eip155:10'));
    await expect.poll(() => (within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('Receiver address') as HTMLInputElement).value).toBe('');
  });
});
