/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The engine driver (engine-driver.ts) over webdriverio and WebKitWebDriver: element clicks and typing as the
// driver performs them, frames and windows switched explicitly (classic WebDriver has one current document).
import type { EngineDriver, Place } from './engine-driver';
import { waitUntil } from './embedded-login';

const FIND_TIMEOUT = 60_000;
const SECURE_FRAME = 'iframe[title="Secure wallet"]';
const CLOSE = '[role="dialog"] button[aria-label="Close"]';

/**
 * @example
 * const driver = await webkitDriver(webkit.browser);
 */
export async function webkitDriver(browser: WebdriverIO.Browser): Promise<EngineDriver> {
  const main = await browser.getWindowHandle();
  /** The approval window: the window other than the app's whose document is the secure site's approve page. */
  const approvalWindow = async (): Promise<boolean> => {
    for (const handle of await browser.getWindowHandles()) {
      if (handle === main) continue;
      await browser.switchToWindow(handle);
      if (new URL(await browser.getUrl()).pathname === '/embedded/approve') return true;
    }
    return false;
  };
  /** Switches to `place`'s document: the app page, its secure UI iframe, or the approval window. */
  const enter = async (place: Place): Promise<boolean> => {
    if (place === 'window') return approvalWindow();
    await browser.switchToWindow(main);
    await browser.switchFrame(null);
    if (place === 'page') return true;
    const frame = await browser.$(SECURE_FRAME);
    if (!(await frame.isExisting())) return false;
    await browser.switchFrame(frame);
    return true;
  };
  /** What the app page, its secure frame and any other window show, for a failure message. */
  const shown = async () => {
    const windows: string[] = [];
    for (const handle of await browser.getWindowHandles()) {
      if (handle === main) continue;
      await browser.switchToWindow(handle);
      windows.push(`${await browser.getUrl()}: ${await browser.$('body').getText()}`);
    }
    await enter('page');
    const page = (await browser.$('body').getText()).slice(0, 600);
    const secure = (await enter('secure')) ? (await browser.$('body').getText()).slice(0, 600) : '(no secure frame)';
    return JSON.stringify({ page, secure, windows });
  };
  /** Resolves what `find` finds in `place` (entered anew each try); a timeout says what the browser showed. */
  const until = async <T>(place: Place, find: () => Promise<T | null>, what: string): Promise<T> => {
    let found: T | null = null;
    await waitUntil(async () => (await enter(place)) && (found = await find()) !== null, what, FIND_TIMEOUT).catch(async (error: Error) => {
      throw new Error(`${error.message}; shown: ${await shown().catch((e: Error) => e.message)}`);
    });
    return found!;
  };
  /** The enabled, displayed button whose text is `name` (or starts with it) in the current document. */
  const named = async (name: string, prefix = false): Promise<WebdriverIO.Element | null> => {
    for (const button of await browser.$$(prefix ? `button*=${name}` : `button=${name}`)) {
      if (prefix && !(await button.getText()).trim().startsWith(name)) continue;
      if ((await button.isEnabled()) && (await button.isDisplayed())) return button;
    }
    return null;
  };
  /**
   * Resolves once the secure frame is there and holds still for 150 ms (its height is fixed, so its content
   * cannot move it after): WebDriver clicks where the element's centre was when the command came, so a frame
   * still rising into the modal would take the click beside the button.
   */
  const settled = async () => {
    const box = async () => {
      await enter('page');
      return browser.execute((css: string) => {
        const frame = document.querySelector(css);
        return frame ? JSON.stringify(frame.getBoundingClientRect()) : undefined;
      }, SECURE_FRAME);
    };
    await waitUntil(
      async () => {
        const before = await box();
        await new Promise((resolve) => setTimeout(resolve, 150));
        return before !== undefined && before === (await box());
      },
      'the secure frame to stop moving',
      FIND_TIMEOUT,
    );
  };
  return {
    open: async (url) => void (await browser.url(url)),
    async click(place, name) {
      if (place === 'secure') await settled();
      await (await until(place, () => named(name), `the button ${name}`)).click();
    },
    async fill(place, css, text) {
      if (place === 'secure') await settled();
      // An input the modal is still bringing in is 'not interactable' for a moment: typed once it is.
      await until(
        place,
        async () => {
          const input = await browser.$(css);
          if (!(await input.isExisting())) return null;
          // In the secure frame WebKitWebDriver's Element Send Keys calls the password inputs 'not focusable'
          // (a cross-origin frame), where a person's click focuses them: there the input is clicked, then typed into.
          const typed = place === 'secure' ? input.click().then(() => browser.keys([...text])) : input.addValue(text);
          return typed.then(
            () => true,
            () => null,
          );
        },
        css,
      );
    },
    async text(place, css) {
      await enter(place);
      return browser.execute((selector: string) => document.querySelector(selector)?.textContent?.trim() ?? '', css);
    },
    async closeDialog() {
      await (await until('page', async () => ((await browser.$(CLOSE).isExisting()) ? browser.$(CLOSE) : null), 'the Close button')).click();
    },
    async inOtherTab(url, name, done) {
      await enter('page');
      const tab = await browser.createWindow('tab');
      await browser.switchToWindow(tab.handle);
      await browser.url(url);
      let button: WebdriverIO.Element | null = null;
      await waitUntil(async () => Boolean((button = await named(name, true))), name, FIND_TIMEOUT);
      await button!.click();
      await waitUntil(async () => (await browser.$('body').getText()).includes(done), done, FIND_TIMEOUT);
      await browser.closeWindow();
      await browser.switchToWindow(main);
    },
  };
}
