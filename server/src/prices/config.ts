// The `prices` section of the server config: on-chain sources first (Chainlink-style feeds, then Uniswap
// pool prices against a USD stablecoin), then the price file; answers are cached for `cacheSeconds`.
import { z } from 'zod';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address');
/** A token by CAIP-10 id; the native currency is eip155:<chain>:0xeeee…eeee (NATIVE_TOKEN_ADDRESS). */
const caip10 = z
  .string()
  .regex(/^eip155:[0-9]{1,16}:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 token id such as eip155:1:0xabc…')
  .transform((v) => v.toLowerCase());

export const priceFeedConfigSchema = z.strictObject({
  token: caip10,
  /** An AggregatorV3Interface contract on the token's chain answering the token's USD price. */
  aggregator: address,
});

export const pricePoolConfigSchema = z.strictObject({
  token: caip10,
  /** A Uniswap pool of the token against a USD stablecoin, on the token's chain; the stablecoin counts as 1 USD. */
  pool: address,
  version: z.enum(['v2', 'v3']),
});

export const pricesConfigSchema = z.strictObject({
  source: z.literal('static').default('static'),
  /** JSON file of { currency: { symbol or caip10: price } }; the shipped data/prices.json unless set. */
  file: z.string().optional(),
  /** USD prices read from feeds on the configured chains; they win over pools and the file. */
  feeds: z.array(priceFeedConfigSchema).default([]),
  /** USD prices read from pool reserves; they win over the file. */
  pools: z.array(pricePoolConfigSchema).default([]),
  /** How long a price read on chain is reused (spec §9: balances are cached 30 s). */
  cacheSeconds: z.number().int().min(0).max(3600).default(30),
});

export type PricesConfig = z.infer<typeof pricesConfigSchema>;
