// Transaction history of the connected account (spec §4 "Transaction history").

import type { TransactionRecord } from '../format/history.js';

export interface HistoryState {
  transactions: TransactionRecord[];
  loading: boolean;
  /** The last fetch returned nothing (or failed): the list shows its empty state. */
  empty: boolean;
  /** Cursor of the next page; undefined when there is none. */
  next?: string;
}

export const initialHistoryState = (): HistoryState => ({ transactions: [], loading: false, empty: false });
