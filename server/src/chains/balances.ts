// Native and ERC20 balances of one address on one chain, in the spec's token-balance shape.
import type { TokenBalance } from '@wallet-modal/schema/wire';
import { erc20Abi, formatUnits, type Address } from 'viem';
import { ApiError } from '../errors.js';
import type { PriceSource } from '../prices/source.js';
import type { ChainEntry } from './registry.js';
import { readContracts, shortMessage } from './read-contracts.js';
import { tokenMetadata } from './token-metadata.js';

export type GetBalancesParameters = {
  chain: ChainEntry;
  address: Address;
  currency: string;
  prices: PriceSource;
  iconUrl: (symbol: string) => string;
};

/**
 * The native balance (always listed) and every configured token the address holds.
 * Tokens whose decimals are 0 are dropped, as the spec's balance rule requires.
 */
export async function getBalances({ chain, address, currency, prices, iconUrl }: GetBalancesParameters): Promise<TokenBalance[]> {
  const { id, nativeCurrency } = chain.config;
  const metas = await tokenMetadata(chain, chain.config.tokens);
  const tokens = metas.filter((m) => m !== null && m.decimals > 0) as NonNullable<(typeof metas)[number]>[];
  const [native, reads] = await Promise.all([
    // Every answer lists the native balance: a node that refuses to give it (a JSON-RPC error) fails the request.
    chain.client.getBalance({ address }).catch((cause: unknown) => {
      throw new ApiError('UPSTREAM_FAILED', `the RPC of ${id} did not give the native balance (${shortMessage(cause)})`, { cause });
    }),
    tokens.length
      ? readContracts(chain, tokens.map((t) => ({ address: t.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })))
      : Promise.resolve([]),
  ]);
  const held = tokens.flatMap((t, i) => {
    const r = reads[i];
    return r?.status === 'success' && (r.result as bigint) > 0n ? [{ meta: t, amount: r.result as bigint }] : [];
  });
  const quotes = await prices.getPrices(currency, [
    { chainId: id, symbol: nativeCurrency.symbol },
    ...held.map((h) => ({ chainId: id, address: h.meta.address, symbol: h.meta.symbol })),
  ]);
  const entry = (name: string, symbol: string, decimals: number, amount: bigint, price: number | undefined, caip10?: string, icon?: string): TokenBalance => {
    const numeric = formatUnits(amount, decimals);
    return {
      name,
      symbol,
      chainId: id,
      address: caip10,
      value: Number(numeric) * (price ?? 0),
      price: price ?? 0,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: icon ?? iconUrl(symbol),
    };
  };
  return [
    entry(nativeCurrency.name, nativeCurrency.symbol, nativeCurrency.decimals, native, quotes[0]),
    ...held.map((h, i) => entry(h.meta.name, h.meta.symbol, h.meta.decimals, h.amount, quotes[i + 1], `${id}:${h.meta.address}`, h.meta.iconUrl)),
  ];
}

