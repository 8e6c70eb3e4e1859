// USD prices read on the configured chains: a Chainlink-style feed's latestRoundData, or the mid price
// of a Uniswap pool against a USD stablecoin (counted as 1 USD). A read that fails gives no price, so
// the next source (the price file) answers.
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { parseAbi, type Address } from 'viem';
import type { ChainRegistry } from '../chains/registry.js';
import { tokenMetadata } from '../chains/token-metadata.js';
import type { Logger } from '../log.js';
import type { PricesConfig } from './config.js';
import type { PricedAsset, PriceSource } from './source.js';

const feedAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
]);
const poolAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
]);

/** The CAIP-10 key of a priced asset: its token, or the chain's native address convention. */
export const assetKey = (a: PricedAsset) => `${a.chainId}:${a.address ?? NATIVE_TOKEN_ADDRESS}`.toLowerCase();

export function onchainPriceSource(config: PricesConfig, chains: ChainRegistry, log: Logger): PriceSource {
  const feeds = new Map(config.feeds.map((f) => [f.token, f]));
  const pools = new Map(config.pools.map((p) => [p.token, p]));
  // Immutable on chain: a feed's decimals, a pool's tokens and their decimals.
  const feedDecimals = new Map<string, number>();
  const poolTokens = new Map<string, { token0: Address; token1: Address; decimals0: number; decimals1: number }>();

  const chainOf = (token: string) => {
    const chain = chains.get(token.split(':').slice(0, 2).join(':'));
    if (!chain) throw new Error(`prices: ${token} is on a chain the config does not list`);
    return chain;
  };

  async function feedPrice(token: string, aggregator: Address): Promise<number | undefined> {
    const { client } = chainOf(token);
    const [decimals, round] = await Promise.all([
      feedDecimals.get(aggregator) ?? client.readContract({ address: aggregator, abi: feedAbi, functionName: 'decimals' }),
      client.readContract({ address: aggregator, abi: feedAbi, functionName: 'latestRoundData' }),
    ]);
    feedDecimals.set(aggregator, Number(decimals));
    const answer = round[1];
    return answer > 0n ? Number(answer) / 10 ** Number(decimals) : undefined;
  }

  async function poolPrice(token: string, pool: Address, version: 'v2' | 'v3'): Promise<number | undefined> {
    const chain = chainOf(token);
    let tokens = poolTokens.get(pool);
    if (!tokens) {
      const [token0, token1] = await Promise.all([
        chain.client.readContract({ address: pool, abi: poolAbi, functionName: 'token0' }),
        chain.client.readContract({ address: pool, abi: poolAbi, functionName: 'token1' }),
      ]);
      const [m0, m1] = await tokenMetadata(chain, [{ address: token0 }, { address: token1 }]);
      if (!m0 || !m1) return undefined;
      tokens = { token0, token1, decimals0: m0.decimals, decimals1: m1.decimals };
      poolTokens.set(pool, tokens);
    }
    // token1 per token0, in whole tokens.
    let price0: number;
    if (version === 'v3') {
      const [sqrtPriceX96] = await chain.client.readContract({ address: pool, abi: poolAbi, functionName: 'slot0' });
      price0 = (Number(sqrtPriceX96) / 2 ** 96) ** 2 * 10 ** (tokens.decimals0 - tokens.decimals1);
    } else {
      const [r0, r1] = await chain.client.readContract({ address: pool, abi: poolAbi, functionName: 'getReserves' });
      if (r0 === 0n || r1 === 0n) return undefined;
      price0 = Number(r1) / 10 ** tokens.decimals1 / (Number(r0) / 10 ** tokens.decimals0);
    }
    const address = token.split(':')[2]!;
    if (address === tokens.token0.toLowerCase()) return price0 > 0 ? price0 : undefined;
    if (address === tokens.token1.toLowerCase()) return price0 > 0 ? 1 / price0 : undefined;
    throw new Error(`prices: pool ${pool} does not hold ${token}`);
  }

  async function price(asset: PricedAsset): Promise<number | undefined> {
    const key = assetKey(asset);
    const feed = feeds.get(key);
    const pool = pools.get(key);
    try {
      if (feed) {
        const answer = await feedPrice(key, feed.aggregator as Address);
        if (answer !== undefined) return answer;
      }
      if (pool) return await poolPrice(key, pool.pool as Address, pool.version);
    } catch (error) {
      log.warn({ err: error, token: key }, 'on-chain price read failed');
    }
    return undefined;
  }

  return {
    currencies: () => ['usd'],
    async getPrices(currency, assets) {
      if (currency !== 'usd') return assets.map(() => undefined);
      return Promise.all(assets.map(price));
    },
  };
}
