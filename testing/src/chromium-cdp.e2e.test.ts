// Chromium attached over CDP keeps Chrome's third-party storage partitioning; playwright's
// own launch instead denies a cross-site iframe its localStorage. Measured, not assumed.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './chromium';
import { launchBrowserOverCdp } from './chromium-cdp';
import { serveStatic, type StaticServer } from './serve';

type IframeStorage = 'partitioned' | 'shared' | 'blocked';

/** Writes localStorage inside a localhost iframe on a 127.0.0.1 page, then reads it top-level on localhost. */
async function iframeStorage(browser: Browser, app: StaticServer): Promise<IframeStorage> {
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const top = await context.newPage();
  const thirdParty = app.url.replace('127.0.0.1', 'localhost');
  await top.goto(app.url);
  await top.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve));
  }, thirdParty);
  const frame = top.frames().find((f) => f.url().startsWith(thirdParty))!;
  const written = await frame
    .evaluate(() => localStorage.setItem('probe', 'written in an iframe'))
    .then(() => true, (error: Error) => (/SecurityError/.test(error.message) ? false : Promise.reject(error)));
  const direct = await context.newPage();
  await direct.goto(thirdParty);
  const value = await direct.evaluate(() => localStorage.getItem('probe'));
  await Promise.all([top.close(), direct.close()]);
  if (!written) return 'blocked';
  return value === null ? 'partitioned' : 'shared';
}

describe('launchBrowserOverCdp', () => {
  let app: StaticServer;
  beforeAll(async () => {
    app = await serveStatic({ root: new URL('./fixtures/blank', import.meta.url).pathname });
  });
  afterAll(() => app?.close());

  it('partitions a cross-site iframe’s storage, as Chrome does', async () => {
    const { browser, close } = await launchBrowserOverCdp();
    try {
      expect(await iframeStorage(browser, app)).toBe('partitioned');
    } finally {
      await close();
    }
  });

  it('while playwright’s launch denies it storage instead (why the CDP launcher exists)', async () => {
    const browser = await launchBrowser();
    try {
      expect(await iframeStorage(browser, app)).toBe('blocked');
    } finally {
      await browser.close();
    }
  });
});
