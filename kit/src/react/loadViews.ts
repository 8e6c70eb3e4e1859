// The views are a lazy chunk: fetched when the page is idle, or at the latest when the modal opens.

import { withLocale } from '../i18n/load.js';
import { lazyModule } from './lazyModule.js';

/** The views, once their chunk and the active locale's texts are both in (the first open shows no English flash). */
export const viewsChunk = lazyModule(() => withLocale(import('../views/shell/ModalRoot.js')));

/** Loads the views chunk once; later calls share the same promise. */
export const loadViews = viewsChunk.preload;

/** Prefetches the views chunk when the browser is idle, so the first open paints at once. */
export function prefetchViewsWhenIdle(): () => void {
  if (typeof window === 'undefined') return () => {};
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(() => void loadViews(), { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => void loadViews(), 200);
  return () => clearTimeout(handle);
}
