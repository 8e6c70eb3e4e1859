// Token balances as the Blockchain API returns them (spec §3 "Token balance"), and the decimals-0 filter.

export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value?: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/**
 * Drops entries whose quantity decimals are "0" (NFT-like entries, not fungible balances).
 * @example
 * withoutZeroDecimalTokens([usdc, nft]); // [usdc]
 */
export function withoutZeroDecimalTokens<T extends Pick<TokenBalance, 'quantity'>>(balances: readonly T[]): T[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0');
}
