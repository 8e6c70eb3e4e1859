// The views are a lazy chunk: fetched when the page is idle, or at the latest when the modal opens.

let views: Promise<typeof import('../views/shell/ModalRoot.js')> | undefined;

/** Loads the views chunk once; later calls share the same promise. */
export function loadViews() {
  views ??= import('../views/shell/ModalRoot.js');
  return views;
}

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
