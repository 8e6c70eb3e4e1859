// The app's Solana networks (CAIP-2, genesis-hash prefixes) as wallet-standard names them: the three
// public clusters by name, a cluster on this machine (a local validator) as 'solana:localnet', and any
// other cluster by its CAIP-2 id. Reads and sends always go to the network's own RPC URL (rpc.ts).

import type { CaipNetwork } from '../../core/types.js';

/** Wallet-standard's chain ids of the three Solana clusters, by CAIP-2 id. */
const STANDARD_CHAINS: Readonly<Record<string, `solana:${string}`>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
};

/** Loopback hosts: a cluster served there is the developer's own validator. */
const LOCAL_HOST = /^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?(\/|$)/i;

/**
 * The chain a wallet-standard wallet calls `network` ('solana:devnet' for Solana Devnet); a custom
 * cluster whose RPC is on loopback is 'solana:localnet' (wallet-standard's name for a local
 * validator); any other cluster keeps its CAIP-2 id.
 * @example
 * standardChain(devnet); // 'solana:devnet'
 * standardChain(customNetwork({ id: 'solana:GH7o…', rpcUrls: ['http://127.0.0.1:8899'], … })); // 'solana:localnet'
 */
export function standardChain(network: Pick<CaipNetwork, 'caipNetworkId'> & Partial<Pick<CaipNetwork, 'rpcUrls'>>): `solana:${string}` {
  const known = STANDARD_CHAINS[network.caipNetworkId];
  if (known) return known;
  const url = network.rpcUrls?.default.http[0];
  return url && LOCAL_HOST.test(url) ? 'solana:localnet' : (network.caipNetworkId as `solana:${string}`);
}
