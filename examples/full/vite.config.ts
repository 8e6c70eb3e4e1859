// Vite builds and serves the app; the wallet modal needs nothing beyond the React plugin.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
});
