// Vite builds and serves the app with the React plugin; walletModalChunks() keeps the kit's start-up
// in the app's entry chunk and the modal's views in one chunk (two files before the first click).
import react from '@vitejs/plugin-react';
import { walletModalChunks } from '@wallet-modal/kit/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), walletModalChunks()],
  resolve: {
    // One React for the app and @wallet-modal/kit, which peers on it (and one @wagmi/core, for an app on
    // wagmi). A kit linked from a clone (a file: dependency or npm link) would otherwise bring the
    // clone's copy: two Reacts, no render.
    dedupe: ['react', 'react-dom', '@wagmi/core'],
  },
});
