// The wallet directory as AllWallets shows it: the pages loaded so far, or the search results.

import type { WalletEntry } from '../api/directory.js';

export interface DirectoryState {
  wallets: WalletEntry[];
  /** How many wallets match, all pages together. */
  count: number;
  /** The last page loaded (0 before the first). */
  page: number;
  loading: boolean;
  search: string;
  certified: boolean;
  error?: string;
}

export const initialDirectoryState = (): DirectoryState => ({ wallets: [], count: 0, page: 0, loading: false, search: '', certified: false });


/** Wallets Connect suggests from the directory: the app's featured ones and the directory's first. */
export interface SuggestedWallets {
  featured: WalletEntry[];
  recommended: WalletEntry[];
}
