// The embedded wallet's e-mail change in a real browser (issue 29 item 4): examples/full, our server's secure site
// on its own origin, Chromium over CDP. The settings' e-mail row opens the secure UI's "Change e-mail" screen; the
// new address and both mailed codes are typed there, the host page never holds a code and ends with the new
// address, and the old address gets the mail with the undo link.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CdpBrowser, dialogOf, type ExampleWorld, launchBrowserOverCdp, secureFrame, signUpByEmail, startExampleWorld } from '@wallet-modal/testing';

const OLD = 'change-old@example.com';
const NEW = 'change-new@example.com';
const codeOf = (subject: string) => /\b([0-9]{6})\b/.exec(subject)![1]!;

let world: ExampleWorld;
let cdp: CdpBrowser;
let page: Page;

/** Everything the host page holds as text: its DOM and the values of its inputs. */
const hostText = () => page.evaluate(() => document.documentElement.outerHTML + [...document.querySelectorAll('input')].map((input) => input.value).join(' '));

describe('e-mail change in the secure UI', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full' });
    cdp = await launchBrowserOverCdp();
    page = await cdp.browser.contexts()[0]!.newPage();
    await page.goto(world.app.url);
  }, 240_000);

  afterAll(async () => {
    await cdp?.close();
    await world?.stop();
  });

  it('the new address and both codes are typed in the secure UI; the host page never holds a code and shows the new address; the old address is told', async () => {
    const mail = world.mail!;
    const address = await signUpByEmail(page, mail, OLD, 'correct horse battery');
    const signedUpAt = Date.now();
    // The sign-up may end with the modal open: close it, then open Account from the page's button.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: new RegExp(address.slice(-6), 'i') }).first().click();
    await dialogOf(page).getByRole('button', { name: 'Wallet settings' }).click();
    let after = Date.now();
    await dialogOf(page).getByRole('button', { name: /^E-mail/ }).click();

    const frame = secureFrame(page);
    await frame.getByLabel('New e-mail').fill(NEW, { timeout: 30_000 });
    // The sign-up's code went to the same address moments ago: one mail per address per 30 s (spec §5 cooldown).
    await page.waitForTimeout(Math.max(0, signedUpAt + 31_000 - Date.now()));
    await frame.getByRole('button', { name: 'Continue' }).click();
    const current = codeOf((await mail.waitForMail({ to: OLD, subject: /Confirm changing/, after, timeoutMs: 15_000 })).subject);
    after = Date.now();
    await frame.getByLabel('Code from your current address').fill(current, { timeout: 15_000 });
    await frame.getByRole('button', { name: 'Continue' }).click();
    const fresh = codeOf((await mail.waitForMail({ to: NEW, subject: /Confirm your new/, after, timeoutMs: 15_000 })).subject);
    await frame.getByLabel('Code from your new address').fill(fresh, { timeout: 15_000 });
    expect(await hostText()).not.toContain(current);
    expect(await hostText()).not.toContain(fresh);
    await frame.getByRole('button', { name: 'Change e-mail' }).click();

    await expect.poll(() => dialogOf(page).getByTestId('embedded-email').innerText(), { timeout: 30_000 }).toBe(NEW);
    const told = await mail.waitForMail({ to: OLD, subject: /was changed/, after, timeoutMs: 15_000 });
    expect(told.text).toMatch(/\/embedded\/email\/undo\?token=/);
  });
});
