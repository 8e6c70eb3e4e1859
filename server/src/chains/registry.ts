// The configured chains, each as a network definition (the app config's shape) and a viem public client on its
// RPC URLs (the spec's retry policy, then the fallbacks). The viem chain comes from schema's toViemChain, the
// one conversion the kit and the wagmi interop use too.
import { toViemChain } from '@wallet-modal/schema/chain';
import { customNetwork, type NetworkDefinition } from '@wallet-modal/schema/networks';
import { createPublicClient, type PublicClient } from 'viem';
import type { ChainConfig, Config } from '../config/schema.js';
import type { TokenMetadata } from './token-metadata.js';
import { chainTransport, rpcUrlsOf } from './transport.js';

export type ChainEntry = {
  config: ChainConfig;
  /** The chain as a network definition, the shape an app's `customNetworks` gives. */
  network: NetworkDefinition;
  client: PublicClient;
  /** Per-instance caches: token metadata (immutable on chain) and whether Multicall3 is deployed. */
  cache: { tokens: Map<string, TokenMetadata>; multicall?: { at: number; deployed: boolean } };
};

/**
 * The network definition of a configured chain.
 * @example
 * networkOf(config.chains[0]!).caipNetworkId; // 'eip155:31337'
 */
export function networkOf(chain: ChainConfig): NetworkDefinition {
  return customNetwork({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: rpcUrlsOf(chain),
    blockExplorer: chain.blockExplorer,
    testnet: chain.testnet,
    iconUrl: chain.iconUrl,
  });
}

export class ChainRegistry {
  private readonly chains = new Map<string, ChainEntry>();

  constructor(config: Config) {
    for (const chain of config.chains) {
      const network = networkOf(chain);
      const transport = chainTransport(rpcUrlsOf(chain), config.rpc);
      this.chains.set(chain.id, {
        config: chain,
        network,
        client: createPublicClient({ chain: toViemChain(network), transport }),
        cache: { tokens: new Map() },
      });
    }
  }

  get(caip2: string): ChainEntry | undefined {
    return this.chains.get(caip2);
  }

  all(): ChainEntry[] {
    return [...this.chains.values()];
  }

  /** Whether `caip2` is a configured test network (no fiat prices there). */
  isTestnet(caip2: string): boolean {
    return this.chains.get(caip2)?.config.testnet ?? false;
  }
}
