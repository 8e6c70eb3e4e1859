// The tokens the pickers offer: the server's list for the network, each with the user's balance (the
// native one read from the chain, the others from the token balances the modal already holds), the
// spec's suggested symbols first (§9) in their order, then the rest as the server listed them.

import { NATIVE_TOKEN_ADDRESS, SWAP_SUGGESTED_SYMBOLS } from '@wallet-modal/schema/defaults';
import type { AccountState } from '../../core/stores/account.js';
import type { CaipNetwork } from '../../core/types.js';
import type { TokenBalance } from '../../core/validate/tokens.js';
import type { ServerSwapToken } from './api.js';

export interface SwapTokenOption {
  /** CAIP-10 id, as the server names it. */
  id: string;
  symbol: string;
  name: string;
  decimals: number;
  native: boolean;
  /** Whole tokens held; undefined while unknown. */
  balance?: string;
  /** USD per whole token, when a price source knows it. */
  price?: number;
  /** One of the spec's suggested symbols. */
  suggested: boolean;
}

const SUGGESTED: readonly string[] = SWAP_SUGGESTED_SYMBOLS;

/**
 * @example
 * swapTokens(state.tokens.list, modal.$account.get(), network, modal.$tokenBalances.get().balances);
 */
export function swapTokens(list: readonly ServerSwapToken[], account: AccountState, network: CaipNetwork, balances: readonly TokenBalance[]): SwapTokenOption[] {
  const held = new Map(
    balances.filter((entry) => entry.chainId === network.caipNetworkId && entry.address).map((entry) => [entry.address!.toLowerCase(), entry.quantity.numeric]),
  );
  const options = list.map((token): SwapTokenOption => {
    const native = token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`);
    return {
      id: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      native,
      balance: native ? account.balance : held.get(token.address.toLowerCase()),
      price: token.price ?? undefined,
      suggested: SUGGESTED.includes(token.symbol),
    };
  });
  const rank = (option: SwapTokenOption) => (option.suggested ? SUGGESTED.indexOf(option.symbol) : SUGGESTED.length);
  // A stable sort: tokens of equal rank keep the server's order.
  return options.map((option, index) => ({ option, index })).sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index).map(({ option }) => option);
}
