// @vitest-environment jsdom
// What the Swap view says when a swap cannot go through, in plain words: no liquidity, an expired
// quote, the price moving past the slippage tolerance (a reverted swap, or one the server or the wallet
// found would revert), an amount above the balance, and the wallet declining. The wallet is the
// in-memory one; our server's convert routes a real HTTP server on loopback (./testing.ts).

import { fireEvent, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProviderErrors } from '../../core/errors/provider.js';
import { openSwap, swapServer, TOKENS, type SwapServer } from './testing.js';
import { resetDom } from '../../react/testing.js';

vi.setConfig({ testTimeout: 30_000 });

let server: SwapServer;
beforeAll(async () => void (server = await swapServer()));
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  resetDom();
  server.reset();
});

const pick = (dialog: HTMLElement, label: 'From' | 'To', id: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value: id } });
const type = (dialog: HTMLElement, amount: string) => fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: amount } });
const alert = async (dialog: HTMLElement) => {
  const shown = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
  return { text: shown.textContent, code: shown.getAttribute('data-error-code') };
};

/** ETH → USDC for 0.5 ETH, quoted; resolves once Swap is offered. */
async function quotedSwap(options: Parameters<typeof openSwap>[1] = {}) {
  const opened = await openSwap(server, options);
  pick(opened.dialog, 'To', TOKENS.usdc.address);
  type(opened.dialog, '0.5');
  return { ...opened, swap: await within(opened.dialog).findByRole('button', { name: 'Swap' }) };
}

describe('swap feature: failures in plain words', () => {
  it('no liquidity: a quote against an empty pool says so, and no swap is offered', async () => {
    const { dialog } = await openSwap(server);
    pick(dialog, 'To', TOKENS.dai.address);
    type(dialog, '0.5');
    expect(await alert(dialog)).toEqual({
      text: 'No liquidity: no pool can swap this amount of ETH for DAI right now. Try a smaller amount or another token.',
      code: 'SWAP_NO_LIQUIDITY',
    });
    expect(within(dialog).queryByRole('button', { name: 'Swap' })).toBeNull();
    expect(within(dialog).getByTestId('swap-receive').textContent).toBe('—');
  });

  it('quote expired: a swap on a quote older than 30 s is refused, and a new quote is asked at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { dialog, swap, transactions } = await quotedSwap();
    const asked = server.to('/v1/convert/quotes').length;
    vi.setSystemTime(Date.now() + 31_000);
    fireEvent.click(swap);
    expect(await alert(dialog)).toEqual({ text: 'The quote expired. Check the new quote, then try again.', code: 'QUOTE_EXPIRED' });
    await expect.poll(() => server.to('/v1/convert/quotes').length).toBe(asked + 1);
    expect(server.to('/v1/convert/build-transaction')).toEqual([]);
    expect(transactions).toEqual([]);
    // The new quote is offered again.
    expect(await within(dialog).findByRole('button', { name: 'Swap' })).toBeTruthy();
  });

  it('slippage exceeded: a swap the chain reverted says the price moved past the tolerance and nothing was swapped; the form is kept', async () => {
    const { dialog, swap, modal } = await quotedSwap();
    server.behaviour.receipt = 'reverted';
    fireEvent.click(swap);
    expect(await alert(dialog)).toEqual({
      text: 'The network reverted the swap, so nothing was swapped. The price most likely moved more than your slippage tolerance: get a new quote or raise the tolerance.',
      code: 'SWAP_REVERTED',
    });
    expect(within(dialog).queryByTestId('swap-done')).toBeNull();
    expect(modal.$notification.get().open).toBe(false);
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('0.5');
  });

  it('slippage exceeded before sending: the server’s estimate (SWAP_WOULD_REVERT) and the wallet’s (execution reverted, code 3) say the swap was not sent', async () => {
    const wouldRevert = 'The price moved more than your slippage tolerance: the swap would be reverted, so it was not sent. Get a new quote or raise the slippage tolerance.';
    const first = await quotedSwap();
    server.behaviour.buildRefusal = 'SWAP_WOULD_REVERT';
    fireEvent.click(first.swap);
    expect(await alert(first.dialog)).toEqual({ text: wouldRevert, code: 'SWAP_WOULD_REVERT' });
    expect(first.transactions).toEqual([]);
    resetDom();
    server.reset();

    const revert = Object.assign(new Error('execution reverted: Too little received'), { code: 3 });
    const second = await quotedSwap({ failSend: revert });
    fireEvent.click(second.swap);
    expect(await alert(second.dialog)).toEqual({ text: wouldRevert, code: 'SWAP_WOULD_REVERT' });
    expect(server.to('/v1/')).toEqual([]);
  });

  it('an amount above the balance is refused before a quote is asked; the server’s SWAP_BALANCE_LOW says the same', async () => {
    const { dialog } = await openSwap(server);
    pick(dialog, 'From', TOKENS.usdc.address);
    pick(dialog, 'To', TOKENS.dai.address);
    type(dialog, '300');
    expect(await alert(dialog)).toEqual({ text: 'The amount is more than your USDC balance', code: 'AMOUNT_OVER_BALANCE' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.to('/v1/convert/quotes')).toEqual([]);
    resetDom();

    // The balance the modal holds may be out of date: the server checks it again when it builds the swap.
    const stale = await quotedSwap();
    server.behaviour.buildRefusal = 'SWAP_BALANCE_LOW';
    fireEvent.click(stale.swap);
    expect(await alert(stale.dialog)).toEqual({ text: 'The amount is more than your ETH balance', code: 'SWAP_BALANCE_LOW' });
  });

  it("a wallet that declines shows 'Signature declined', and the form is kept", async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: ProviderErrors.USER_REJECTED_REQUEST.code });
    const { dialog, swap } = await quotedSwap({ failSend: declined });
    fireEvent.click(swap);
    expect(await alert(dialog)).toEqual({ text: 'Signature declined', code: 'SIGNATURE_DECLINED' });
    expect(await within(dialog).findByRole('button', { name: 'Swap' })).toBeTruthy();
  });

  it('too many decimals or a non-number are refused where they are typed', async () => {
    const { dialog } = await openSwap(server);
    pick(dialog, 'From', TOKENS.usdc.address);
    pick(dialog, 'To', TOKENS.dai.address);
    type(dialog, '1.0000001');
    expect(await alert(dialog)).toEqual({ text: 'USDC has at most 6 decimals: shorten the amount', code: 'TOO_MANY_DECIMALS' });
    type(dialog, '1e3');
    expect(await alert(dialog)).toEqual({ text: 'Enter an amount above zero, such as 1.5', code: 'INVALID_AMOUNT' });
  });
});
