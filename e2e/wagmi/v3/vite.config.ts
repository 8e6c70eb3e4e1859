// The wagmi interop app on wagmi 3 (the 'wagmi' package as installed).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
