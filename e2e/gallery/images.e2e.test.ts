// No broken image in any view (issue 35): in every gallery scenario, each <img> in the open modal has
// loaded with a real size, and a wallet or token without a usable image shows its monogram instead.
import { describe, expect, it } from 'vitest';
import { openScenario, scenarios, galleryPageOfFile } from './world';

const gallery = galleryPageOfFile();

describe('images in every gallery scenario', () => {
  /** Waits for every image in the dialog to settle (loaded or failed), then lists those with no size. */
  async function brokenImages(): Promise<string[]> {
    await expect
      .poll(() => gallery.page.$$eval('[role="dialog"] img', (images) => images.every((image) => (image as HTMLImageElement).complete)), { timeout: 10_000 })
      .toBe(true);
    return gallery.page.$$eval('[role="dialog"] img', (images) =>
      images.filter((image) => (image as HTMLImageElement).naturalWidth === 0).map((image) => (image as HTMLImageElement).src.slice(0, 80)),
    );
  }

  it.each(scenarios.map(({ id }) => id))('%s: no broken image in the modal', async (id) => {
    await openScenario(gallery.page, gallery.url, id, 'dark');
    expect(await brokenImages()).toEqual([]);
  });

  it('reports a broken image planted in the dialog, beside the wallet icons that loaded', async () => {
    await openScenario(gallery.page, gallery.url, 'connect-wallets', 'dark');
    expect(await gallery.page.locator('[role="dialog"] img[data-testid="wallet-icon"]').count()).toBeGreaterThan(0);
    await gallery.page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/png;base64,bm90IGEgcG5n';
      image.alt = '';
      document.querySelector('[role="dialog"]')!.append(image);
    });
    expect(await brokenImages()).toEqual(['data:image/png;base64,bm90IGEgcG5n']);
  });
});
