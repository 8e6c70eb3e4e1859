// Account state per chain namespace (spec §3 "Account state"), and the active namespace's view of it.

import type { AccountEntry, CaipAddress, ConnectionStatus } from '../types.js';

export interface AccountState {
  status: ConnectionStatus;
  address?: string;
  caipAddress?: CaipAddress;
  /** Native balance as a decimal string in whole units (e.g. "1.5"). */
  balance?: string;
  balanceSymbol?: string;
  balanceLoading: boolean;
  /** When the last balance fetch failed, in ms since the epoch; gates the next retry. */
  lastRetry?: number;
  profileName?: string;
  profileImage?: string;
  addressExplorerUrl?: string;
  currentTab: number;
  socialProvider?: string;
  /** The user name the social provider gave (spec §3 social username). */
  socialUserName?: string;
  farcasterUrl?: string;
  /** Every address the wallet connected in this namespace, with its account type (a Bitcoin wallet's payment and ordinals). */
  allAccounts?: AccountEntry[];
  /** Address → its account type, for the addresses in `allAccounts`. */
  addressLabels?: Record<string, string>;
}

export const emptyAccount = (): AccountState => ({
  status: 'disconnected',
  balanceLoading: false,
  currentTab: 0,
});



/** The account of the active namespace (empty when none). */
