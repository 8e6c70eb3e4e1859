// The price source interface: swap the static file for a market feed without touching the routes.

export type PricedAsset = { chainId: string; address?: string | undefined; symbol: string };

export interface PriceSource {
  /** Currencies this source can quote in, lowercase (e.g. "usd"). */
  currencies(): string[];
  /** Price of one whole unit of each asset; `undefined` where unknown. */
  getPrices(currency: string, assets: PricedAsset[]): Promise<(number | undefined)[]>;
}
