// The app's theme and name reach the embedded wallet's secure UI (spec §3 "Sync theme", "Sync dapp
// data"): examples/full built with a light mode, an accent and a master radius, our server's secure site
// on another origin under its strict CSP, Chromium over CDP with storage partitioning on. The secure UI
// shows the app's accent, mode and radius, and names the app on the approval screen.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CdpBrowser, dialogOf, enterCode, type ExampleWorld, launchBrowserOverCdp, secureFrame, shownAddress, startExampleWorld, submitEmail, waitUntil } from '@wallet-modal/testing';

const EMAIL = 'theme@example.com';
const ACCENT = '#ff0066';
const THEME = { themeMode: 'light', themeVariables: { accent: ACCENT, borderRadiusMaster: '2px' } };

let world: ExampleWorld;
let cdp: CdpBrowser;
let page: Page;
const cspErrors: string[] = [];

/** The app's accent as the browser resolves it (the kit's --wm-color-accent inside the modal). */
const appAccent = () =>
  dialogOf(page).evaluate((dialog) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--wm-color-accent)';
    dialog.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });

describe('the secure UI takes the app theme and name', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full', config: THEME });
    cdp = await launchBrowserOverCdp();
    page = await cdp.browser.contexts()[0]!.newPage();
    page.on('console', (message) => /Content.Security.Policy/i.test(message.text()) && cspErrors.push(message.text()));
    await page.goto(world.app.url);
  }, 240_000);

  afterAll(async () => {
    await cdp?.close();
    await world?.stop();
  });

  it("the secure UI's computed accent colour equals the app's, in the app's mode and radius, with no CSP violation", async () => {
    const started = Date.now();
    await submitEmail(page, EMAIL);
    await enterCode(world.mail!, page, EMAIL, started);
    // The recovery set-up is the secure UI's first screen for a new visitor.
    const continueButton = secureFrame(page).getByRole('button', { name: 'Continue' });
    await continueButton.waitFor({ timeout: 30_000 });
    const accent = await appAccent();
    expect(accent).toBe('rgb(255, 0, 102)');
    const uiAccent = () => continueButton.evaluate((button) => getComputedStyle(button).backgroundColor);
    await waitUntil(async () => (await uiAccent()) === accent, "the secure UI's accent", 10_000);
    expect(await uiAccent()).toBe(accent);
    expect(await secureFrame(page).locator('html').evaluate((html) => html.classList.contains('wm-light'))).toBe(true);
    // Master radius 2px: the password field is rounded 2.5 × master.
    expect(await secureFrame(page).getByLabel('Password', { exact: true }).evaluate((input) => getComputedStyle(input).borderTopLeftRadius)).toBe('5px');
    expect(cspErrors).toEqual([]);
  });

  it('the approval screen names the page by its verified origin, and the metadata name only as what the app calls itself', async () => {
    const frame = secureFrame(page);
    await frame.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await frame.getByLabel('Confirm password').fill('correct horse battery');
    await frame.getByRole('button', { name: 'Continue' }).click();
    await waitUntil(async () => /^0x[0-9a-fA-F]{40}$/.test(await shownAddress(page)), 'the connected address');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign message' }).click();
    await waitUntil(async () => (await secureFrame(page).getByText(/asks you to sign/).count()) === 1, 'the approval screen', 15_000);
    expect(await secureFrame(page).getByText(/asks you to sign/).innerText()).toMatch(/^This site asks you to sign on /);
    expect(await secureFrame(page).getByTestId('parent-origin').innerText()).toBe(`Requested by ${new URL(page.url()).origin}`);
    expect(await secureFrame(page).getByTestId('app-name').innerText()).toBe('It calls itself “Wallet modal demo” (not verified).');
    await secureFrame(page).getByRole('button', { name: 'Reject' }).click();
    expect(cspErrors).toEqual([]);
  });
});
