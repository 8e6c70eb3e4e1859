// The wallet directory (spec §7 "Wallet directory and assets"): pages of wallets and their images.

import type { WalletsPage as WireWalletsPage, WalletsQuery } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { apiRequest } from './request.js';
import type { ApiConfig } from './url.js';
import type { Assert, Reads } from './wire.js';

const walletEntry = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  chains: z.optional(z.array(z.string())),
  /** Where to get the wallet when it is not installed: iOS App Store, Google Play, browser extension store. */
  app_store: z.optional(z.nullable(z.string())),
  play_store: z.optional(z.nullable(z.string())),
  chrome_store: z.optional(z.nullable(z.string())),
  /** Whether the wallet pairs over WalletConnect (absent: assume it does). */
  supports_wc: z.optional(z.boolean()),
});

const walletsPage = z.object({ data: z.array(walletEntry), count: z.number() });
type _WalletsPage = Assert<Reads<WireWalletsPage, typeof walletsPage>>;

/** A directory entry as the kit reads it: from our server or any compatible service, so most fields may be missing. */
export type WalletEntry = z.infer<typeof walletEntry>;
export type WalletsPage = z.infer<typeof walletsPage>;

export interface GetWalletsParameters {
  page: number;
  entries: number;
  search?: string;
  include?: readonly string[];
  exclude?: readonly string[];
  /** 'certified' lists certified wallets only. */
  badge_type?: 'certified';
  /** CAIP-2 ids of the app's networks. */
  chains?: readonly string[];
  signal?: AbortSignal;
}

const list = (values?: readonly string[]) => (values && values.length > 0 ? values.join(',') : undefined);

/**
 * @example
 * const { data, count } = await getWallets(config, { page: 1, entries: 40 });
 */
export function getWallets(config: ApiConfig, { signal, ...parameters }: GetWalletsParameters): Promise<WalletsPage> {
  return apiRequest({
    ...config,
    path: '/getWallets',
    signal,
    schema: walletsPage,
    query: {
      page: parameters.page,
      entries: parameters.entries,
      search: parameters.search || undefined,
      include: list(parameters.include),
      exclude: list(parameters.exclude),
      badge_type: parameters.badge_type,
      chains: list(parameters.chains),
    } satisfies WalletsQuery,
  });
}
