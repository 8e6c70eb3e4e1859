// The testing kit's own Playwright Test run: the spec beside it drives a built app the way an app's test
// does (testing/src/playwright.e2e.test.ts builds and serves the app, then runs this config). APP_URL is the
// served app; CHAIN_PORTS the ports its config names for chains 31337 and 84532.
import { defineConfig } from '@playwright/test';
import { walletModalBrowser } from '@wallet-modal/testing/playwright';

export default defineConfig({
  testDir: '.',
  workers: 1,
  reporter: [['list']],
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? '../../../.tmp/playwright-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { ...walletModalBrowser(), baseURL: process.env.APP_URL },
});
