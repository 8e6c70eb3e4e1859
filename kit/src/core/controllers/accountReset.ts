// What a disconnect or an account change clears at once: the token balances shown and the activity
// list. Small and eager; the code that fills them (accountData.ts, history.ts) loads after connect.

import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';
import { initialHistoryState } from '../stores/history.js';

/** Bumped by every activity reset, so a page that lands after a reset is dropped. */
export const historyResets = instanceState('historyResets', () => ({ generation: 0 }));

/**
 * Reset clears everything (transactions, flags, cursor).
 * @example
 * resetTransactions(modal); // on disconnect or account change
 */
export function resetTransactions(modal: ModalCore): void {
  historyResets(modal).generation += 1;
  modal.$history.set(initialHistoryState());
}

/** Forgets the balances shown (disconnect, account or network change). */
export function resetTokenBalances(modal: ModalCore): void {
  modal.$tokenBalances.set({ balances: [], loading: false });
}
