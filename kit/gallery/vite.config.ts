// The gallery's Vite app: the kit's source (not its dist), the schema from source, loopback only.
// `npm run gallery` serves it; the screenshot tests build it (`vite build`) into kit/gallery/dist.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const schemaSrc = fileURLToPath(new URL('../../schema/src/', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      { find: /^@wallet-modal\/schema$/, replacement: `${schemaSrc}index.ts` },
      { find: /^@wallet-modal\/schema\/(defaults|networks)$/, replacement: `${schemaSrc}$1.ts` },
    ],
  },
  server: { host: '127.0.0.1', port: 5180 },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
