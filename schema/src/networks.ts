// The built-in network catalogue (spec §3 "Networks defined"): plain data, no zod, safe for the browser.

/** Chain namespaces the product knows (spec §3). */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos';

/** One network: its CAIP-2 id, native currency, public RPC and block explorer. */
export interface NetworkDefinition {
  /** CAIP-2 id, `namespace:reference`. */
  caipNetworkId: `${string}:${string}`;
  /** The chain id: a number for EVM chains, the CAIP-2 reference otherwise. */
  id: number | string;
  chainNamespace: ChainNamespace;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly string[] } };
  blockExplorers: { default: { name: string; url: string } };
  testnet: boolean;
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;

interface NetworkFacts {
  namespace: ChainNamespace;
  id: number | string;
  name: string;
  currency: NetworkDefinition['nativeCurrency'];
  rpc: string;
  explorer: [name: string, url: string];
  testnet?: boolean;
}

function network({ namespace, id, name, currency, rpc, explorer, testnet = false }: NetworkFacts): NetworkDefinition {
  return {
    caipNetworkId: `${namespace}:${id}`,
    id,
    chainNamespace: namespace,
    name,
    nativeCurrency: currency,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: explorer[0], url: explorer[1] } },
    testnet,
  };
}

/** CAIP-2 ids of the built-in networks, in catalogue order. */
export const NETWORK_IDS = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'eip155:11155111',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba',
] as const;

/** A CAIP-2 id of a built-in network. */
export type NetworkId = (typeof NETWORK_IDS)[number];

/** The spec's built-in networks, in the order of {@link NETWORK_IDS}. Public RPC and explorer URLs. */
export const NETWORKS: readonly NetworkDefinition[] = [
  network({
    namespace: 'eip155',
    id: 1,
    name: 'Ethereum',
    currency: ETHER,
    rpc: 'https://eth.merkle.io',
    explorer: ['Etherscan', 'https://etherscan.io'],
  }),
  network({
    namespace: 'eip155',
    id: 10,
    name: 'OP Mainnet',
    currency: ETHER,
    rpc: 'https://mainnet.optimism.io',
    explorer: ['Optimism Explorer', 'https://optimistic.etherscan.io'],
  }),
  network({
    namespace: 'eip155',
    id: 56,
    name: 'BNB Smart Chain',
    currency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpc: 'https://bsc-dataseed.bnbchain.org',
    explorer: ['BscScan', 'https://bscscan.com'],
  }),
  network({
    namespace: 'eip155',
    id: 137,
    name: 'Polygon',
    currency: { name: 'POL', symbol: 'POL', decimals: 18 },
    rpc: 'https://polygon-rpc.com',
    explorer: ['PolygonScan', 'https://polygonscan.com'],
  }),
  network({
    namespace: 'eip155',
    id: 8453,
    name: 'Base',
    currency: ETHER,
    rpc: 'https://mainnet.base.org',
    explorer: ['Basescan', 'https://basescan.org'],
  }),
  network({
    namespace: 'eip155',
    id: 42161,
    name: 'Arbitrum One',
    currency: ETHER,
    rpc: 'https://arb1.arbitrum.io/rpc',
    explorer: ['Arbiscan', 'https://arbiscan.io'],
  }),
  network({
    namespace: 'eip155',
    id: 11155111,
    name: 'Sepolia',
    currency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    rpc: 'https://rpc.sepolia.org',
    explorer: ['Etherscan', 'https://sepolia.etherscan.io'],
    testnet: true,
  }),
  network({
    namespace: 'solana',
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    currency: SOL,
    rpc: 'https://api.mainnet-beta.solana.com',
    explorer: ['Solscan', 'https://solscan.io'],
  }),
  network({
    namespace: 'solana',
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    currency: SOL,
    rpc: 'https://api.devnet.solana.com',
    explorer: ['Solscan', 'https://solscan.io'],
    testnet: true,
  }),
  network({
    namespace: 'solana',
    id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    name: 'Solana Testnet',
    currency: SOL,
    rpc: 'https://api.testnet.solana.com',
    explorer: ['Solscan', 'https://solscan.io'],
    testnet: true,
  }),
  network({
    namespace: 'bip122',
    id: '000000000019d6689c085ae165831e93',
    name: 'Bitcoin',
    currency: BTC,
    rpc: 'https://rpc.walletconnect.org/v1',
    explorer: ['Mempool', 'https://mempool.space'],
  }),
  network({
    namespace: 'bip122',
    id: '000000000933ea01ad0ee984209779ba',
    name: 'Bitcoin Testnet',
    currency: { ...BTC, symbol: 'tBTC' },
    rpc: 'https://rpc.walletconnect.org/v1',
    explorer: ['Mempool', 'https://mempool.space/testnet'],
    testnet: true,
  }),
];

/**
 * Looks a built-in network up by its CAIP-2 id.
 * @example
 * getNetwork('eip155:10')?.name; // 'OP Mainnet'
 */
export function getNetwork(caipNetworkId: string): NetworkDefinition | undefined {
  return NETWORKS.find((network) => network.caipNetworkId === caipNetworkId);
}
