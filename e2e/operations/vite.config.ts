// The operations test page (see main.ts).
import { defineConfig } from 'vite';

export default defineConfig({});
