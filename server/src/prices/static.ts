// A price source read from a JSON file: { "usd": { "ETH": 3000, "eip155:1:0xa0b8…": 1 } }.
// A CAIP-10 key (lowercase) names one token on one chain and wins over the symbol key.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PriceSource } from './source.js';

export const shippedPrices = fileURLToPath(new URL('../../data/prices.json', import.meta.url));

const priceFileSchema = z.record(z.string().regex(/^[a-z]{3}$/), z.record(z.string().min(1), z.number().nonnegative()));

export function staticPriceSource(file: string = shippedPrices): PriceSource {
  const parsed = priceFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Invalid price file ${file}:\n${z.prettifyError(parsed.error)}`);
  const table = parsed.data;
  return {
    currencies: () => Object.keys(table),
    async getPrices(currency, assets) {
      const prices = table[currency] ?? {};
      return assets.map((a) => (a.address ? prices[`${a.chainId}:${a.address}`.toLowerCase()] : undefined) ?? prices[a.symbol.toUpperCase()]);
    },
  };
}
