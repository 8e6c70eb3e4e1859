// The networks crypto is bought on: the spec's Coinbase-pay chains (§9) and Solana (§1: on-ramp is for
// eip155 and solana), each with its CAIP-2 id. Anything a provider offers elsewhere is left out.

export const ONRAMP_NETWORKS = [
  { name: 'ethereum', display_name: 'Ethereum', chain_id: 'eip155:1' },
  { name: 'arbitrum', display_name: 'Arbitrum', chain_id: 'eip155:42161' },
  { name: 'polygon', display_name: 'Polygon', chain_id: 'eip155:137' },
  { name: 'berachain', display_name: 'Berachain', chain_id: 'eip155:80094' },
  { name: 'avalanche-c-chain', display_name: 'Avalanche C-Chain', chain_id: 'eip155:43114' },
  { name: 'optimism', display_name: 'Optimism', chain_id: 'eip155:10' },
  { name: 'celo', display_name: 'Celo', chain_id: 'eip155:42220' },
  { name: 'base', display_name: 'Base', chain_id: 'eip155:8453' },
  { name: 'solana', display_name: 'Solana', chain_id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
] as const;

export type OnrampNetworkEntry = (typeof ONRAMP_NETWORKS)[number];

/** The entry of a network name ('avalanche_c_chain' and 'avalanche-c-chain' alike); undefined when it is not an on-ramp network. */
export function onrampNetwork(name: string): OnrampNetworkEntry | undefined {
  const normalized = name.trim().toLowerCase().replaceAll('_', '-');
  return ONRAMP_NETWORKS.find((network) => network.name === normalized);
}

/** "ethereum, arbitrum, …, solana", for error messages. */
export const onrampNetworkNames = () => ONRAMP_NETWORKS.map((network) => network.name).join(', ');

/** Whether `address` has the form of an address on the network: 0x and 40 hex characters, or 32 to 44 base58 characters. */
export function addressFits(network: OnrampNetworkEntry, address: string): boolean {
  return network.chain_id.startsWith('eip155:') ? /^0x[0-9a-fA-F]{40}$/.test(address) : /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address);
}
