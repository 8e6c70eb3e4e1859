// Helpers of the embedded-wallet browser tests: a Chromium profile launched by us (storage partitioning
// ON), the modal's dialog and secure frame, the e-mail login through the mail sink, and a CDP virtual
// authenticator for passkeys.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowserOverCdp, type CdpBrowser } from './chromium-cdp.js';
import { dialogOf, enterCodeApprovingIfAsked, secureFrame, submitEmail } from './embedded-login.js';
import { startExampleWorld, type ExampleWorld } from './example-world.js';

export { dialogOf, secureFrame, shownAddress } from './embedded-login.js';

/**
 * Clicks a button of the secure frame once the frame has stopped moving: the modal animates a view's
 * entrance, and a click computed while the iframe still moves lands beside the button.
 */
export async function clickInSecureFrame(p: Page, name: string, timeout = 30_000): Promise<void> {
  const button = secureFrame(p).getByRole('button', { name });
  await button.waitFor({ state: 'visible', timeout });
  const iframe = dialogOf(p).locator('iframe[title="Secure wallet"]');
  const box = async () => JSON.stringify(await iframe.boundingBox());
  await expect
    .poll(async () => {
      const before = await box();
      await p.waitForTimeout(150);
      return before !== 'null' && before === (await box());
    }, { timeout: 10_000 })
    .toBe(true);
  await button.click({ timeout });
}

/**
 * Approves in the secure window (/embedded/approve): the frame offers it for a request too long to show in
 * full (or without IOv2); the window is a top-level page of the secure origin, whose Approve works after 500 ms.
 */
export async function approveInSecureWindow(p: Page, timeout = 30_000): Promise<Page> {
  const [popup] = await Promise.all([p.waitForEvent('popup', { timeout }), clickInSecureFrame(p, 'Open secure window', timeout)]);
  await popup.getByRole('button', { name: 'Approve' }).click({ timeout });
  return popup;
}

/**
 * The demo's world with smart accounts (EntryPoint v0.8, Simple7702Account, alto on the first chain) and a Chromium
 * of our own on its app; `files` replace the example's own (its TryIt). Close with `stop`.
 * @example
 * const { world, page, stop } = await openSmartAccountWorld();
 */
export async function openSmartAccountWorld(files?: Record<string, string>): Promise<{ world: ExampleWorld; page: Page; stop: () => Promise<void> }> {
  const [world, cdp] = await Promise.all([startExampleWorld({ example: 'full', smartAccounts: true, ...(files ? { files } : {}) }), launchBrowserOverCdp()]);
  const page = await cdp.browser.contexts()[0]!.newPage();
  await page.goto(world.app.url);
  const stop = async () => {
    await cdp.close();
    await world.stop();
  };
  return { world, page, stop };
}

/** A fresh Chromium profile (its own process), tracked in `browsers` for closing. */
export async function newProfile(browsers: CdpBrowser[]): Promise<{ context: BrowserContext; page: Page }> {
  const cdp = await launchBrowserOverCdp();
  browsers.push(cdp);
  const context = cdp.browser.contexts()[0]!;
  return { context, page: await context.newPage() };
}

/** Connect → e-mail → code (→ device approval from the mail and a new code, on an account with a device); resolves once typed. */
export async function logInByEmail(world: ExampleWorld, p: Page, context: BrowserContext, email: string): Promise<void> {
  const started = Date.now();
  await submitEmail(p, email);
  await enterCodeApprovingIfAsked(world.mail!, p, context, email, started);
}

export type VirtualAuthenticator = { cdp: CDPSession; authenticatorId: string };

/**
 * A CTAP2 platform authenticator with resident keys, user verification (always granted) and PRF
 * (hmac-secret), added through CDP's WebAuthn domain to the page's frame tree (its iframes included).
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
