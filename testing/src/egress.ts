// Egress guard for pages: records every request and websocket a page opens, so a test
// can prove the app talked to nothing but loopback (the local world).
import type { BrowserContext, Page } from 'playwright-core';

export type EgressGuard = {
  /** Every URL requested so far, in order (HTTP requests and websockets). */
  readonly urls: readonly string[];
  /** The recorded URLs that left the machine. */
  offenders: () => string[];
  /** Throws, listing each offending URL, when anything non-loopback was requested. */
  assertNoEgress: () => void;
};

/** True for URLs that stay on this machine: loopback hosts, and data:/blob:/about: URLs. */
export function isLocalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (['data:', 'blob:', 'about:'].includes(parsed.protocol)) return true;
  const host = parsed.hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * Starts recording a page's (or every page of a context's) requests and websockets.
 * Attach it before `page.goto` so the first document is seen too.
 * @example
 * const egress = guardEgress(page);
 * await page.goto(app.url);
 * egress.assertNoEgress();
 */
export function guardEgress(target: Page | BrowserContext): EgressGuard {
  const urls: string[] = [];
  const record = (request: { url(): string }) => urls.push(request.url());
  const watchPage = (page: Page) => page.on('websocket', record);
  if ('pages' in target) {
    target.on('request', record);
    target.pages().forEach(watchPage);
    target.on('page', watchPage);
  } else {
    target.on('request', record);
    watchPage(target);
  }
  const offenders = () => urls.filter((url) => !isLocalUrl(url));
  return {
    urls,
    offenders,
    assertNoEgress() {
      const found = offenders();
      if (found.length > 0) {
        throw new Error(`The page made ${found.length} request(s) off this machine:\n${found.map((u) => `  ${u}`).join('\n')}`);
      }
    },
  };
}
