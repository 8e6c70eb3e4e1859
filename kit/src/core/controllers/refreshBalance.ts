// Balances and profile are read once an account is connected or shown; their code (accountData) is a
// chunk of its own that loads then, so controllers reach it through this one lazy call.
import type { ModalCore } from '../instance.js';

/** Reads the active account's balance (and what comes with it), loading that code on first use. */
export const refreshBalance = (modal: ModalCore): Promise<void> => import('./accountData.js').then((module) => module.refreshBalance(modal));
