// ERC20 name, symbol and decimals: from the config when given, else read from the chain and kept
// for the chain entry's lifetime (a deployed token's metadata does not change).
import { erc20Abi, type Address } from 'viem';
import type { TokenConfig } from '../config/schema.js';
import type { ChainEntry } from './registry.js';
import { readContracts } from './read-contracts.js';

export type TokenMetadata = { address: Address; name: string; symbol: string; decimals: number; iconUrl?: string | undefined };

const configured = (t: TokenConfig) => Boolean(t.name && t.symbol && t.decimals !== undefined);

/** @returns metadata per configured token, `null` where the contract does not answer as an ERC20. */
export async function tokenMetadata(chain: ChainEntry, tokens: TokenConfig[]): Promise<(TokenMetadata | null)[]> {
  const cache = chain.cache.tokens;
  const key = (t: TokenConfig) => t.address.toLowerCase();
  const missing = tokens.filter((t) => !configured(t) && !cache.has(key(t)));
  const calls = missing.flatMap((t) =>
    (['name', 'symbol', 'decimals'] as const).map((functionName) => ({ address: t.address as Address, abi: erc20Abi, functionName })),
  );
  const results = calls.length ? await readContracts(chain, calls) : [];
  missing.forEach((t, i) => {
    const [name, symbol, decimals] = results.slice(i * 3, i * 3 + 3);
    // Failures are not cached: a token deployed later is picked up on the next request.
    if (name?.status === 'success' && symbol?.status === 'success' && decimals?.status === 'success') {
      cache.set(key(t), { address: t.address as Address, name: String(name.result), symbol: String(symbol.result), decimals: Number(decimals.result) });
    }
  });
  return tokens.map((t) => {
    const read = cache.get(key(t));
    if (!read && !configured(t)) return null;
    return {
      address: t.address as Address,
      name: t.name ?? read!.name,
      symbol: t.symbol ?? read!.symbol,
      decimals: t.decimals ?? read!.decimals,
      iconUrl: t.iconUrl,
    };
  });
}
