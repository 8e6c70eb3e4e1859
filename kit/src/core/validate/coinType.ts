// Chain id → ENSIP-11 coin type, used when registering a name for an EVM address.

import { WalletModalError } from '../errors/base.js';

/** Ethereum mainnet's SLIP-44 coin type (ENSIP-11 keeps it for chain id 1). */
export const ETH_COIN_TYPE = 60;
const EVM_COIN_TYPE_FLAG = 0x80000000;
const MAX_CHAIN_ID_EXCLUSIVE = 2 ** 31;

/**
 * The ENSIP-11 coin type of an EVM chain: `0x80000000 | chainId`, 60 for mainnet. Rejects ids
 * at or above 2^31, negative or non-integer ids.
 * @example
 * chainIdToCoinType(10); // 2147483658
 */
export function chainIdToCoinType(chainId: number): number {
  if (chainId === 1) return ETH_COIN_TYPE;
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= MAX_CHAIN_ID_EXCLUSIVE) {
    throw new WalletModalError('Invalid chain id for coin type', {
      details: `Chain id ${chainId} must be an integer from 0 to 2^31-1.`,
    });
  }
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0;
}
