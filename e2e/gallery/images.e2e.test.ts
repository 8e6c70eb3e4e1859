// No broken image in any view (issue 35): in every gallery scenario, each <img> in the open modal has
// loaded with a real size, and a wallet or token without a usable image shows its monogram instead.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../world/chromium';
import type { StaticServer } from '../world/serve';
import { galleryContext, openScenario, scenarios, startGallery } from './world';

let gallery: StaticServer;
let browser: Browser;
let page: Page;

describe('images in every gallery scenario', () => {
  beforeAll(async () => {
    [gallery, browser] = await Promise.all([startGallery(), launchBrowser()]);
    page = await (await galleryContext(browser)).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await gallery?.close();
  });

  /** Waits for every image in the dialog to settle (loaded or failed), then lists those with no size. */
  async function brokenImages(): Promise<string[]> {
    await expect
      .poll(() => page.$$eval('[role="dialog"] img', (images) => images.every((image) => (image as HTMLImageElement).complete)), { timeout: 10_000 })
      .toBe(true);
    return page.$$eval('[role="dialog"] img', (images) =>
      images.filter((image) => (image as HTMLImageElement).naturalWidth === 0).map((image) => (image as HTMLImageElement).src.slice(0, 80)),
    );
  }

  it.each(scenarios.map(({ id }) => id))('%s: no broken image in the modal', async (id) => {
    await openScenario(page, gallery.url, id, 'dark');
    expect(await brokenImages()).toEqual([]);
  });

  it('reports a broken image planted in the dialog, beside the wallet icons that loaded', async () => {
    await openScenario(page, gallery.url, 'connect-wallets', 'dark');
    expect(await page.locator('[role="dialog"] img[data-testid="wallet-icon"]').count()).toBeGreaterThan(0);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/png;base64,bm90IGEgcG5n';
      image.alt = '';
      document.querySelector('[role="dialog"]')!.append(image);
    });
    expect(await brokenImages()).toEqual(['data:image/png;base64,bm90IGEgcG5n']);
  });
});
