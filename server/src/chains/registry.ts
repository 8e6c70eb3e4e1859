// The configured chains, each with a viem public client on its RPC URL (the spec's retry policy).
import { createPublicClient, defineChain, http, type PublicClient } from 'viem';
import type { ChainConfig, Config } from '../config/schema.js';
import type { TokenMetadata } from './token-metadata.js';

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
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      });
      const transport = http(chain.rpcUrl, {
        retryCount: config.rpc.retryCount,
        retryDelay: config.rpc.retryDelayMs,
        timeout: config.rpc.timeoutMs,
      });
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
