// The byte budget of issue 2, enforced: JS Chromium fetches for the example app before the modal
// is opened (the views are fetched on intent, so they are not among them), gzip, over a plain Vite React app.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureAppSizes, type AppSize } from './bench/size.js';
import { launchBrowser } from '@wallet-modal/testing';

/** Bytes of gzip JS allowed before the click, over plain React (the goal: 40 KB). */
const BEFORE_CLICK_BUDGET = 40 * 1024;

let browser: Browser;
let plain: AppSize;
let example: AppSize;

describe('bundle size of the default EVM-only example', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    [plain, example] = await measureAppSizes(browser);
  });
  afterAll(() => browser?.close());

  it('fetches at most 40 KB gzip of JS over plain React before the modal is opened', () => {
    const over = example.m.beforeClick.gzip - plain.m.beforeClick.gzip;
    const files = example.m.beforeClick.files.map((file) => `${file.url} ${file.gzip}`).join('\n');
    expect(over, `+${over} bytes gzip over plain React:\n${files}`).toBeLessThanOrEqual(BEFORE_CLICK_BUDGET);
  });

  it('keeps the views in a lazy chunk fetched on intent: nothing of them before the click, the open fetches them', () => {
    expect(example.m.beforeClick.files.some((file) => /modal-views/.test(file.url))).toBe(false);
    expect(example.m.onOpen?.files.some((file) => /modal-views/.test(file.url))).toBe(true);
  });

  it('loads no wallet-signing code before the user acts (viem transaction code is lazy)', () => {
    expect(example.m.beforeClick.files.some((file) => /\/wallet-[\w-]+\.js$/.test(file.url))).toBe(false);
  });
});
