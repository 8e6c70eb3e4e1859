// Test projects: `unit` (fast, pure), `cli` (scaffolds and type-checks apps),
// `e2e` (real chain + real Chromium), `server` (backend against real databases).
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: ['schema/src/**/*.test.ts', 'kit/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'cli',
          include: ['cli/src/**/*.test.ts', 'examples/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
