// The configured chains, each with a viem public client on its RPC URLs (the spec's retry policy, then the fallbacks).
import { createPublicClient, defineChain, type PublicClient } from 'viem';
import type { ChainConfig, Config } from '../config/schema.js';
import type { TokenMetadata } from './token-metadata.js';
import { chainTransport, rpcUrlsOf } from './transport.js';

export type ChainEntry = {
  config: ChainConfig;
  client: PublicClient;
  /** Per-instance caches: token metadata (immutable on chain) and whether Multicall3 is deployed. */
  cache: { tokens: Map<string, TokenMetadata>; multicall?: { at: number; deployed: boolean } };
};

export class ChainRegistry {
  private readonly chains = new Map<string, ChainEntry>();

  constructor(config: Config) {
    for (const chain of config.chains) {
      const viemChain = defineChain({
        id: Number(chain.id.split(':')[1]),
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: rpcUrlsOf(chain) } },
      });
      const transport = chainTransport(rpcUrlsOf(chain), config.rpc);
      this.chains.set(chain.id, {
        config: chain,
        client: createPublicClient({ chain: viemChain, transport }),
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
}
