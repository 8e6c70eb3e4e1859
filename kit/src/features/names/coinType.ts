// ENSIP-11 coin types of EVM chains: 60 for Ethereum, 0x80000000 | chainId for any other (spec §5:
// chain ids at or above 2^31 have no coin type).

import { WalletModalError } from '../../core/errors/base.js';

const ETHEREUM_COIN_TYPE = 60;
const EVM_COIN_TYPE_FLAG = 0x8000_0000;

/**
 * @example
 * evmCoinType(1); // 60
 * evmCoinType(10); // 2147483658
 */
export function evmCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw new WalletModalError(`Chain id ${chainId} has no coin type: it must be a positive integer below 2^31`);
  }
  return chainId === 1 ? ETHEREUM_COIN_TYPE : EVM_COIN_TYPE_FLAG + chainId;
}
