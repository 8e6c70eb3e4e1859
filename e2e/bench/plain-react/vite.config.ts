// Same plugin and defaults as the generated apps, so the size difference is the kit's.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
