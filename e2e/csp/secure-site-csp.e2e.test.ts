// Issue 18, security checks: the secure site's pages (the hidden wallet frame, the visible secure UI and the
// device-approval page) are sent with a strict CSP (script-src and style-src 'self', nothing inline) and
// load under it in Chromium with no violation and no <style> element added, through a whole e-mail sign-up
// and a second browser's sign-in to that account (the device page) (examples/full, our server's secure site
// on its own origin, Chromium over CDP with partitioning on).

import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CdpBrowser, enterCode, type ExampleWorld, launchBrowserOverCdp, secureFrame, shownAddress, startExampleWorld, submitEmail, submitEmailPastPause, waitUntil } from '@wallet-modal/testing';
import { CSP_RECORDER, readCspRecord, type CspRecord } from './recorder.js';

const EMAIL = 'csp@example.com';
const PASSWORD = 'correct horse battery';


let world: ExampleWorld;
let cdp: CdpBrowser;
/** The second browser profile, signing in to the same account (it gets the device-approval page). */
let second: CdpBrowser | undefined;
let context: BrowserContext;
let page: Page;
/** The secure site's pages by name (frame, ui, device): headers and HTML as the browser received them. */
const pages = new Map<string, Promise<{ headers: Record<string, string>; html: string }>>();
const recordedIn = new Map<string, CspRecord>();
const consoleCsp: string[] = [];

const directives = (csp: string) => new Map(csp.split(';').map((part) => {
  const [name = '', ...values] = part.trim().split(/\s+/);
  return [name, values] as const;
}));

function watch(p: Page): void {
  p.on('response', (response) => {
    const match = /\/embedded\/(frame|ui|device)(\?|$)/.exec(`${new URL(response.url()).pathname}?`);
    if (match && response.url().startsWith(world.api!.secureSiteUrl!) && !pages.has(match[1]!)) {
      // Read at once: the device tab is closed and the frames go away before the checks run.
      const read = Promise.all([response.allHeaders(), response.text()]).then(([headers, html]) => ({ headers, html }));
      read.catch(() => {}); // awaited (and reported) by the test of that page
      pages.set(match[1]!, read);
    }
  });
  p.on('console', (message) => /content.security.policy/i.test(message.text()) && consoleCsp.push(message.text()));
}

async function record(name: string, frame: Frame): Promise<void> {
  recordedIn.set(name, await readCspRecord(frame));
}

const secureFrames = (p: Page) => p.frames().filter((f) => f.url().startsWith(world.api!.secureSiteUrl!));

describe("the secure site's pages under their strict CSP", () => {
  beforeAll(async () => {
    // The app itself is served with the policy `create-wallet-modal csp` prints for its config (issue 36).
    world = await startExampleWorld({ example: 'full', generatedCsp: true });
    cdp = await launchBrowserOverCdp();
    context = cdp.browser.contexts()[0]!;
    await context.addInitScript({ content: CSP_RECORDER });
    page = await context.newPage();
    watch(page);
    await page.goto(world.app.url);

    // A whole sign-up: the frame loads, the code, the secure UI sets the password.
    const started = Date.now();
    await submitEmail(page, EMAIL);
    await enterCode(world.mail!, page, EMAIL, started);
    const frame = secureFrame(page);
    await frame.getByLabel('Password', { exact: true }).fill(PASSWORD, { timeout: 30_000 });
    await frame.getByLabel('Confirm password').fill(PASSWORD);
    // The secure UI goes away with the modal once connected: recorded while it is shown.
    for (const f of secureFrames(page)) {
      const name = /\/embedded\/(frame|ui)/.exec(f.url())?.[1];
      if (name) await record(name, f);
    }
    await frame.getByRole('button', { name: 'Continue' }).click();
    await waitUntil(async () => /^0x[0-9a-fA-F]{40}$/.test(await shownAddress(page)), 'the connected address');
    // The hidden wallet frame stays: recorded again after it created the wallet.
    for (const f of secureFrames(page)) if (/\/embedded\/frame/.test(f.url())) await record('frame', f);
    await record('app', page.mainFrame());

    // The same account from a second browser: after its code, the device-approval page (mailed) approves it.
    second = await launchBrowserOverCdp();
    const secondContext = second.browser.contexts()[0]!;
    await secondContext.addInitScript({ content: CSP_RECORDER });
    const other = await secondContext.newPage();
    watch(other);
    await other.goto(world.app.url);
    const again = Date.now();
    // Within 30 s of the first sign-up: the per-address pause is waited out first.
    await submitEmailPastPause(other, EMAIL);
    await enterCode(world.mail!, other, EMAIL, again);
    await world.mail!.waitForMail({ to: EMAIL, subject: /Approve sign-in/, after: again, timeoutMs: 30_000 });
    const tab = await secondContext.newPage();
    watch(tab);
    await tab.goto(world.mail!.linkFor(EMAIL)!);
    await tab.getByRole('button', { name: /^Allow .+ to sign in$/ }).click();
    await waitUntil(async () => (await tab.getByText('Sign-in allowed').count()) === 1, 'the device approval');
    await record('device', tab.mainFrame());
    await tab.close();
  }, 300_000);

  afterAll(async () => {
    await second?.close();
    await cdp?.close();
    await world?.stop();
  });

  it.each(['frame', 'ui', 'device'])("the %s page is sent with script-src 'self' and style-src 'self', nothing inline", async (name) => {
    expect(pages.has(name), `the ${name} page was loaded`).toBe(true);
    const { headers, html } = await pages.get(name)!;
    const csp = headers['content-security-policy'] ?? '';
    const policy = directives(csp);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    // No inline script or style in the page itself: every script and stylesheet is a file with SRI.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=/);
    for (const tag of html.match(/<script[^>]*>|<link rel="stylesheet"[^>]*>/g) ?? []) expect(tag).toMatch(/integrity="sha384-/);
  });

  it.each(['frame', 'ui', 'device'])('the %s page ran with no CSP violation and added no <style> element', (name) => {
    expect(recordedIn.get(name), `the ${name} page was recorded`).toEqual({ violations: [], styles: 0 });
  });

  it('the app under the policy generated from its config signs up by e-mail with no CSP violation', async () => {
    const policy = (await page.request.get(world.app.url)).headers()['content-security-policy'] ?? '';
    expect(directives(policy).get('frame-src')).toEqual([new URL(world.api!.secureSiteUrl!).origin]);
    expect(policy).not.toMatch(/unsafe/);
    expect(recordedIn.get('app')).toEqual({ violations: [], styles: 0 });
  });

  it('the browser reported no CSP violation anywhere', () => {
    expect(consoleCsp).toEqual([]);
  });
});
