// Loads the wallet directory for AllWallets: pages of 40 as the visitor scrolls, a search of up to
// 100 entries 300 ms after the last keystroke, a certified filter, images of the first 20 preloaded.

import type { WalletEntry } from '../api/directory.js';
import { walletImageUrl, type ApiConfig } from '../api/url.js';
import {
  FEATURED_WALLETS_COUNT,
  IMAGE_PRELOAD_TIMEOUT_MS,
  PREFETCHED_WALLET_IMAGES,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_SEARCH_DEBOUNCE_MS,
  WALLET_SEARCH_MAX_ENTRIES,
  WALLETS_PER_PAGE,
} from '../constants.js';
import { $directory, $suggestedWallets, initialDirectoryState } from '../stores/directory.js';

export interface DirectoryOptions extends ApiConfig {
  include: readonly string[];
  exclude: readonly string[];
  /** CAIP-2 ids of the app's networks: only wallets supporting one of them are listed. */
  chains: readonly string[];
}

let options: DirectoryOptions | undefined;
let searchTimer: ReturnType<typeof setTimeout> | undefined;
let inFlight: AbortController | undefined;

/** Points the directory at the app's API (called by createWalletModal when apiUrl is set). */
export function configureDirectory(next: DirectoryOptions | undefined): void {
  options = next;
  suggested = undefined;
  $directory.set(initialDirectoryState());
  $suggestedWallets.set({ featured: [], recommended: [] });
}

/** Whether the app has a directory to show (an apiUrl). */
export function hasDirectory(): boolean {
  return options !== undefined;
}

/** The URL of a wallet's icon, when the app has a directory. */
export function walletImage(wallet: Pick<WalletEntry, 'image_id'>): string | undefined {
  return options && wallet.image_id ? walletImageUrl(options, wallet.image_id) : undefined;
}

/**
 * Loads the next page of 40 (or the first, with `reset`). Without a search it pages through the
 * whole directory; with one it shows up to 100 matches.
 * @example
 * await loadWallets({ reset: true });
 */
export async function loadWallets({ reset = false }: { reset?: boolean } = {}): Promise<void> {
  const state = $directory.get();
  if (!options || (!reset && (state.loading || (state.page > 0 && state.wallets.length >= state.count)))) return;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const page = reset ? 1 : state.page + 1;
  const searching = state.search.length > 0;
  $directory.set({ ...state, loading: true, error: undefined, ...(reset ? { wallets: [], page: 0, count: 0 } : {}) });
  try {
    const { getWallets } = await import('../api/directory.js');
    const result = await getWallets(options, {
      page,
      entries: searching ? WALLET_SEARCH_MAX_ENTRIES : WALLETS_PER_PAGE,
      search: state.search || undefined,
      badge_type: state.certified ? 'certified' : undefined,
      include: options.include,
      exclude: options.exclude,
      chains: options.chains,
      signal: controller.signal,
    });
    if (inFlight !== controller) return;
    const wallets = reset ? result.data : [...$directory.get().wallets, ...result.data];
    const count = searching ? Math.min(result.count, WALLET_SEARCH_MAX_ENTRIES) : result.count;
    $directory.set({ ...$directory.get(), wallets, count, page, loading: false });
    if (page === 1) preloadImages(result.data.slice(0, PREFETCHED_WALLET_IMAGES));
  } catch (error) {
    if (inFlight !== controller) return;
    $directory.set({ ...$directory.get(), loading: false, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
  }
}

let suggested: Promise<void> | undefined;

/**
 * Loads, once, the wallets Connect suggests: up to 4 of the app's featured wallets (in its order)
 * and the directory's first wallets as recommendations. Failures leave the lists empty.
 * @example
 * await loadSuggestedWallets(['rainbow', 'zerion']);
 */
export function loadSuggestedWallets(featuredIds: readonly string[]): Promise<void> {
  const config = options;
  if (!config) return Promise.resolve();
  suggested ??= (async () => {
    const { getWallets } = await import('../api/directory.js');
    const wanted = featuredIds.slice(0, FEATURED_WALLETS_COUNT);
    const [featured, recommended] = await Promise.all([
      wanted.length > 0 ? getWallets(config, { page: 1, entries: wanted.length, include: wanted }) : { data: [] },
      // A few more than shown, so wallets already installed here can be skipped.
      getWallets(config, { page: 1, entries: RECOMMENDED_WALLETS_COUNT * 2, exclude: [...config.exclude, ...wanted], chains: config.chains }),
    ]);
    const byId = new Map(featured.data.map((wallet) => [wallet.id, wallet]));
    $suggestedWallets.set({
      featured: wanted.flatMap((id) => byId.get(id) ?? []),
      recommended: recommended.data,
    });
  })().catch(() => undefined);
  return suggested;
}

/** Searches 300 ms after the last call; an empty query goes back to paging the whole directory. */
export function searchWallets(search: string): void {
  $directory.set({ ...$directory.get(), search: search.trim() });
  clearTimeout(searchTimer);
  searchTimer = setTimeout(() => void loadWallets({ reset: true }), WALLET_SEARCH_DEBOUNCE_MS);
}

/** Lists certified wallets only, or all of them again. */
export function setCertifiedOnly(certified: boolean): void {
  $directory.set({ ...$directory.get(), certified });
  void loadWallets({ reset: true });
}

/** Warms the browser's image cache; each image gets at most 2 s before it is left to load lazily. */
function preloadImages(wallets: readonly WalletEntry[]): void {
  if (typeof Image === 'undefined') return;
  for (const wallet of wallets) {
    const url = walletImage(wallet);
    if (!url) continue;
    const image = new Image();
    const stop = setTimeout(() => (image.src = ''), IMAGE_PRELOAD_TIMEOUT_MS);
    image.onload = image.onerror = () => clearTimeout(stop);
    image.src = url;
  }
}
