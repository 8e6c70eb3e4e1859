// Test projects: `unit` (fast, pure), `frame-server` (the secure site's frame against our real server),
// `cli` (scaffolds and type-checks apps), `e2e` (real chain + real Chromium), `server` (backend against
// real databases).
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests read the schema package from source, so they need no build step first.
const schemaSrc = fileURLToPath(new URL('./schema/src/', import.meta.url));
const resolve = {
  alias: [
    { find: /^@wallet-modal\/schema$/, replacement: `${schemaSrc}index.ts` },
    { find: /^@wallet-modal\/schema\/(defaults|networks|resolve|chain|themeVariables)$/, replacement: `${schemaSrc}$1.ts` },
    { find: /^@wallet-modal\/schema\/(wire|embedded)$/, replacement: `${schemaSrc}$1/index.ts` },
  ],
};

/** Secure-site tests that start our real server's secure site. */
const frameServerTests = ['secure-site/src/frame/handler.test.ts', 'secure-site/src/frame/transactions.test.ts', 'secure-site/src/frame/approvalScreen.test.ts', 'secure-site/src/frame/passkey.test.ts', 'secure-site/src/frame/farcaster.test.ts', 'secure-site/src/frame/solana.test.ts', 'secure-site/src/frame/smartAccount.test.ts'];

/**
 * Test files run two at a time (TEST_WORKERS to change it), whatever their project: most of a browser or
 * server file's time is spent waiting on a chain, a relay or a page, so two share the two cores well. Each
 * file starts its own local world on free ports and builds shared apps into fresh directories
 * (testing/src/example-app.ts), so no two files meet.
 */
const workers = Number(process.env.TEST_WORKERS ?? 2);

export default defineConfig({
  resolve,
  test: {
    maxWorkers: workers,
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve,
        test: {
          name: 'unit',
          setupFiles: ['scripts/vitest/unit-setup.ts'],
          // expect.poll and findBy* wait up to 10 s: the unit files share two cores with the e2e runs.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 30_000,
          include: ['schema/src/**/*.test.ts', 'kit/src/**/*.test.{ts,tsx}', 'secure-site/src/**/*.test.ts'],
          exclude: [...frameServerTests, '**/node_modules/**'],
        },
      },
      {
        // The wallet frame against our real server (secure-site/src/testing/embeddedServer.ts): the files run
        // without isolation, so the files a worker takes share one server (its database start takes seconds).
        resolve,
        test: {
          name: 'frame-server',
          include: frameServerTests,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The CLI's in-process tests (cli.fuzz.test.ts) read the schema from source like the CLI's tsx runs do.
        resolve,
        test: {
          name: 'cli',
          include: ['cli/src/**/*.test.ts', 'examples/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts', 'testing/src/**/*.e2e.test.ts'],
          // A browser view settles in well under a second alone, but CI shares two cores with the server tests.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
