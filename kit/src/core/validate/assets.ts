// Validation of wallet asset-discovery responses (spec §3 "Asset", §5): parsed once where they enter.

import * as z from 'zod/mini';

export const assetSchema = z.object({
  address: z.string(),
  /** Hex-encoded balance in the token's smallest unit. */
  balance: z.string(),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    iconUrl: z.string(),
    decimals: z.number(),
    price: z.number(),
    value: z.optional(z.number()),
  }),
});

/** wallet_getAssets' result: assets per chain id (hex). */
export const assetResponseSchema = z.record(z.string(), z.array(assetSchema));

export type Asset = z.infer<typeof assetSchema>;
export type AssetResponse = z.infer<typeof assetResponseSchema>;

/**
 * The response when every asset has string address and balance, type ERC20 or NATIVE, and
 * metadata with string name, symbol, iconUrl and numeric decimals and price; otherwise undefined.
 * @example
 * parseAssetResponse({ '0x1': [nativeEth] }); // { '0x1': [nativeEth] }
 */
export function parseAssetResponse(value: unknown): AssetResponse | undefined {
  const result = assetResponseSchema.safeParse(value);
  return result.success ? result.data : undefined;
}
