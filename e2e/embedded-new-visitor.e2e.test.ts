// A new visitor in one step (issue 32): examples/full, our server's secure site on another origin, the SMTP sink and
// Chromium started by us (storage partitioning on). A new e-mail gets its address after two screens (e-mail, code)
// plus the recovery set-up, with no device link; an existing account on a new browser profile still approves the
// device from the mailed link, after its code proved the mailbox.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVirtualAuthenticator, approveDeviceFromMail, type CdpBrowser, dialogOf, enterCode, type ExampleWorld, launchBrowserOverCdp, recordedScreens, SCREEN_RECORDER, secureFrame, signUpByEmail, startExampleWorld, submitEmail, waitUntil } from '@wallet-modal/testing';

const PASSWORD = 'correct horse battery';

let world: ExampleWorld;
const browsers: CdpBrowser[] = [];

async function newProfile(): Promise<Page> {
  const cdp = await launchBrowserOverCdp();
  browsers.push(cdp);
  const context = cdp.browser.contexts()[0]!;
  await context.addInitScript({ content: SCREEN_RECORDER });
  const page = await context.newPage();
  await page.goto(world.app.url);
  return page;
}

describe('embedded wallet: a new visitor in one step, device approval only for an account with a device', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full' });
  }, 240_000);

  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await world?.stop();
  });

  it('A new e-mail gets its address after the e-mail and code screens, then the recovery step, with no device link', async () => {
    const email = 'first-visit@example.com';
    const page = await newProfile();
    const started = Date.now();
    const address = await signUpByEmail(page, world.mail!, email, PASSWORD);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // Two screens before the address (the e-mail, the code), plus the recovery set-up in the secure UI.
    const seen = await recordedScreens(page);
    console.log(`[new-visitor] screens: ${seen.join(' → ')}`);
    expect(seen).toEqual(['email', 'code', 'secure']);
    expect(world.mail!.mails.filter((m) => m.to.includes(email) && m.receivedAt >= started).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your sign-in code: [0-9]{6}$/),
    ]);
  }, 180_000);

  it('The recovery step opens at its top: its title and the passkey choice in view, nothing scrolled', async () => {
    const email = 'at-the-top@example.com';
    const page = await newProfile();
    // A device that can make a passkey (the CDP virtual authenticator), so the passkey choice is offered.
    await addVirtualAuthenticator(page);
    const started = Date.now();
    await submitEmail(page, email);
    await enterCode(world.mail!, page, email, started);
    const frame = secureFrame(page);
    const title = frame.getByRole('heading', { name: 'Protect your wallet', level: 1 });
    const passkey = frame.getByRole('button', { name: 'Use a passkey' });
    await passkey.waitFor({ timeout: 30_000 });
    // Wholly inside the frame's viewport, the frame's page at scroll 0 (the focused password field did not scroll it).
    const inView = (locator: typeof title) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return window.scrollY === 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect.poll(() => inView(title), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => inView(passkey), { timeout: 10_000 }).toBe(true);
    // And the frame itself starts in the host page's view: its top is not scrolled away in the modal.
    const frameInView = () =>
      dialogOf(page)
        .locator('iframe[title="Secure wallet"]')
        .evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        });
    await expect.poll(frameInView, { timeout: 10_000 }).toBe(true);
  }, 180_000);

  it('An existing account on a new browser profile still approves the device from the mail, after its code', async () => {
    const email = 'returning@example.com';
    const first = await newProfile();
    const address = await signUpByEmail(first, world.mail!, email, PASSWORD);

    const page = await newProfile();
    // One mail per address per 30 s: the second profile asks once that wait is over.
    await waitUntil(async () => Date.now() - world.mail!.mails.filter((m) => m.to.includes(email)).at(-1)!.receivedAt > 31_000, 'the resend wait', 40_000);
    const started = Date.now();
    await submitEmail(page, email);
    await enterCode(world.mail!, page, email, started);
    const typed = Date.now();
    await dialogOf(page).getByRole('progressbar', { name: 'Waiting for approval' }).waitFor({ timeout: 30_000 });
    // The code alone opened nothing: no session, no recovery step until the link is approved.
    expect(await secureFrame(page).locator('body').count()).toBe(0);
    await approveDeviceFromMail(world.mail!, page.context(), email, typed);
    await enterCode(world.mail!, page, email, typed);
    // Then the secure UI's recovery step, where the admission gate (docs/security/embedded-wallet.md) still applies.
    await secureFrame(page).getByLabel('Password', { exact: true }).waitFor({ timeout: 30_000 });
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await recordedScreens(page)).toEqual(['email', 'code', 'device', 'code', 'secure']);
  }, 240_000);
});
