// The payment under way in a modal: what was asked, how it will be paid, where it stands, and the
// promise's settle functions. One per modal instance, owned by the feature.

import { atom, type WritableAtom } from 'nanostores';
import { instanceState } from '../../core/instanceState.js';
import type { PaymentResult } from './events.js';
import type { PaymentError } from './errors.js';
import type { PaymentIntent } from './request.js';

/** A token the wallet holds that the swap provider can turn into the asked token. */
export interface SwapPlan {
  /** CAIP-10 ids, as the server names them. */
  from: string;
  to: string;
  fromSymbol: string;
  fromNative: boolean;
  fromDecimals: number;
  /** Whole tokens of `from` the swap sells. */
  input: string;
  /** What the quote says the swap gives, and the least at the slippage tolerance. */
  output: string;
  outputMin: string;
  networkFee: string;
  /** When the quote arrived (ms since the epoch). */
  at: number;
}

export type PayPlan = { kind: 'send' } | { kind: 'swap'; swap: SwapPlan } | { kind: 'short'; message: string };

export type PayStage = 'planning' | 'ready' | 'approving' | 'swapping' | 'sending' | 'confirming' | 'done' | 'failed';

export interface PayState {
  intent?: PaymentIntent;
  stage: PayStage;
  plan?: PayPlan;
  /** The network and account the plan was made for (`caipNetworkId:address`). */
  plannedFor?: string;
  /** Whether a transaction was already sent (closing then no longer cancels the payment). */
  sent: boolean;
  /** The last failure, in the user's words. */
  error?: { code: string; message: string };
  result?: PaymentResult;
}

export const initialPayState = (): PayState => ({ stage: 'planning', sent: false });

/**
 * @example
 * payState(modal).get().plan?.kind; // 'send'
 */
export const payState: (modal: object) => WritableAtom<PayState> = instanceState('pay', () => atom(initialPayState()));

export function updatePay(modal: object, change: (state: PayState) => Partial<PayState>): void {
  const store = payState(modal);
  store.set({ ...store.get(), ...change(store.get()) });
}

/** The pending promise's settle functions, while a payment is under way. */
export const pending = instanceState('payPending', () => ({ current: undefined as { resolve: (result: PaymentResult) => void; reject: (error: PaymentError) => void } | undefined }));
