// Locales in a real browser (issue 17 "Locales"): examples/basic with `locale` left at auto. A visitor
// whose browser prefers Arabic gets the modal in Arabic, laid out right to left (the close button on the
// left, the back arrow pointing right, rows aligned right), and connects in it; an English visitor of the
// same build gets the app's own wording for the title (texts.en in the config) and a left-to-right layout.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../kit/src/i18n/locales/ar.js';
import { axeViolations, type EgressGuard, type ExampleWorld, guardEgress, launchBrowser, startExampleWorld } from '@wallet-modal/testing';

const TITLE_OVERRIDE = 'Sign in to the demo';

let world: ExampleWorld;
let browser: Browser;
const guards: EgressGuard[] = [];

async function visit(locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  guards.push(guardEgress(page));
  await page.goto(world.app.url);
  return page;
}

/**
 * Where the header's parts sit, left to right, read in one frame once no animation runs (the dialog
 * rises in, the title fades in per view): the close button's centre against the title's, and the back
 * button's against the close button's when there is one.
 */
async function headerLayout(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return page.getByRole('dialog').evaluate((dialog) => {
    const centre = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left + box.width / 2;
    };
    const buttons = [...dialog.querySelectorAll('header button')];
    const close = centre(buttons.at(-1)!);
    const title = centre(dialog.querySelector('header h2')!);
    return { closeLeftOfTitle: close < title, backRightOfClose: buttons.length > 1 ? centre(buttons[0]!) > close : undefined };
  });
}

describe('the modal in the visitor’s language', () => {
  beforeAll(async () => {
    [world, browser] = await Promise.all([
      startExampleWorld({ example: 'basic', config: { texts: { en: { 'title.Connect': TITLE_OVERRIDE } } } }),
      launchBrowser(),
    ]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it('Arabic layout mirrored: an Arabic browser gets the modal in Arabic, right to left, and connects in it', async () => {
    const page = await visit('ar-EG');
    await page.getByRole('button', { name: ar['button.connect'] as string }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').innerText()).toBe(ar['title.Connect']);
    expect(await dialog.getAttribute('dir')).toBe('rtl');
    expect(await dialog.getAttribute('lang')).toBe('ar');
    expect(await headerLayout(page)).toEqual({ closeLeftOfTitle: true, backRightOfClose: undefined });
    expect(await dialog.getByRole('button', { name: ar['modal.close'] as string }).count()).toBe(1);
    const wallet = dialog.getByRole('button', { name: /Dev Wallet/ });
    expect(await wallet.evaluate((element) => getComputedStyle(element).textAlign)).toBe('start');
    expect(await axeViolations(page)).toEqual([]);

    await wallet.click();
    await dialog.getByTestId('account-address').waitFor({ timeout: 15_000 });
    await expect.poll(() => dialog.getByRole('heading').innerText()).toBe(ar['title.Account']);
    expect(await dialog.getByRole('button', { name: ar['account.disconnect'] as string }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A view with a back button: it sits on the right, its arrow turned to point right, the way back in a right-to-left page.
    await dialog.getByRole('button', { name: new RegExp(`^${ar['account.network'] as string}`) }).click();
    await expect.poll(() => dialog.getByRole('heading').innerText()).toBe(ar['title.Networks']);
    const back = dialog.getByRole('button', { name: ar['modal.back'] as string });
    expect(await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await headerLayout(page)).toEqual({ closeLeftOfTitle: true, backRightOfClose: true });
    await page.context().close();
  });

  it("an English browser gets the app's own title (texts.en in the config) and a left-to-right layout", async () => {
    const page = await visit('en-US');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').innerText()).toBe(TITLE_OVERRIDE);
    expect(await dialog.getAttribute('dir')).toBe('ltr');
    expect(await headerLayout(page)).toEqual({ closeLeftOfTitle: false, backRightOfClose: undefined });
    expect(await dialog.getByRole('button', { name: /Dev Wallet/ }).evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await page.context().close();
  });

  it('makes no request that leaves the machine', () => {
    expect(guards.flatMap((guard) => guard.offenders())).toEqual([]);
  });
});
