// The send form's state (spec §3 "Send state").

import type { TokenBalance } from '../validate/tokens.js';

export interface SendToken {
  /** Contract address; absent for the native coin. */
  address?: string;
  symbol: string;
  quantity: { decimals: string };
}

export interface SendState {
  token?: SendToken;
  sendTokenAmount?: string;
  receiverAddress?: string;
  receiverProfileName?: string;
  receiverProfileImageUrl?: string;
  networkBalanceInUSD?: string;
  loading: boolean;
  tokenBalances: TokenBalance[];
}

export const initialSendState = (): SendState => ({ loading: false, tokenBalances: [] });
