// What can be sent on the active network: its native coin with the balance read from the chain, and
// the tokens the app's API lists: ERC-20 on EVM networks, SPL on Solana (decimals 0 already filtered out).

import type { AccountState } from '../../core/stores/account.js';
import type { CaipNetwork } from '../../core/types.js';
import type { TokenBalance } from '../../core/validate/tokens.js';
import { NATIVE_KEY } from './state.js';

export interface SendToken {
  key: string;
  /** The ERC-20 contract; absent for the native coin. */
  contract?: `0x${string}`;
  /** The SPL token's mint (its program is read from the mint's account); absent for SOL. */
  mint?: string;
  symbol: string;
  name: string;
  decimals: number;
  /** Decimal string in whole units; undefined while unknown. */
  balance?: string;
  /** USD per whole unit, when the API knows it. */
  price?: number;
}

/**
 * @example
 * sendTokens(modal.$account.get(), network, modal.$tokenBalances.get().balances);
 */
export function sendTokens(account: AccountState, network: CaipNetwork, balances: readonly TokenBalance[]): SendToken[] {
  const onNetwork = balances.filter((token) => token.chainId === network.caipNetworkId);
  const native: SendToken = {
    key: NATIVE_KEY,
    symbol: network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    decimals: network.nativeCurrency.decimals,
    balance: account.balance,
    price: positive(onNetwork.find((token) => !token.address)?.price),
  };
  const tokens = onNetwork.flatMap((token): SendToken[] => {
    // The API names a token by its CAIP-10 id: eip155:<chain>:<contract>, or solana:<ref>:<mint>.
    const id = token.address?.split(':').pop();
    if (!id) return [];
    const common = { symbol: token.symbol, name: token.name, decimals: Number(token.quantity.decimals), balance: token.quantity.numeric, price: positive(token.price) };
    if (network.chainNamespace === 'solana') return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(id) ? [{ key: id, mint: id, ...common }] : [];
    if (!id.startsWith('0x')) return [];
    return [{ key: id.toLowerCase(), contract: id as `0x${string}`, ...common }];
  });
  return [native, ...tokens];
}

const positive = (price: number | undefined) => (price && price > 0 ? price : undefined);
