// The app's Solana networks (CAIP-2, genesis-hash prefixes) as wallet-standard names them.

import type { CaipNetwork } from '../../core/types.js';

/** Wallet-standard's chain ids of the three Solana clusters, by CAIP-2 id. */
const STANDARD_CHAINS: Readonly<Record<string, `solana:${string}`>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
};

/**
 * The chain a wallet-standard wallet calls `network` ('solana:devnet' for Solana Devnet); a network
 * outside the three clusters keeps its CAIP-2 id.
 * @example
 * standardChain(devnet); // 'solana:devnet'
 */
export function standardChain(network: Pick<CaipNetwork, 'caipNetworkId'>): `solana:${string}` {
  return STANDARD_CHAINS[network.caipNetworkId] ?? (network.caipNetworkId as `solana:${string}`);
}
