// An operator's EVM chain, completed from viem's chain list: naming `eip155:84532` is enough for a chain viem
// knows; any other chain is defined in full, the way an app's `customNetworks` defines it.
import type { Chain } from 'viem';
import * as viemChains from 'viem/chains';
import type { z } from 'zod';

type ChainConfigInput = {
  id: string;
  name?: string;
  rpcUrls?: string[];
  rpcUrl?: string;
  fallbackRpcUrls: string[];
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  testnet?: boolean;
  blockExplorer?: { name: string; url: string };
};

let byId: Map<number, Chain> | undefined;

/**
 * The chain viem's list has under this id (the first when several share it), if any.
 * @example
 * viemChainOf(84532)?.name; // 'Base Sepolia'
 */
export function viemChainOf(id: number): Chain | undefined {
  if (!byId) {
    byId = new Map();
    for (const chain of Object.values(viemChains) as Chain[]) if (typeof chain?.id === 'number' && !byId.has(chain.id)) byId.set(chain.id, chain);
  }
  return byId.get(id);
}

/**
 * The chain with name, native currency, RPC URLs and testnet flag filled in from viem where the operator left
 * them out; an issue naming what is missing when viem does not know the chain.
 */
export function completeChainConfig<T extends ChainConfigInput>(chain: T, ctx: z.RefinementCtx) {
  const known = viemChainOf(Number(chain.id.slice('eip155:'.length)));
  if (chain.rpcUrls && (chain.rpcUrl || chain.fallbackRpcUrls.length > 0)) {
    ctx.addIssue({ code: 'custom', path: ['rpcUrls'], message: 'give either rpcUrls or rpcUrl (with fallbackRpcUrls), not both' });
    return undefined;
  }
  const urls = chain.rpcUrls ?? (chain.rpcUrl ? [chain.rpcUrl, ...chain.fallbackRpcUrls] : known ? [...known.rpcUrls.default.http] : []);
  const name = chain.name ?? known?.name;
  const nativeCurrency = chain.nativeCurrency ?? known?.nativeCurrency;
  const missing = [!name && 'name', !nativeCurrency && 'nativeCurrency', urls.length === 0 && 'rpcUrls'].filter(Boolean);
  if (!name || !nativeCurrency || urls.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['id'], message: `${chain.id} is not a chain viem knows: give its ${missing.join(', ')}` });
    return undefined;
  }
  const { rpcUrls: _urls, ...rest } = chain;
  const explorer = chain.blockExplorer ?? known?.blockExplorers?.default;
  return {
    ...rest,
    name,
    nativeCurrency: { name: nativeCurrency.name, symbol: nativeCurrency.symbol, decimals: nativeCurrency.decimals },
    rpcUrl: urls[0]!,
    fallbackRpcUrls: urls.slice(1),
    testnet: chain.testnet ?? known?.testnet ?? false,
    ...(explorer ? { blockExplorer: { name: explorer.name, url: explorer.url } } : {}),
  };
}
