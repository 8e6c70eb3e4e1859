// The gallery as the browser tests see it: built with vite (static), served on loopback, and one
// scenario opened per page at a fixed viewport, settled (images decoded, two frames) before use.
import { join } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';
import { scenarioPath, scenarios, type GalleryTheme } from '../../kit/gallery/scenarios';
import { REPO_ROOT, buildWithVite } from '../world/example-app';
import { serveStatic, type StaticServer } from '../world/serve';

export { THEMES, scenarios, type GalleryScenario, type GalleryTheme } from '../../kit/gallery/scenarios';

export const VIEWPORT = { width: 480, height: 720 } as const;
/** How long the page must stay unchanged before a scenario counts as settled. */
const QUIET_MS = 400;

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
  await page.evaluate(async (quietMs) => {
    // Lazy views show a fallback first, and React reveals them no sooner than 300 ms later: wait
    // until the page has not changed for quietMs (at most 5 s).
    await new Promise<void>((done) => {
      const finish = () => (observer.disconnect(), clearTimeout(cap), done());
      let quiet = setTimeout(finish, quietMs);
      const observer = new MutationObserver(() => (clearTimeout(quiet), (quiet = setTimeout(finish, quietMs))));
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const cap = setTimeout(finish, 5_000);
    });
    await document.fonts.ready;
    // Lazy images below the fold never load, so their decode() would never settle: skip them.
    const images = [...document.images].filter((image) => image.loading !== 'lazy' || image.complete);
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, QUIET_MS);
}
