// The engine driver (engine-driver.ts) over W3C WebDriver (WebKitWebDriver): element clicks and typing as the
// driver performs them, frames and windows switched explicitly.
import type { EngineDriver, Place } from './engine-driver';
import { waitUntil } from './embedded-login';
import type { ElementRef, WebDriverSession } from './webdriver';

const FIND_TIMEOUT = 60_000;

/**
 * @example
 * const driver = await webkitDriver(webkit.session);
 */
export async function webkitDriver(session: WebDriverSession): Promise<EngineDriver> {
  const main = await session.windowHandle();
  /** Switches to `place`'s document: the app page, its secure UI iframe, or the approval window. */
  const enter = async (place: Place) => {
    if (place === 'window') {
      await waitUntil(async () => {
        for (const handle of await session.windowHandles()) {
          if (handle === main) continue;
          await session.switchToWindow(handle);
          if ((await session.execute<string>('return location.pathname')) === '/embedded/approve') return true;
        }
        return false;
      }, 'the approval window', FIND_TIMEOUT);
      return;
    }
    await session.switchToWindow(main);
    await session.switchToFrame(null);
    if (place === 'page') return;
    let frame: ElementRef | undefined;
    await waitUntil(async () => Boolean((frame = (await session.findAll('iframe[title="Secure wallet"]'))[0])), 'the secure UI frame', FIND_TIMEOUT);
    await session.switchToFrame(frame!);
  };
  /** What the app page and its frames show, for a failure message. */
  const shown = async () => {
    await session.switchToWindow(main);
    await session.switchToFrame(null);
    const page = await session.execute<string>('return document.body.innerText.slice(0, 600)');
    const frames = await session.execute<string[]>('return [...document.querySelectorAll("iframe")].map((f) => f.src)');
    const secure = (await session.findAll('iframe[title="Secure wallet"]'))[0];
    let inside = '(no secure frame)';
    if (secure) {
      await session.switchToFrame(secure);
      inside = await session.execute<string>('return document.body.innerText.slice(0, 600)');
    }
    return JSON.stringify({ page, frames, secure: inside });
  };
  const until = async <T>(find: () => Promise<T | null>, what: string): Promise<T> => {
    let found: T | null = null;
    await waitUntil(async () => (found = await find()) !== null, what, FIND_TIMEOUT).catch(async (error: Error) => {
      throw new Error(`${error.message}; shown: ${await shown().catch((e: Error) => e.message)}`);
    });
    return found!;
  };
  let marks = 0;
  /** The enabled button named `name` in the current document, marked by a data attribute and found by it. */
  const named = async (name: string, prefix = false): Promise<ElementRef | null> => {
    const mark = String(++marks);
    const found = await session.execute<boolean>(
      'const t = (b) => b.textContent.trim(); const b = [...document.querySelectorAll("button")].find((b) => (arguments[2] ? t(b).startsWith(arguments[0]) : t(b) === arguments[0]) && !b.disabled && b.getClientRects().length > 0); if (b) b.dataset.webdriver = arguments[1]; return Boolean(b);',
      name,
      mark,
      prefix,
    );
    return found ? session.find(`button[data-webdriver="${mark}"]`) : null;
  };
  const button = (place: Place, name: string) =>
    until(async () => {
      await enter(place);
      return named(name);
    }, `the button ${name}`);
  return {
    open: async (url) => void (await session.navigate(url)),
    async click(place, name) {
      await session.click(await button(place, name));
      await session.switchToWindow(main).catch(() => undefined);
    },
    async fill(place, css, text) {
      // An input the modal is still bringing in is 'not interactable' for a moment: typed once it is.
      await until(async () => {
        await enter(place);
        const input = (await session.findAll(css))[0];
        if (!input) return null;
        // WebKitWebDriver refuses to type into the secure UI's password inputs ('not focusable') although a
        // person can: there the value is set as typing would leave it (that page reads the value on submit).
        if (place === 'secure') return session.execute<boolean>('arguments[0].focus(); arguments[0].value = arguments[1]; return true', input, text);
        return session.type(input, text).then(() => true, () => null);
      }, css);
    },
    async text(place, css) {
      await enter(place);
      return session.execute<string>('return document.querySelector(arguments[0])?.textContent.trim() ?? ""', css);
    },
    async closeDialog() {
      const close = await until(async () => {
        await enter('page');
        return (await session.findAll('[role="dialog"] button[aria-label="Close"]'))[0] ?? null;
      }, 'the Close button');
      await session.click(close);
    },
    async inOtherTab(url, name, done) {
      await enter('page');
      const tab = await session.newWindow();
      await session.switchToWindow(tab);
      await session.navigate(url);
      await session.click(await until(() => named(name, true), name));
      await waitUntil(async () => (await session.execute<string>('return document.body.innerText')).includes(done), done, FIND_TIMEOUT);
      await session.closeWindow();
      await session.switchToWindow(main);
    },
  };
}
