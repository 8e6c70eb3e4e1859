// wallet_getAssets answers (spec §5): valid only if every asset has string address and balance, type
// ERC20 or NATIVE, and metadata with string name, symbol, iconUrl and numeric decimals and price.

import * as z from 'zod/mini';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';

const asset = z.object({
  address: z.string(),
  balance: z.string(),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), decimals: z.number(), price: z.number() }),
});

/** The assets of a wallet_getAssets answer, by hex chain id. */
const assetsResponse = z.record(z.string(), z.array(asset));

export type WalletAsset = z.infer<typeof asset>;
export type WalletAssets = z.infer<typeof assetsResponse>;

/**
 * The answer when every asset is valid; a typed error naming the first bad field otherwise.
 * @example
 * parseAssets({ '0x1': [{ address: 'native', balance: '0x1', type: 'NATIVE', metadata: { … } }] });
 */
export function parseAssets(answer: unknown): WalletAssets {
  const parsed = assetsResponse.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new WalletModalError(ErrorMessages.INVALID_ASSETS_RESPONSE, { details: z.prettifyError(parsed.error), id: 'INVALID_ASSETS_RESPONSE' });
}
