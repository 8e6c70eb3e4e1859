// Vite config of one secure-site page. scripts/build.ts builds each page alone into one self-contained
// module (no shared chunks: the server's script tag carries the SRI of that single file).
import { fileURLToPath } from 'node:url';
import { defineConfig, type InlineConfig } from 'vite';

export const PAGES = ['frame', 'ui', 'device', 'approve'] as const;
export type Page = (typeof PAGES)[number];
/** Files a page loads later by itself, each one self-contained module: the UI page's password strength estimator. */
export const LAZY_MODULES = ['strength'] as const;
export type LazyModule = (typeof LAZY_MODULES)[number];

/** What the UI page's build knows of the estimator's built file: its loader replaces the source import. */
export type StrengthScript = { file: string; integrity: string };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The config that builds `page` (src/<page>/main.ts) into dist/assets/<page>-<hash>.js (+ .css). For the UI
 * page, `strength` names the built estimator: its loader (src/ui/estimatorScript.ts) replaces the import
 * from source (src/ui/estimator.ts), so the estimator stays out of the page's file.
 */
export function pageConfig(page: Page | LazyModule, strength?: StrengthScript): InlineConfig {
  const lazyEstimator = strength ? [{ find: /^\.\/estimator\.js$/, replacement: here('src/ui/estimatorScript.ts') }] : [];
  return {
    ...(strength ? { define: { __WM_STRENGTH_SCRIPT__: JSON.stringify(strength) } } : {}),
    root: here('.'),
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    resolve: {
      // The schema from source: no dependency on its build output.
      alias: [
        { find: /^@wallet-modal\/schema\/embedded$/, replacement: here('../schema/src/embedded/index.ts') },
        { find: /^@wallet-modal\/schema\/networks$/, replacement: here('../schema/src/networks.ts') },
        ...lazyEstimator,
      ],
    },
    build: {
      outDir: here('dist'),
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      sourcemap: false,
      cssCodeSplit: true,
      manifest: `.vite/${page}.json`,
      rollupOptions: {
        input: { [page]: here(`src/${page}/main.ts`) },
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
          codeSplitting: false,
        },
      },
    },
  };
}

export default defineConfig(pageConfig('frame'));
