// walletModalChunks(): the chunk boundaries of an app's Vite (Rolldown) build, so the page fetches the
// kit in one file before the first click, the app's entry chunk, whatever features its config turns on.

import type { Plugin } from 'vite';

/** Where this file lives is the kit's dist/; the views' root is its chunks/ModalRoot-<hash>.js. */
const DIST = decodeURIComponent(new URL('./', import.meta.url).pathname).replace(/^\/(?=[A-Za-z]:)/, '');
const isViewsRoot = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return path.startsWith(DIST) && /\/chunks\/ModalRoot-[\w-]+\.js$/.test(path);
};

type ModuleInfo = { importedIds: readonly string[] } | null;

/** Every module statically imported, directly or not, by one of `roots` (the roots included). */
function staticallyReached(roots: readonly string[], info: (id: string) => ModuleInfo): Set<string> {
  const reached = new Set(roots);
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of info(id)?.importedIds ?? []) {
      if (reached.has(imported)) continue;
      reached.add(imported);
      queue.push(imported);
    }
  }
  return reached;
}

/**
 * Rolldown gives every module shared by the entry and a lazy chunk (or by two lazy chunks) a chunk of
 * its own: with the kit's small core modules that made 16 files before the first click in the default
 * app and 34 with every feature, each one a request, a gzip frame and an import statement. This plugin
 * puts what the page's entry imports statically into the entry's chunk (it is all fetched at start
 * anyway), and what the modal's views import statically into one views chunk (fetched when the pointer
 * or focus reaches the ConnectButton, and loaded before any other view can be shown). The one read made
 * before the click, the allowed-origins check of an app with e-mail or social login, is in the entry: a
 * hand-checked reader (~1.7 KB gzip) costs less there than a file of its own; it runs after the first
 * paint. The reads that need zod wait for the visitor (the social providers and the wallet
 * directory on intent). Lazy features, adapters' signing code and locales stay separate chunks, fetched when used.
 * @example
 * // vite.config.ts
 * export default defineConfig({ plugins: [react(), walletModalChunks()] });
 */
export function walletModalChunks(): Plugin {
  let atStart = new Set<string>();
  let withViews = new Set<string>();
  // The start-up group first (higher priority): a group also takes its members' dependencies, and a
  // views group taking nanostores or the kit's core first would make the entry import the views chunk.
  const groups = [
    { name: 'startup', test: (id: string) => atStart.has(id), priority: 2 },
    { name: 'modal-views', test: (id: string) => withViews.has(id), priority: 1 },
  ];
  return {
    name: 'wallet-modal-chunks',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: { groups } } } } }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      atStart = staticallyReached(ids.filter((id) => info(id)?.isEntry), info);
      withViews = staticallyReached(ids.filter(isViewsRoot), info);
    },
  };
}
