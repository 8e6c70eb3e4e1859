// Router actions over the view stack (spec §2 "Navigation rules").

import { viewRule } from '../feature.js';
import type { ModalCore } from '../instance.js';
import type { RouterData, TransactionAction } from '../stores/router.js';
import type { ViewName } from '../types.js';
import { closeModal } from './modal.js';

/**
 * Pushes a view unless it is already current.
 * @example
 * push(modal, 'AllWallets');
 */
export function push(modal: ModalCore, view: ViewName, data?: RouterData): void {
  const state = modal.$router.get();
  if (state.view === view) return;
  modal.$router.set({ ...state, view, history: [...state.history, view], data });
}

/** Sets a single-entry history. */
export function reset(modal: ModalCore, view: ViewName, data?: RouterData): void {
  modal.$router.set({ ...modal.$router.get(), view, history: [view], data });
}

/** Swaps the current entry for `view`. */
export function replace(modal: ModalCore, view: ViewName, data?: RouterData): void {
  const state = modal.$router.get();
  const history = [...state.history.slice(0, -1), view];
  modal.$router.set({ ...state, view, history, data });
}

/**
 * Pops the current view, after its module's `back` rule ran (viewRule). Closes the modal instead when the
 * history has one entry or contains UnsupportedChain.
 */
export function goBack(modal: ModalCore): void {
  const state = modal.$router.get();
  viewRule(modal, state.view)?.back?.(modal);
  if (state.history.length <= 1 || state.history.includes('UnsupportedChain')) {
    closeModal(modal);
    return;
  }
  const history = state.history.slice(0, -1);
  modal.$router.set({ ...state, view: history[history.length - 1] as ViewName, history, data: undefined });
}

/** Truncates the history so that the entry at `index` is current. */
export function goBackToIndex(modal: ModalCore, index: number): void {
  const state = modal.$router.get();
  if (index < 0 || index >= state.history.length) return;
  const history = state.history.slice(0, index + 1);
  modal.$router.set({ ...state, view: history[index] as ViewName, history });
}

/** Starts a flow that ends with {@link finishTransaction} or {@link cancelTransaction}. */
export function pushTransactionStack(modal: ModalCore, action: TransactionAction): void {
  const state = modal.$router.get();
  modal.$router.set({ ...state, transactionStack: [...state.transactionStack, action] });
}

function popTransaction(modal: ModalCore): TransactionAction | undefined {
  const state = modal.$router.get();
  const action = state.transactionStack[state.transactionStack.length - 1];
  modal.$router.set({ ...state, transactionStack: state.transactionStack.slice(0, -1) });
  return action;
}

/** Ends the newest flow successfully: go back, replace, or reset to its view. */
export function finishTransaction(modal: ModalCore): void {
  const action = popTransaction(modal);
  if (!action) return;
  if (action.goBack) goBack(modal);
  else if (action.view && action.replace) replace(modal, action.view);
  else if (action.view) reset(modal, action.view);
  action.onSuccess?.();
}

/** Cancels the newest flow: go back and call its cancel handler. */
export function cancelTransaction(modal: ModalCore): void {
  const action = popTransaction(modal);
  if (!action) return;
  goBack(modal);
  action.onCancel?.();
}
