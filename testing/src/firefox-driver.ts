/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The engine driver (engine-driver.ts) over puppeteer-core: real clicks and key presses through WebDriver BiDi.
import type { Browser, Frame, Page } from 'puppeteer-core';
import type { EngineDriver, Place } from './engine-driver';
import { waitUntil } from './embedded-login';

const FIND_TIMEOUT = 60_000;
const CLOSE = '[role="dialog"] button[aria-label="Close"]';

/** The enabled button named `name` (or whose name starts with it) in `frame`'s document (found by its text, as a person reads it). */
function buttonNamed(frame: Frame, name: string, prefix = false) {
  return frame.waitForFunction(
    (wanted: string, starts: boolean) =>
      [...document.querySelectorAll('button')].find((b) => {
        const text = b.textContent?.trim() ?? '';
        return (starts ? text.startsWith(wanted) : text === wanted) && !b.disabled && b.getClientRects().length > 0;
      }),
    { timeout: FIND_TIMEOUT, polling: 100 },
    name,
    prefix,
  );
}

/**
 * @example
 * const driver = firefoxDriver(browser, await browser.newPage());
 */
export function firefoxDriver(browser: Browser, page: Page): EngineDriver {
  const frameOf = async (place: Place): Promise<Frame> => {
    if (place === 'page') return page.mainFrame();
    if (place === 'secure') {
      let found: Frame | undefined;
      await waitUntil(async () => Boolean((found = page.frames().find((f) => f.url().includes('/embedded/ui')))), 'the secure UI frame', FIND_TIMEOUT);
      return found!;
    }
    let popup: Page | undefined;
    await waitUntil(async () => Boolean((popup = (await browser.pages()).find((p) => p.url().includes('/embedded/approve')))), 'the approval window', FIND_TIMEOUT);
    return popup!.mainFrame();
  };
  // The modal animates its entrance: a click computed while the secure iframe still moves lands beside it.
  const settled = () =>
    waitUntil(
      () =>
        page.evaluate(async () => {
          const box = () => JSON.stringify(document.querySelector('iframe[title="Secure wallet"]')?.getBoundingClientRect());
          const before = box();
          await new Promise((resolve) => setTimeout(resolve, 150));
          return before === box();
        }),
      'the secure frame to stop moving',
    );
  return {
    open: async (url) => void (await page.goto(url)),
    async click(place, name) {
      const frame = await frameOf(place);
      const button = await buttonNamed(frame, name);
      if (place === 'secure') await settled();
      await (button as unknown as { click(): Promise<void> }).click();
    },
    async fill(place, css, text) {
      const frame = await frameOf(place);
      const input = await frame.waitForSelector(css, { timeout: FIND_TIMEOUT });
      if (place === 'secure') await settled();
      await input!.type(text);
    },
    async text(place, css) {
      const frame = await frameOf(place);
      return frame.evaluate((selector: string) => document.querySelector(selector)?.textContent?.trim() ?? '', css);
    },
    async closeDialog() {
      await (await page.waitForSelector(CLOSE, { timeout: FIND_TIMEOUT }))!.click();
    },
    async inOtherTab(url, button, done) {
      const tab = await browser.newPage();
      await tab.goto(url);
      await (await buttonNamed(tab.mainFrame(), button, true) as unknown as { click(): Promise<void> }).click();
      await tab.waitForFunction((text: string) => document.body.innerText.includes(text), { timeout: FIND_TIMEOUT, polling: 100 }, done);
      await tab.close();
      await page.bringToFront();
    },
  };
}
