// The swap view's state, one per modal instance and owned by the feature: the server's tokens for the
// network, the form, the quote for what the form asks, the approve or swap under way, and the last swap.

import { SWAP_SLIPPAGE } from '@wallet-modal/schema/defaults';
import { atom, type WritableAtom } from 'nanostores';
import { instanceState } from '../../core/instanceState.js';
import type { ServerSwapToken, SwapQuote } from './api.js';

/** A refusal or failure in the user's words, with a stable code for tests and styling hooks. */
export interface SwapError {
  code: string;
  message: string;
}

export interface QuoteState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** What the quote is for (see quoteKey); an answer for another key is stale. */
  key?: string;
  /** The best route. */
  best?: SwapQuote;
  /** Whole tokens the router may take of the from token; undefined for the native currency (no approval). */
  allowance?: string;
  /** When the answer arrived (ms since the epoch); it expires QUOTE_TTL_MS later. */
  receivedAt?: number;
  error?: SwapError;
}

/** What is under way: building the transaction, waiting for the wallet, or for the chain to include it. */
export interface SwapStep {
  kind: 'approve' | 'swap';
  stage: 'building' | 'wallet' | 'confirming';
  hash?: string;
}

export interface SwapState {
  /** The network and account the form was filled for (`caipNetworkId:address`). */
  scope?: string;
  tokens: { status: 'idle' | 'loading' | 'ready' | 'failed'; chainId?: string; list?: ServerSwapToken[]; error?: SwapError };
  /** Wei per gas from /v1/convert/gas-price, and when it was read. */
  gasPrice?: { wei: string; at: number };
  /** CAIP-10 ids of the tokens, '' when none is picked. */
  from: string;
  to: string;
  amount: string;
  /** Percent, as typed; spec §9: 1 unless the user changes it. */
  slippage: string;
  quote: QuoteState;
  step?: SwapStep;
  /** Why the last approve or swap did not go through. */
  error?: SwapError;
  /** The last swap that went through. */
  done?: { hash: string; explorerUrl?: string };
}

export const initialSwapState = (): SwapState => ({
  tokens: { status: 'idle' },
  from: '',
  to: '',
  amount: '',
  slippage: String(SWAP_SLIPPAGE),
  quote: { status: 'idle' },
});

/**
 * The swap state of a modal.
 * @example
 * swapState(modal).get().quote.best?.toAmount;
 */
export const swapState: (modal: object) => WritableAtom<SwapState> = instanceState('swap', () => atom(initialSwapState()));

/** Changes part of the state. */
export function updateSwap(modal: object, change: (state: SwapState) => Partial<SwapState>): void {
  const store = swapState(modal);
  store.set({ ...store.get(), ...change(store.get()) });
}

/** What a quote answers: the pair and the amount. */
export const quoteKey = ({ from, to, amount }: Pick<SwapState, 'from' | 'to' | 'amount'>): string => `${from}>${to}:${amount.trim()}`;
