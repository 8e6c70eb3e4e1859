// The server's one price source (balances, history, swaps and POST /v1/fungible/price read it): on-chain
// prices, cached for `prices.cacheSeconds`, then the price file for whatever they do not know.
import type { ChainRegistry } from '../chains/registry.js';
import type { Logger } from '../log.js';
import type { PricesConfig } from './config.js';
import { assetKey, onchainPriceSource } from './onchain.js';
import type { PricedAsset, PriceSource } from './source.js';
import { staticPriceSource } from './static.js';

/** Keeps the prices `source` found for `ttlMs`; an unknown price is asked again next time. */
export function cachedPriceSource(source: PriceSource, ttlMs: number): PriceSource {
  const cache = new Map<string, { at: number; price: number }>();
  return {
    currencies: () => source.currencies(),
    async getPrices(currency, assets) {
      const now = Date.now();
      const key = (a: PricedAsset) => `${currency}|${assetKey(a)}`;
      const hits = assets.map((a) => {
        const hit = cache.get(key(a));
        return hit && now - hit.at < ttlMs ? hit.price : undefined;
      });
      const missing = assets.filter((_, i) => hits[i] === undefined);
      const read = missing.length ? await source.getPrices(currency, missing) : [];
      if (cache.size > 10_000) cache.clear(); // bounded: asked-for assets must not grow memory
      missing.forEach((a, i) => {
        const price = read[i];
        if (price !== undefined) cache.set(key(a), { at: now, price });
      });
      let next = 0;
      return hits.map((hit) => hit ?? read[next++]);
    },
  };
}

/** Each asset's price from the first source that knows it. */
export function layeredPriceSource(sources: PriceSource[]): PriceSource {
  return {
    currencies: () => [...new Set(sources.flatMap((s) => s.currencies()))],
    async getPrices(currency, assets) {
      const prices: (number | undefined)[] = assets.map(() => undefined);
      for (const source of sources) {
        const open = assets.flatMap((a, i) => (prices[i] === undefined ? [i] : []));
        if (!open.length) break;
        if (!source.currencies().includes(currency)) continue;
        const found = await source.getPrices(currency, open.map((i) => assets[i]!));
        open.forEach((i, j) => (prices[i] = found[j]));
      }
      return prices;
    },
  };
}

/**
 * @example
 * const prices = createPriceSource(config.prices, chains, log);
 * await prices.getPrices('usd', [{ chainId: 'eip155:1', symbol: 'ETH' }]); // [3000]
 */
export function createPriceSource(config: PricesConfig, chains: ChainRegistry, log: Logger): PriceSource {
  const file = staticPriceSource(config.file);
  if (!config.feeds.length && !config.pools.length) return withoutTestnets(file, chains);
  return withoutTestnets(layeredPriceSource([cachedPriceSource(onchainPriceSource(config, chains, log), config.cacheSeconds * 1000), file]), chains);
}

/**
 * No fiat value on a test network (issue 30): its coins are worth nothing, whatever a price file says of a
 * symbol they share with a mainnet (ETH on Sepolia). A testnet is a configured EVM chain marked so (its
 * `testnet`, else viem's flag of the chain).
 */
export function withoutTestnets(source: PriceSource, chains: ChainRegistry): PriceSource {
  const isTestnet = (chainId: string) => chains.isTestnet(chainId);
  return {
    currencies: () => source.currencies(),
    async getPrices(currency, assets) {
      const priced = assets.flatMap((asset, i) => (isTestnet(asset.chainId) ? [] : [i]));
      const found = priced.length ? await source.getPrices(currency, priced.map((i) => assets[i]!)) : [];
      const prices: (number | undefined)[] = assets.map(() => undefined);
      priced.forEach((i, j) => (prices[i] = found[j]));
      return prices;
    },
  };
}
