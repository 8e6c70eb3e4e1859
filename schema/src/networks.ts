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

function evm(id: number, name: string, rpc: string, explorer: [string, string], testnet = false) {
  return network('eip155', id, name, ETHER, rpc, explorer, testnet);
}

function network(
  chainNamespace: ChainNamespace,
  id: number | string,
  name: string,
  nativeCurrency: NetworkDefinition['nativeCurrency'],
  rpc: string,
  [explorerName, explorerUrl]: [string, string],
  testnet: boolean,
): NetworkDefinition {
  return {
    caipNetworkId: `${chainNamespace}:${id}`,
    id,
    chainNamespace,
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: explorerName, url: explorerUrl } },
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

/** The spec's built-in networks, in the order of {@link NETWORK_IDS}. */
export const NETWORKS: readonly NetworkDefinition[] = [
  evm(1, 'Ethereum', 'https://eth.merkle.io', ['Etherscan', 'https://etherscan.io']),
  evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', ['Optimism Explorer', 'https://optimistic.etherscan.io']),
  network('eip155', 56, 'BNB Smart Chain', { name: 'BNB', symbol: 'BNB', decimals: 18 }, 'https://bsc-dataseed.bnbchain.org', ['BscScan', 'https://bscscan.com'], false),
  network('eip155', 137, 'Polygon', { name: 'POL', symbol: 'POL', decimals: 18 }, 'https://polygon-rpc.com', ['PolygonScan', 'https://polygonscan.com'], false),
  evm(8453, 'Base', 'https://mainnet.base.org', ['Basescan', 'https://basescan.org']),
  evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', ['Arbiscan', 'https://arbiscan.io']),
  network('eip155', 11155111, 'Sepolia', { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 }, 'https://rpc.sepolia.org', ['Etherscan', 'https://sepolia.etherscan.io'], true),
  network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', SOL, 'https://api.mainnet-beta.solana.com', ['Solscan', 'https://solscan.io'], false),
  network('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', SOL, 'https://api.devnet.solana.com', ['Solscan', 'https://solscan.io'], true),
  network('solana', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', SOL, 'https://api.testnet.solana.com', ['Solscan', 'https://solscan.io'], true),
  network('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin', { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }, 'https://rpc.walletconnect.org/v1', ['Mempool', 'https://mempool.space'], false),
  network('bip122', '000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 }, 'https://rpc.walletconnect.org/v1', ['Mempool', 'https://mempool.space/testnet'], true),
];

/**
 * Looks a built-in network up by its CAIP-2 id.
 * @example
 * getNetwork('eip155:10')?.name; // 'OP Mainnet'
 */
export function getNetwork(caipNetworkId: string): NetworkDefinition | undefined {
  return NETWORKS.find((network) => network.caipNetworkId === caipNetworkId);
}
