// Transaction history (spec §4): loading, empty, next cursor; pages append; a failure empties and is tracked.

import { ACTIVITY_NAMESPACES } from '../constants.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import type { TransactionRecord } from '../format/history.js';
import type { ModalCore } from '../instance.js';
import { assertAccountAddress } from '../validate/account.js';
import { historyResets } from './accountReset.js';

export interface HistoryPage {
  data: TransactionRecord[];
  next?: string | null;
}

export interface FetchTransactionsParameters {
  accountAddress: string | undefined;
  /** Namespace of the active network; activity exists for eip155 only. */
  namespace?: string;
  /** Reads one page (GET /v1/account/{account}/history with the cursor). */
  fetcher: (params: { accountAddress: string; cursor?: string }) => Promise<HistoryPage>;
  /** Sends a tracking event (analytics). */
  track: (event: string, properties?: Record<string, unknown>) => void;
}

/** Thrown: the missing-address message, or 'Failed to fetch transactions' wrapping the cause. */
export type FetchTransactionsErrorType = WalletModalError;

/**
 * Fetches the next page (from the stored cursor) and appends it; `empty` is set when the page has
 * none. On failure the list is marked empty, the cursor cleared and ERROR_FETCH_TRANSACTIONS
 * tracked. Throws "Transaction can't be fetched without an accountAddress" without an address.
 * @example
 * await fetchTransactions(modal, { accountAddress, fetcher: api.history, track });
 */
export async function fetchTransactions(modal: ModalCore, { accountAddress, namespace = 'eip155', fetcher, track }: FetchTransactionsParameters): Promise<void> {
  assertAccountAddress(accountAddress);
  if (!(ACTIVITY_NAMESPACES as readonly string[]).includes(namespace)) {
    modal.$history.set({ ...modal.$history.get(), empty: true, next: undefined });
    return;
  }
  const started = historyResets(modal).generation;
  const cursor = modal.$history.get().next;
  modal.$history.set({ ...modal.$history.get(), loading: true });
  try {
    const page = await fetcher({ accountAddress, cursor });
    if (started !== historyResets(modal).generation) return;
    const state = modal.$history.get();
    modal.$history.set({
      transactions: [...state.transactions, ...page.data],
      loading: false,
      empty: page.data.length === 0,
      next: page.next ?? undefined,
    });
  } catch (cause) {
    if (started !== historyResets(modal).generation) return;
    modal.$history.set({ ...modal.$history.get(), loading: false, empty: true, next: undefined });
    track('ERROR_FETCH_TRANSACTIONS', { address: accountAddress, cursor });
    throw new WalletModalError(ErrorMessages.FAILED_TO_FETCH_TRANSACTIONS, { cause });
  }
}
