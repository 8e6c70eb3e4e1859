// Test helpers of the buy feature (jsdom): our API's on-ramp answers on a loopback server (the boundary
// the kit talks to), and a modal connected to an in-memory wallet with the Account view open.

import { act, render, screen } from '@testing-library/react';
import type { CreateWalletModalOptions } from '../../core/client.js';
import { loopback, walletModal, type LoopbackRequest } from '../../core/controllers/testing.js';
import type { FeatureModule } from '../../core/feature.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { onramp } from './index.js';

export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const PAGE = 'https://buy.provider.test/buy?apiKey=pk&signature=abc';
const limits = [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }];
export const OPTIONS = {
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ethereum', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: 'eip155:1', contract_address: '' }, { name: 'optimism', display_name: 'Optimism', chain_id: 'eip155:10', contract_address: '' }] },
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: 'eip155:1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }] },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana', display_name: 'Solana', chain_id: SOLANA, contract_address: '' }] },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: [limits[0]] },
  ],
  provider: 'moonpay',
  providers: [{ id: 'moonpay', name: 'MoonPay', kind: 'card', feeRange: '1-2%' }],
  fallback: false,
};
export const money = (amount: string, currency: string) => ({ amount, currency });
export const QUOTE = { coinbaseFee: money('1.5', 'USD'), networkFee: money('0.5', 'USD'), paymentSubtotal: money('98', 'USD'), paymentTotal: money('100', 'USD'), purchaseAmount: money('0.0392', 'ETH'), quoteId: 'q-1', provider: 'moonpay', placeholder: false };

export type BuyApi = {
  url: string;
  /** What the API answers; a test may replace any of them. */
  answers: { options: () => unknown; quote: () => unknown; url: () => { status?: number; body: unknown } };
  /** The networks GET v1/supported-chains lists. */
  supported: string[];
  /** The purchases history's `onramp` lists. */
  purchases: unknown[];
  requests: LoopbackRequest[];
  /** Back to the usual answers, no purchases, no requests. */
  reset(): void;
  close(): Promise<void>;
};

/**
 * @example
 * const api = await startBuyApi();
 * api.answers.quote = () => ({ ...QUOTE, placeholder: true });
 */
export async function startBuyApi(): Promise<BuyApi> {
  const state = {
    answers: {} as BuyApi['answers'],
    purchases: [] as unknown[],
    supported: [] as string[],
    requests: [] as LoopbackRequest[],
    reset() {
      state.requests.length = 0;
      state.purchases = [];
      state.supported = ['eip155:1', 'eip155:10', SOLANA];
      state.answers = { options: () => OPTIONS, quote: () => QUOTE, url: () => ({ body: { url: PAGE, provider: 'moonpay', purchaseId: 'p-1' } }) };
    },
  };
  state.reset();
  const server = await loopback((request) => {
    state.requests.push(request);
    const { pathname } = request.url;
    if (pathname === '/v1/supported-chains') return { body: { http: state.supported, ws: [] } };
    if (pathname === '/v1/onramp/options') return { body: state.answers.options() };
    if (pathname === '/v1/onramp/quote') return { body: state.answers.quote() };
    if (pathname === '/v1/generators/onrampurl') return state.answers.url();
    if (pathname.endsWith('/history')) return { body: request.url.searchParams.get('onramp') ? { data: state.purchases, next: null } : { data: [], next: null } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
  });
  return Object.assign(state, { url: server.url, close: server.close });
}

/** A modal on Ethereum and OP Mainnet with `modules`, its in-memory wallet connected and the Account view open. */
export async function openAccount(api: BuyApi, modules: FeatureModule[] = [onramp()], options: Partial<CreateWalletModalOptions> = {}) {
  const { modal } = walletModal({}, { modules, networks: ['eip155:1', 'eip155:10'], apiUrl: api.url, ...options });
  render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
  await act(() => modal.connect('dev.wallet'));
  act(() => modal.open());
  // The first render fetches and transforms the views' chunks: on two shared cores that can take seconds.
  await screen.findByTestId('account-address', {}, { timeout: 25_000 });
  return modal;
}
