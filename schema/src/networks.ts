// Networks: the built-in catalogue (spec §3 "Networks defined") and the one way any other network
// becomes a definition (a viem chain, or a network the app defines itself). Plain code, no zod, safe for the browser.

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
  /** Absent for a chain without one (a local development chain). */
  blockExplorers?: { default: { name: string; url: string } };
  testnet: boolean;
  /** An https (or data:) image of the network; without one the modal draws a monogram. */
  iconUrl?: string;
}

/**
 * What a viem chain (`viem/chains`) holds that a network needs: any object of this shape becomes a
 * network through {@link defineNetwork}. A string id names the chain's namespace (`solana:…`); a number is EVM.
 */
export interface ChainInput {
  id: number | string;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  testnet?: boolean;
  iconUrl?: string;
  caipNetworkId?: `${string}:${string}`;
  chainNamespace?: ChainNamespace;
}

/** A network the app defines in its config (`customNetworks`): a rollup of its own, a local validator. */
export interface CustomNetworkConfig {
  /** CAIP-2 id: `eip155:<chain id>`, `solana:<first 32 characters of the genesis hash>` or `bip122:<32 hex>`. */
  id: string;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** http(s) RPC URLs, the first tried first. */
  rpcUrls: readonly string[];
  blockExplorer?: { name: string; url: string };
  testnet?: boolean;
  iconUrl?: string;
}

/** The CAIP-2 id patterns of the namespaces a network can be defined in. */
export const CAIP_NETWORK_ID_PATTERNS = {
  eip155: /^eip155:[1-9][0-9]{0,15}$/,
  solana: /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/,
  bip122: /^bip122:[0-9a-f]{32}$/,
} as const;

/**
 * Whether `id` is a CAIP-2 id a network can have (eip155, solana or bip122).
 * @example
 * isNetworkId('eip155:84532'); // true
 */
export function isNetworkId(id: string): id is `${string}:${string}` {
  return Object.values(CAIP_NETWORK_ID_PATTERNS).some((pattern) => pattern.test(id));
}

/**
 * A network from a viem chain or any chain-shaped object: a number id is an EVM chain.
 * @example
 * import { baseSepolia } from 'viem/chains';
 * defineNetwork(baseSepolia).caipNetworkId; // 'eip155:84532'
 */
export function defineNetwork(chain: ChainInput): NetworkDefinition {
  const caipNetworkId = chain.caipNetworkId ?? (typeof chain.id === 'number' ? `eip155:${chain.id}` : (`${chain.chainNamespace ?? 'eip155'}:${chain.id}` as const));
  const chainNamespace = chain.chainNamespace ?? (caipNetworkId.split(':')[0] as ChainNamespace);
  return {
    caipNetworkId,
    id: chainNamespace === 'eip155' ? Number(caipNetworkId.slice('eip155:'.length)) : caipNetworkId.slice(chainNamespace.length + 1),
    chainNamespace,
    name: chain.name,
    nativeCurrency: { name: chain.nativeCurrency.name, symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals },
    rpcUrls: { default: { http: [...chain.rpcUrls.default.http] } },
    ...(chain.blockExplorers ? { blockExplorers: { default: { name: chain.blockExplorers.default.name, url: chain.blockExplorers.default.url } } } : {}),
    testnet: chain.testnet ?? false,
    ...(chain.iconUrl ? { iconUrl: chain.iconUrl } : {}),
  };
}

/**
 * A network the config defines (`customNetworks`), as a definition.
 * @example
 * customNetwork({ id: 'eip155:777', name: 'My Rollup', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['https://rpc.example'] });
 */
export function customNetwork(config: CustomNetworkConfig): NetworkDefinition {
  const [namespace] = config.id.split(':') as [ChainNamespace];
  return defineNetwork({
    id: config.id.slice(namespace.length + 1),
    caipNetworkId: config.id as `${string}:${string}`,
    chainNamespace: namespace,
    name: config.name,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: config.rpcUrls } },
    blockExplorers: config.blockExplorer && { default: config.blockExplorer },
    testnet: config.testnet,
    iconUrl: config.iconUrl,
  });
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
  explorer?: [name: string, url: string];
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
    ...(explorer ? { blockExplorers: { default: { name: explorer[0], url: explorer[1] } } } : {}),
    testnet,
  };
}

/** The chain id anvil and hardhat start with: the local development chain. */
export const LOCAL_CHAIN_ID = 31337;

/** CAIP-2 ids of the built-in networks, in catalogue order. */
export const NETWORK_IDS = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'eip155:11155111',
  'eip155:31337',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
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
  // The local development chain (anvil, hardhat): no explorer; its RPC is the tools' default port.
  network({
    namespace: 'eip155',
    id: LOCAL_CHAIN_ID,
    name: 'Local',
    currency: ETHER,
    rpc: 'http://127.0.0.1:8545',
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
  // A local regtest node (bitcoind -regtest): wallet-standard names it bitcoin:regtest; no explorer.
  // Signet and testnet4 stay out: the Bitcoin wallet standard names no chain for them yet.
  network({
    namespace: 'bip122',
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Bitcoin Regtest',
    currency: { ...BTC, symbol: 'rBTC' },
    rpc: 'http://127.0.0.1:18443',
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
