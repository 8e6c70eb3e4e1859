// @vitest-environment jsdom
// The buy feature through the modal a visitor uses, against our API's on-ramp answers on a loopback
// server: the form's limits, the quote with its fees (and the placeholder quote), Continue opening the
// provider's page in a popup without an opener (or a link when the popup is blocked), and the pending
// purchase in Activity. When Buy is offered at all: availability.test.tsx.

import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS } from '../../core/controllers/testing.js';
import type { FeatureModule } from '../../core/feature.js';
import { history } from '../history/index.js';
import { continueBuy, loadPurchases, quoteBuy } from './actions.js';
import { onramp } from './index.js';
import { buyState, purchasesState } from './state.js';
import { money, openAccount as open, OPTIONS, PAGE, QUOTE, startBuyApi, type BuyApi } from './testing.js';
import { resetDom } from '../../react/testing.js';

vi.setConfig({ testTimeout: 30_000 });

let api: BuyApi;
beforeAll(async () => {
  api = await startBuyApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());
const openWindow = window.open;
afterEach(() => {
  resetDom();
  window.open = openWindow;
});
const openAccount = (modules?: FeatureModule[]) => open(api, modules);

async function openBuy(modules?: FeatureModule[]) {
  const modal = await openAccount(modules);
  fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('form', { name: 'Buy crypto' }, { timeout: 10_000 });
  return { modal, dialog };
}

const fill = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const getQuote = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
const bodyOf = (path: string) => JSON.parse(api.requests.find((request) => request.url.pathname === path)!.body);

/** A browser window as window.open answers it: records where it was sent, whether it was closed. */
function fakeWindow() {
  return { opener: {} as unknown, closed: false, location: { href: '' }, close() { this.closed = true; } };
}

describe('buy: the form, its limits and the quote', () => {
  it('offers what the active network can buy and checks the amount against the payment method’s limits before asking', async () => {
    const { dialog } = await openBuy();
    const currency = within(dialog).getByLabelText('Buy') as HTMLSelectElement;
    // Ethereum's native coin first; SOL is not bought on Ethereum.
    expect([...currency.options].map((option) => option.value)).toEqual(['ETH', 'USDC']);
    expect(currency.value).toBe('ETH');
    expect(within(dialog).getByTestId('buy-limits').textContent).toBe('Card: 10.00 to 7500.00 USD');
    const cases: [string, string][] = [
      ['', 'Enter an amount'],
      ['0', 'Enter an amount above zero'],
      ['-5', 'Enter an amount above zero'],
      ['100.001', 'Use at most 2 decimal places'],
      ['9.99', 'The minimum with Card is 10.00 USD'],
      ['7500.01', 'The maximum with Card is 7500.00 USD'],
    ];
    for (const [amount, message] of cases) {
      fill(dialog, 'Amount to pay', amount);
      getQuote(dialog);
      expect(within(dialog).getByRole('alert').textContent, amount).toBe(message);
      expect(within(dialog).getByLabelText('Amount to pay').getAttribute('aria-invalid')).toBe('true');
    }
    fill(dialog, 'Pay with', 'ach_bank_account');
    expect(within(dialog).getByTestId('buy-limits').textContent).toBe('Bank account (ACH): 10.00 to 25000.00 USD');
    fill(dialog, 'Amount to pay', '20000');
    getQuote(dialog);
    await within(dialog).findByTestId('buy-quote');
    // EUR has card only: the method follows the currency.
    fill(dialog, 'Pay in', 'EUR');
    expect((within(dialog).getByLabelText('Pay with') as HTMLSelectElement).value).toBe('card');
    expect(api.requests.filter((r) => r.url.pathname === '/v1/onramp/quote')).toHaveLength(1);
  });

  it('a quote shows its fees: coinbaseFee, networkFee, paymentSubtotal, paymentTotal and purchaseAmount', async () => {
    const { dialog } = await openBuy();
    fill(dialog, 'Amount to pay', '100');
    getQuote(dialog);
    await within(dialog).findByTestId('buy-quote');
    expect(bodyOf('/v1/onramp/quote')).toEqual({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum', paymentMethod: 'card' });
    const shown = (key: string) => within(dialog).getByTestId(`buy-quote-${key}`).textContent;
    expect([shown('purchase'), shown('provider-fee'), shown('network-fee'), shown('subtotal'), shown('total')]).toEqual(['≈ 0.0392 ETH', '1.5 USD', '0.5 USD', '98 USD', '100 USD']);
    expect(within(dialog).getByText('Quoted by MoonPay')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue to MoonPay' })).toBeTruthy();
  });

  it("the placeholder quote ('mocked-quote-id', the provider did not quote) shows the total only and says there is no quote", async () => {
    api.answers.quote = () => ({ ...QUOTE, coinbaseFee: money('0', 'USD'), networkFee: money('0', 'USD'), purchaseAmount: money('0', 'ETH'), quoteId: 'mocked-quote-id', provider: null, placeholder: true });
    const { dialog } = await openBuy();
    fill(dialog, 'Amount to pay', '100');
    getQuote(dialog);
    expect((await within(dialog).findByTestId('buy-quote-placeholder')).textContent).toBe('The provider did not give a quote just now. Its page shows the exact fees and the amount you get.');
    expect(within(dialog).queryByTestId('buy-quote-purchase')).toBeNull();
    expect(within(dialog).getByTestId('buy-quote').textContent).toContain('100 USD');
  });

  it('options the server had to take from its built-in defaults are said to be so; a server without a provider says buying is not set up', async () => {
    api.answers.options = () => ({ ...OPTIONS, fallback: true });
    const { dialog } = await openBuy();
    expect(within(dialog).getByTestId('buy-fallback').textContent).toBe('The provider did not answer, so these are the usual limits; its page has the final word.');
    resetDom();
    api.answers.options = () => ({ ...OPTIONS, provider: null, providers: [], fallback: true });
    await openAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    expect((await screen.findByRole('note')).textContent).toBe('Buying crypto is not set up for this app.');
    expect(screen.queryByRole('form', { name: 'Buy crypto' })).toBeNull();
  });

  it('options that fail to load are said, with a retry that loads them', async () => {
    let fail = true;
    api.answers.options = () => (fail ? undefined : OPTIONS);
    await openAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^What you can buy could not be loaded\./);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Buy crypto' })).toBeTruthy();
  });
});

describe('buy: Continue to the provider', () => {
  it('Continue opens the provider’s page in a popup without an opener; the purchase shows as pending in Activity', async () => {
    const popup = fakeWindow();
    const opened: unknown[][] = [];
    window.open = ((...args: unknown[]) => (opened.push(args), popup)) as typeof window.open;
    const { dialog } = await openBuy([onramp(), history()]);
    fill(dialog, 'Amount to pay', '100');
    getQuote(dialog);
    await within(dialog).findByTestId('buy-quote');
    api.purchases = [
      {
        id: 'onramp:p-1',
        metadata: { minedAt: new Date().toISOString(), chain: 'eip155:1', operationType: 'buy', status: 'pending', hash: '', sentFrom: 'moonpay', sentTo: ADDRESS.toLowerCase(), nonce: 0 },
        transfers: [{ fungible_info: { name: 'ETH', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '0.0392', decimals: 0, int: '0.0392' }, value: null, price: null }],
      },
    ];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to MoonPay' }));
    expect((await within(dialog).findByTestId('buy-opened')).textContent).toBe('Finish your purchase in the MoonPay window. It shows as pending in Activity until MoonPay delivers it.');
    expect(opened).toHaveLength(1);
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toBe(PAGE);
    expect(bodyOf('/v1/generators/onrampurl')).toEqual({
      destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['ETH'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      defaultAsset: 'ETH',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'card',
      presetFiatAmount: '100',
      presetCryptoAmount: '0.0392',
    });
    // Back in the Account's Activity tab, the purchase is listed as pending.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    const tab = await screen.findByRole('tab', { name: 'Activity' });
    fireEvent.mouseDown(tab, { button: 0 });
    const section = await screen.findByRole('region', { name: 'Purchases' }, { timeout: 10_000 });
    expect(within(section).getByRole('listitem').textContent).toMatch(/^Buy 0\.0392 ETH.*Pending$/);
    const read = api.requests.filter((r) => r.url.searchParams.get('onramp'));
    expect(read.at(-1)?.url.searchParams.get('onramp')).toBe('moonpay');
    expect(read.at(-1)?.url.searchParams.get('chainId')).toBe('eip155:1');
  });

  it('a blocked popup falls back to a link the user can click (new tab, noopener)', async () => {
    window.open = (() => null) as typeof window.open;
    const { dialog } = await openBuy();
    fill(dialog, 'Amount to pay', '100');
    getQuote(dialog);
    await within(dialog).findByTestId('buy-quote');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to MoonPay' }));
    const blocked = await within(dialog).findByTestId('buy-blocked');
    expect(blocked.textContent).toBe('Your browser blocked the MoonPay window. Open MoonPay');
    const link = within(blocked).getByRole('link', { name: 'Open MoonPay' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([PAGE, '_blank', 'noopener noreferrer']);
  });

  it('a server refusal closes the popup and says why', async () => {
    const popup = fakeWindow();
    window.open = (() => popup) as unknown as typeof window.open;
    api.answers.url = () => ({ status: 502, body: { error: { code: 'ONRAMP_PROVIDER_FAILED', message: 'On-ramp provider failed: MoonPay did not make a buy page (HTTP 503)' } } });
    const { dialog } = await openBuy();
    fill(dialog, 'Amount to pay', '100');
    getQuote(dialog);
    await within(dialog).findByTestId('buy-quote');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to MoonPay' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('On-ramp provider failed: MoonPay did not make a buy page (HTTP 503)');
    expect(popup.closed).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Continue to MoonPay' })).toBeTruthy();
  });

  it('POST /v1/generators/onrampurl is not retried: a 503 is one request (a second would start a second purchase)', async () => {
    window.open = (() => fakeWindow()) as unknown as typeof window.open;
    api.answers.url = () => ({ status: 503, body: { error: { code: 'ONRAMP_PROVIDER_FAILED', message: 'On-ramp provider failed: busy' } } });
    const { dialog } = await openBuy();
    fill(dialog, 'Amount to pay', '100');
    getQuote(dialog);
    await within(dialog).findByTestId('buy-quote');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to MoonPay' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('On-ramp provider failed: busy');
    expect(api.requests.filter((request) => request.url.pathname === '/v1/generators/onrampurl')).toHaveLength(1);
  });

  it('on a network the API does not serve, buying asks nothing: no quote, no buy page, an empty purchase list, no error', async () => {
    api.supported = ['eip155:1'];
    const popup = fakeWindow();
    const { modal, dialog } = await openBuy();
    await act(() => modal.switchNetwork('eip155:10'));
    fill(dialog, 'Amount to pay', '100');
    const asked = api.requests.length;
    await quoteBuy(modal);
    await continueBuy(modal, popup as unknown as Window);
    await loadPurchases(modal, { force: true });
    expect(api.requests.slice(asked).map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([]);
    expect(buyState(modal).get()).toMatchObject({ quote: { status: 'idle' }, purchase: { status: 'idle' } });
    expect(purchasesState(modal).get()).toMatchObject({ status: 'ready', data: [] });
    expect(popup.closed).toBe(true);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
