// Router actions over the view stack (spec §2 "Navigation rules").

import { $account, $accounts, $activeNamespace } from '../stores/account.js';
import { $router, type RouterData, type TransactionAction } from '../stores/router.js';
import type { ViewName } from '../types.js';
import { FARCASTER_RELOAD_DELAY_MS } from '../constants.js';

/** Hooks the router calls into other parts of the kit without importing them. */
export const routerHooks: {
  /** Closes the modal (set by the modal controller). */
  close: () => void;
  /** Reloads the embedded-wallet auth connector (set by the embedded adapter when present). */
  reloadAuthConnector?: () => void;
} = { close: () => {} };

/**
 * Pushes a view unless it is already current.
 * @example
 * push('AllWallets');
 */
export function push(view: ViewName, data?: RouterData): void {
  const state = $router.get();
  if (state.view === view) return;
  $router.set({ ...state, view, history: [...state.history, view], data });
}

/** Sets a single-entry history. */
export function reset(view: ViewName, data?: RouterData): void {
  $router.set({ ...$router.get(), view, history: [view], data });
}

/** Swaps the current entry for `view`. */
export function replace(view: ViewName, data?: RouterData): void {
  const state = $router.get();
  const history = [...state.history.slice(0, -1), view];
  $router.set({ ...state, view, history, data });
}

/**
 * Pops the current view. Closes the modal instead when the history has one entry or contains
 * UnsupportedChain. Going back from ConnectingFarcaster with no connected address clears the
 * Farcaster URL and reloads the auth connector after 100 ms.
 */
export function goBack(): void {
  const state = $router.get();
  if (state.view === 'ConnectingFarcaster' && !$account.get().address) {
    clearFarcasterUrl();
    setTimeout(() => routerHooks.reloadAuthConnector?.(), FARCASTER_RELOAD_DELAY_MS);
  }
  if (state.history.length <= 1 || state.history.includes('UnsupportedChain')) {
    routerHooks.close();
    return;
  }
  const history = state.history.slice(0, -1);
  $router.set({ ...state, view: history[history.length - 1] as ViewName, history, data: undefined });
}

/** Truncates the history so that the entry at `index` is current. */
export function goBackToIndex(index: number): void {
  const state = $router.get();
  if (index < 0 || index >= state.history.length) return;
  const history = state.history.slice(0, index + 1);
  $router.set({ ...state, view: history[index] as ViewName, history });
}

/** Starts a flow that ends with {@link finishTransaction} or {@link cancelTransaction}. */
export function pushTransactionStack(action: TransactionAction): void {
  const state = $router.get();
  $router.set({ ...state, transactionStack: [...state.transactionStack, action] });
}

function popTransaction(): TransactionAction | undefined {
  const state = $router.get();
  const action = state.transactionStack[state.transactionStack.length - 1];
  $router.set({ ...state, transactionStack: state.transactionStack.slice(0, -1) });
  return action;
}

/** Ends the newest flow successfully: go back, replace, or reset to its view. */
export function finishTransaction(): void {
  const action = popTransaction();
  if (!action) return;
  if (action.goBack) goBack();
  else if (action.view && action.replace) replace(action.view);
  else if (action.view) reset(action.view);
  action.onSuccess?.();
}

/** Cancels the newest flow: go back and call its cancel handler. */
export function cancelTransaction(): void {
  const action = popTransaction();
  if (!action) return;
  goBack();
  action.onCancel?.();
}

function clearFarcasterUrl(): void {
  const namespace = $activeNamespace.get();
  const accounts = $accounts.get();
  const account = namespace ? accounts[namespace] : undefined;
  if (namespace && account) $accounts.set({ ...accounts, [namespace]: { ...account, farcasterUrl: undefined } });
}
