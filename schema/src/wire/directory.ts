// GET /getWallets (spec §7 "Wallet directory and assets"): the filters it accepts, and the page of
// WalletEntry it answers.
import * as z from 'zod';
import { caip2, splitList } from './params.js';

const WALLET_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

const idList = z
  .string()
  .max(4000)
  .transform(splitList)
  .pipe(z.array(z.string().regex(WALLET_ID, 'wallet ids are lowercase letters, digits and -')).max(200))
  .optional();

/**
 * The /getWallets filters, with the server's page-size limit. Parameters it does not name are refused
 * by the server, so a misspelt filter never widens the answer.
 * @example
 * walletsQuery({ pageSizeMax: 100 }).parse({ page: '2', include: 'rainbow,zerion' }); // { page: 2, entries: 40, include: [...] }
 */
export function walletsQuery({ pageSizeMax }: { pageSizeMax: number }) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    entries: z.coerce.number().int().min(1).max(pageSizeMax).default(40),
    include: idList,
    exclude: idList,
    search: z.string().trim().max(100).refine((v) => !v.includes('\u0000'), 'must not contain NUL characters').optional(),
    /** 'certified': certified wallets only; 'none': no badge filter (what clients send with the filter off). */
    badge_type: z.enum(['none', 'certified']).optional(),
    chains: z
      .string()
      .max(2000)
      .transform(splitList)
      .pipe(z.array(caip2('chains are CAIP-2 ids such as eip155:1')).max(100))
      .optional(),
  });
}

/** The /getWallets query as a client sends it (lists comma-separated). */
export type WalletsQuery = z.input<ReturnType<typeof walletsQuery>>;

/** One wallet of the directory. */
export interface WalletEntry {
  id: string;
  name: string;
  /** The id for GET /getWalletImage/{id}. */
  image_id: string;
  rdns: string | null;
  homepage: string | null;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  /** Where to get the wallet when it is not installed (https store pages): iOS App Store, Google Play, browser extension store. */
  app_store: string | null;
  play_store: string | null;
  chrome_store: string | null;
  /** Whether the wallet pairs over WalletConnect. */
  supports_wc: boolean;
  /** CAIP-2 ids. */
  chains: string[];
  badge_type: 'none' | 'certified';
}

/** The /getWallets answer: one page and the number of matches in all pages. */
export interface WalletsPage {
  data: WalletEntry[];
  count: number;
}
