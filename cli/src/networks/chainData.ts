// A viem chain reduced to what a network keeps (id, name, currency, RPC URLs, explorer, testnet): the
// generated config writes this data rather than importing `viem/chains`, whose OP-stack chains carry
// formatters and serializers (~17 KiB gzip) that the kit never uses.

import { createRequire } from 'node:module';
import type { ChainInput } from '@wallet-modal/schema/networks';
import type { Chain } from 'viem';

/** The viem version the chain data comes from, named in the generated file. */
export const VIEM_VERSION: string = (createRequire(import.meta.url)('viem/package.json') as { version: string }).version;

/**
 * @example
 * chainData(baseSepolia); // { id: 84532, name: 'Base Sepolia', nativeCurrency: …, rpcUrls: …, blockExplorers: …, testnet: true }
 */
export function chainData(chain: Chain): ChainInput {
  const explorer = chain.blockExplorers?.default;
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: chain.nativeCurrency.name, symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals },
    rpcUrls: { default: { http: [...chain.rpcUrls.default.http] } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(chain.testnet ? { testnet: true } : {}),
  };
}
