// Vite config of one secure-site page. scripts/build.ts builds each page alone into one self-contained
// module (no shared chunks: the server's script tag carries the SRI of that single file).
import { fileURLToPath } from 'node:url';
import { defineConfig, type InlineConfig } from 'vite';

export const PAGES = ['frame', 'ui', 'device', 'approve'] as const;
export type Page = (typeof PAGES)[number];

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The config that builds `page` (src/<page>/main.ts) into dist/assets/<page>-<hash>.js (+ .css). */
export function pageConfig(page: Page): InlineConfig {
  return {
    root: here('.'),
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    resolve: {
      // The schema from source: no dependency on its build output.
      alias: [
        { find: /^@wallet-modal\/schema\/embedded$/, replacement: here('../schema/src/embedded/index.ts') },
        { find: /^@wallet-modal\/schema\/networks$/, replacement: here('../schema/src/networks.ts') },
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
