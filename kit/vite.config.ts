// Builds the kit as an ES library: one entry per public export, the views as a lazy chunk,
// all styles in one static dist/style.css (vanilla-extract, no runtime style injection).

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import license from 'rollup-plugin-license';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

// What the app installs stays external (dependencies and peers: React, viem, zod, nanostores, schema);
// what only lazy chunks use (WalletConnect's SDK, @solana/kit, wallet-standard, Radix) is a
// devDependency bundled into our chunks, so an app's node_modules gets ~20 production packages, not ~190.
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * Source maps keep our sources (the package ships no src/) but not the text of bundled dependencies:
 * seven icons from simple-icons would otherwise carry its whole 5 MB source into one map.
 */
function dropDependencySources(): Plugin {
  return {
    name: 'drop-dependency-sources',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.map')) continue;
        const map = JSON.parse(String(file.source)) as { sources: string[]; sourcesContent?: (string | null)[] };
        map.sourcesContent = map.sourcesContent?.map((content, index) => (map.sources[index]?.includes('node_modules') ? null : content));
        file.source = JSON.stringify(map);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    dropDependencySources(),
    // The bundled libraries' licences (MIT, Apache-2.0, …) ship beside the code that carries them.
    license({ thirdParty: { includePrivate: false, output: { file: 'dist/THIRD_PARTY_LICENSES.txt' } } }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        react: 'src/react/index.ts',
        evm: 'src/adapters/evm/index.ts',
        solana: 'src/adapters/solana/index.ts',
        bitcoin: 'src/adapters/bitcoin/index.ts',
        walletconnect: 'src/adapters/walletconnect/index.ts',
        history: 'src/features/history/index.ts',
        onramp: 'src/features/onramp/index.ts',
        swap: 'src/features/swap/index.ts',
        pay: 'src/features/pay/index.ts',
        receive: 'src/features/receive/index.ts',
        send: 'src/features/send/index.ts',
        siwx: 'src/features/siwx/index.ts',
        'smart-sessions': 'src/features/smartSessions/index.ts',
        names: 'src/features/names/index.ts',
        email: 'src/features/email/index.ts',
        socials: 'src/features/socials/index.ts',
        embedded: 'src/features/embedded/index.ts',
        wagmi: 'src/interop/wagmi/index.ts',
        // Build-time, for the app's vite.config: the kit's chunk boundaries (no browser code).
        vite: 'src/build/vite.ts',
        networks: 'src/networks.ts',
        // Server-only: reads the wallet cookies of a request (no browser code, no React).
        server: 'src/server/index.ts',
      },
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      external: isExternal,
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
