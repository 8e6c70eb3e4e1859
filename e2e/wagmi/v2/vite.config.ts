// The wagmi interop app on wagmi 2: 'wagmi' resolves to the wagmi2 package (npm alias of wagmi 2.19.5).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], resolve: { alias: [{ find: /^wagmi$/, replacement: 'wagmi2' }] } });
