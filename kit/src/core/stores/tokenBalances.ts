// Token balances of the active account on the active network, as the API reported them.

import type { TokenBalance } from '../validate/tokens.js';

export interface TokenBalancesState {
  balances: TokenBalance[];
  loading: boolean;
  /** 'Token Balance Unavailable' when the API cannot serve this account or network. */
  error?: string;
}
