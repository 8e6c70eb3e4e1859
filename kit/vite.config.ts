// Builds the kit as an ES library: one entry per public export, the views as a lazy chunk,
// all styles in one static dist/style.css (vanilla-extract, no runtime style injection).

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
        walletconnect: 'src/adapters/walletconnect/index.ts',
        history: 'src/features/history/index.ts',
        receive: 'src/features/receive/index.ts',
        send: 'src/features/send/index.ts',
        siwx: 'src/features/siwx/index.ts',
        names: 'src/features/names/index.ts',
        email: 'src/features/email/index.ts',
        socials: 'src/features/socials/index.ts',
        embedded: 'src/features/embedded/index.ts',
        networks: 'src/networks.ts',
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
