// The buy flow's state, one per modal instance and owned by the feature: the options (fetched once),
// the form, its quote, the started purchase, and the purchases read back from the server.

import { atom, type WritableAtom } from 'nanostores';
import { instanceState } from '../../core/instanceState.js';
import type { BuyOptions, BuyQuote, Purchase } from './api.js';

export interface BuyForm {
  /** A purchase currency id of the options. */
  currency: string;
  /** A payment currency id. */
  fiat: string;
  /** A payment method id of the payment currency ('card', 'ach_bank_account'). */
  method: string;
  /** Fiat to pay, fees included. */
  amount: string;
}

type Loadable<T> = { status: 'idle' | 'loading' | 'ready' | 'failed'; data?: T; error?: string };

export interface BuyState {
  options: Loadable<BuyOptions>;
  /** The network and account the form was filled for (`caipNetworkId:address`). */
  scope?: string;
  form: BuyForm;
  /** Why the form cannot be quoted, in words. */
  formError?: string;
  quote: Loadable<BuyQuote>;
  /** The provider's page: being made, opened in a popup, blocked (a link instead), or failed. */
  purchase: { status: 'idle' | 'opening' | 'opened' | 'blocked' | 'failed'; url?: string; error?: string };
}

export const emptyForm = (): BuyForm => ({ currency: '', fiat: '', method: '', amount: '' });

export const initialBuyState = (): BuyState => ({ options: { status: 'idle' }, form: emptyForm(), quote: { status: 'idle' }, purchase: { status: 'idle' } });

/**
 * The buy state of a modal.
 * @example
 * buyState(modal).get().quote.data?.paymentTotal;
 */
export const buyState: (modal: object) => WritableAtom<BuyState> = instanceState('onramp', () => atom(initialBuyState()));

export interface PurchasesState extends Loadable<Purchase[]> {
  /** Whose purchases these are: `provider:caipNetworkId:address`. */
  key?: string;
}

/** The purchases of the connected account on the active network, as the server lists them. */
export const purchasesState: (modal: object) => WritableAtom<PurchasesState> = instanceState('onrampPurchases', () => atom<PurchasesState>({ status: 'idle' }));
