// The gallery as the browser tests see it: built with vite (static), served on loopback, and one
// scenario opened per page at a fixed viewport, settled (images decoded, two frames) before use.
import { join } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { scenarioPath, scenarios, type GalleryTheme } from '../../kit/gallery/scenarios';
import { buildWithVite, launchBrowser, REPO_ROOT, serveStatic, type StaticServer } from '@wallet-modal/testing';

export { THEMES, scenarios, type GalleryScenario, type GalleryTheme } from '../../kit/gallery/scenarios';

export const VIEWPORT = { width: 480, height: 720 } as const;
/**
 * Settles a page: lazy views show a fallback first and React reveals them no sooner than 300 ms
 * later, so wait until the page has not changed for 400 ms (at most 5 s); then fonts, images (not
 * lazy offscreen ones, whose decode() never settles) and two frames. A string, so that no bundler
 * helper (tsx's __name) leaks into the page.
 */
const SETTLE = `(async () => {
  await new Promise((done) => {
    let quiet;
    const observer = new MutationObserver(() => { clearTimeout(quiet); quiet = setTimeout(finish, 400); });
    const cap = setTimeout(finish, 5000);
    function finish() { observer.disconnect(); clearTimeout(cap); done(); }
    quiet = setTimeout(finish, 400);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await document.fonts.ready;
  const images = [...document.images].filter((image) => image.loading !== 'lazy' || image.complete);
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
})()`;

/** A phone's width: below the 430 px breakpoint, where the modal is a bottom sheet. */
export const MOBILE_VIEWPORT = { width: 375, height: 720 } as const;

/**
 * Builds kit/gallery and serves its dist.
 * @example
 * const gallery = await startGallery();
 * await gallery.close();
 */
export async function startGallery(): Promise<StaticServer> {
  const { dist } = await buildWithVite(join(REPO_ROOT, 'kit', 'gallery'));
  return serveStatic({ root: dist });
}

/** The gallery's address and one page of it, for the tests of one file. */
export interface GalleryPage {
  url: string;
  page: Page;
}

/**
 * Builds and serves the gallery and opens a page in Chromium before the calling file's tests (its own
 * beforeAll), and stops both after them. Read `page` and `url` inside tests, once they are set.
 * @example
 * const gallery = galleryPageOfFile();
 * it('…', async () => openScenario(gallery.page, gallery.url, 'networks', 'dark'));
 */
export function galleryPageOfFile(): GalleryPage {
  const opened = {} as GalleryPage;
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startGallery(), launchBrowser()]);
    opened.url = server.url;
    opened.page = await (await galleryContext(browser)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return opened;
}

/** A context for gallery pages: fixed viewport, reduced motion, no device scaling. */
export function galleryContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce', colorScheme: 'dark' });
}

/**
 * Opens a scenario at its viewport and resolves once its dialog is visible and painted.
 * @example
 * await openScenario(page, gallery.url, 'account-connected', 'light');
 */
export async function openScenario(page: Page, baseUrl: string, id: string, theme: GalleryTheme): Promise<void> {
  await page.setViewportSize(scenarios.find((scenario) => scenario.id === id)?.mobile ? MOBILE_VIEWPORT : VIEWPORT);
  // What went wrong, should the dialog not open: uncaught errors, console errors, failed requests.
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  const onConsole = (message: ConsoleMessage) => void (message.type() === 'error' && errors.push(message.text()));
  const onFailed = (request: Request) => errors.push(`${request.url()} failed`);
  page.on('pageerror', onError).on('console', onConsole).on('requestfailed', onFailed);
  try {
    await page.goto(new URL(scenarioPath(id, theme), baseUrl).href, { timeout: 15_000 });
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 15_000 });
  } catch (error) {
    throw new Error(`${id} (${theme}) did not open: ${(error as Error).message.split('\n')[0]}; page errors: ${JSON.stringify(errors)}`);
  } finally {
    page.off('pageerror', onError).off('console', onConsole).off('requestfailed', onFailed);
  }
  await page.evaluate(SETTLE);
}
