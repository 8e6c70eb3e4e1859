// Loads the wallet directory for AllWallets: pages of 40 as the visitor scrolls, a search of up to
// 100 entries 300 ms after the last keystroke, a certified filter, images of the first 20 preloaded.

import type { WalletEntry } from '../api/directory.js';
import {
  FEATURED_WALLETS_COUNT,
  IMAGE_PRELOAD_TIMEOUT_MS,
  PREFETCHED_WALLET_IMAGES,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_SEARCH_DEBOUNCE_MS,
  WALLET_SEARCH_MAX_ENTRIES,
  WALLETS_PER_PAGE,
} from '../constants.js';
import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';
import { walletImage } from './walletImage.js';

export { hasDirectory, walletImage } from './walletImage.js';

const local = instanceState('directory', () => ({
  searchTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  inFlight: undefined as AbortController | undefined,
  suggested: undefined as Promise<void> | undefined,
}));

/** The directory's query: the app's API, its include/exclude lists and its networks' CAIP-2 ids. */
function directoryOf(modal: ModalCore) {
  const { api, options } = modal;
  if (!api) return undefined;
  return {
    ...api,
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    chains: options.networks.map((network) => network.caipNetworkId),
  };
}

/**
 * Loads the next page of 40 (or the first, with `reset`). Without a search it pages through the
 * whole directory; with one it shows up to 100 matches.
 * @example
 * await loadWallets(modal, { reset: true });
 */
export async function loadWallets(modal: ModalCore, { reset = false }: { reset?: boolean } = {}): Promise<void> {
  const options = directoryOf(modal);
  const state = modal.$directory.get();
  const pending = local(modal);
  if (!options || (!reset && (state.loading || (state.page > 0 && state.wallets.length >= state.count)))) return;
  pending.inFlight?.abort();
  const controller = new AbortController();
  pending.inFlight = controller;
  const page = reset ? 1 : state.page + 1;
  const searching = state.search.length > 0;
  modal.$directory.set({ ...state, loading: true, error: undefined, ...(reset ? { wallets: [], page: 0, count: 0 } : {}) });
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
    if (pending.inFlight !== controller) return;
    const wallets = reset ? result.data : [...modal.$directory.get().wallets, ...result.data];
    const count = searching ? Math.min(result.count, WALLET_SEARCH_MAX_ENTRIES) : result.count;
    modal.$directory.set({ ...modal.$directory.get(), wallets, count, page, loading: false });
    if (page === 1) preloadImages(modal, result.data.slice(0, PREFETCHED_WALLET_IMAGES));
  } catch (error) {
    if (pending.inFlight !== controller) return;
    modal.$directory.set({ ...modal.$directory.get(), loading: false, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
  }
}

/**
 * Loads, once, the wallets Connect suggests: up to 4 of the app's featured wallets (in its order)
 * and the directory's first wallets as recommendations. Failures leave the lists empty.
 * @example
 * await loadSuggestedWallets(modal);
 */
export function loadSuggestedWallets(modal: ModalCore): Promise<void> {
  const config = directoryOf(modal);
  const state = local(modal);
  const featuredIds = modal.options.featuredWalletIds;
  if (!config) return Promise.resolve();
  state.suggested ??= (async () => {
    const { getWallets } = await import('../api/directory.js');
    const wanted = featuredIds.slice(0, FEATURED_WALLETS_COUNT);
    const [featured, recommended] = await Promise.all([
      wanted.length > 0 ? getWallets(config, { page: 1, entries: wanted.length, include: wanted }) : { data: [] },
      // A few more than shown, so wallets already installed here can be skipped.
      getWallets(config, { page: 1, entries: RECOMMENDED_WALLETS_COUNT * 2, exclude: [...config.exclude, ...wanted], chains: config.chains }),
    ]);
    const byId = new Map(featured.data.map((wallet) => [wallet.id, wallet]));
    modal.$suggestedWallets.set({
      featured: wanted.flatMap((id) => byId.get(id) ?? []),
      recommended: recommended.data,
    });
  })().catch(() => undefined);
  return state.suggested;
}

/** Searches 300 ms after the last call; an empty query goes back to paging the whole directory. */
export function searchWallets(modal: ModalCore, search: string): void {
  const state = local(modal);
  modal.$directory.set({ ...modal.$directory.get(), search: search.trim() });
  clearTimeout(state.searchTimer);
  state.searchTimer = setTimeout(() => void loadWallets(modal, { reset: true }), WALLET_SEARCH_DEBOUNCE_MS);
}

/** Lists certified wallets only, or all of them again. */
export function setCertifiedOnly(modal: ModalCore, certified: boolean): void {
  modal.$directory.set({ ...modal.$directory.get(), certified });
  void loadWallets(modal, { reset: true });
}

/** Warms the browser's image cache; each image gets at most 2 s before it is left to load lazily. */
function preloadImages(modal: ModalCore, wallets: readonly WalletEntry[]): void {
  if (typeof Image === 'undefined') return;
  for (const wallet of wallets) {
    const url = walletImage(modal, wallet);
    if (!url) continue;
    const image = new Image();
    const stop = setTimeout(() => (image.src = ''), IMAGE_PRELOAD_TIMEOUT_MS);
    image.onload = image.onerror = () => clearTimeout(stop);
    image.src = url;
  }
}
