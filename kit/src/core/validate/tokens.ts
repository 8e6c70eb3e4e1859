// Token balances as the Blockchain API returns them (spec §3 "Token balance"), and the decimals-0 filter.

import type { TokenBalance as WireTokenBalance } from '@wallet-modal/schema/wire';

/** A balance as the kit keeps it: the wire shape, with `value` absent when a service leaves it out. */
export type TokenBalance = Omit<WireTokenBalance, 'value'> & { value?: number };

/**
 * Drops entries whose quantity decimals are "0" (NFT-like entries, not fungible balances).
 * @example
 * withoutZeroDecimalTokens([usdc, nft]); // [usdc]
 */
export function withoutZeroDecimalTokens<T extends Pick<TokenBalance, 'quantity'>>(balances: readonly T[]): T[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0');
}
