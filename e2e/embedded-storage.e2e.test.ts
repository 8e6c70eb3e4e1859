// Sessions survive privacy settings (issue 32): the secure frame says where it keeps the wallet instead of falling
// back to memory silently. examples/full on 127.0.0.1, our secure site on localhost (another site), mails caught by
// the SMTP sink. Chromium launched by playwright-core refuses the cross-site frame IndexedDB ("The user denied
// permission to access the database") and refuses the Storage Access API there too (measured on Chromium 156,
// with the permission granted and a first-party visit before): the modal must say that a reload forgets the
// wallet, and the reload does. Chromium with Chrome's own rules (partitioned storage, launched by us), Firefox ESR
// and WebKitGTK give the frame storage: a reload keeps the wallet without a new login, and nothing is said.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CdpBrowser,
  connectedAddress,
  dialogOf,
  type EngineDriver,
  enterCode,
  type ExampleWorld,
  firefoxDriver,
  launchBrowser,
  launchBrowserOverCdp,
  launchFirefox,
  launchWebKit,
  secureFrame,
  shownAddress,
  signUpByEmail,
  signUpInEngine,
  startExampleWorld,
  submitEmail,
  waitUntil,
  type WebKit,
  webkitDriver,
} from '@wallet-modal/testing';

const PASSWORD = 'correct horse battery';
const NOTICE = '[data-testid="embedded-storage-notice"]';

let world: ExampleWorld;
const closers: (() => Promise<unknown>)[] = [];

const secureHost = () => new URL(world.api!.secureSiteUrl!).host;
const notice = (page: Page) => dialogOf(page).getByTestId('embedded-storage-notice');

/** In another engine: signs up, reopens the app (a reload), and the same address shows with no login, no notice. */
async function keepsTheWalletAcrossAReload(driver: EngineDriver, email: string): Promise<void> {
  const address = await signUpInEngine(world, driver, email, PASSWORD);
  expect(await driver.text('page', NOTICE)).toBe('');
  await driver.open(world.app.url);
  expect(await connectedAddress(driver, 30_000)).toBe(address);
}

describe('embedded wallet: sessions and the browser’s storage rules', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full' });
  }, 240_000);

  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await world?.stop();
  });

  it('Where the browser blocks the secure frame storage, the modal says a reload forgets the wallet and how to keep it (Chromium with third-party storage blocked)', async () => {
    const browser: Browser = await launchBrowser();
    closers.push(() => browser.close());
    const page = await (await browser.newContext()).newPage();
    await page.goto(world.app.url);
    const email = 'blocked-storage@example.com';
    const started = Date.now();
    await submitEmail(page, email);
    await enterCode(world.mail!, page, email, started);
    // The recovery step in the secure UI, with the line above it.
    await secureFrame(page).getByLabel('Password', { exact: true }).waitFor({ timeout: 30_000 });
    await expect.poll(() => notice(page).count(), { timeout: 15_000 }).toBe(1);
    const said = await notice(page).innerText();
    expect(said).toContain(`blocks storage for the secure wallet (${secureHost()})`);
    expect(said).toContain('forget this wallet when the page reloads');
    expect(said).toContain(`allow cookies and site data for ${secureHost()}`);
    // The person's click in the secure UI also asks for storage access, which this Chromium refuses: the line stays.
    await secureFrame(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await secureFrame(page).getByLabel('Confirm password').fill(PASSWORD);
    await secureFrame(page).getByRole('button', { name: 'Continue' }).click();
    await waitUntil(async () => /^0x[0-9a-fA-F]{40}$/.test(await shownAddress(page)), 'the connected address');
    // The settings view says it too while the wallet is connected.
    await dialogOf(page).getByRole('button', { name: 'Wallet settings' }).click();
    await expect.poll(() => notice(page).count(), { timeout: 15_000 }).toBe(1);
    // As said: the reload forgets the wallet.
    await page.reload();
    await page.getByRole('button', { name: /^Connect Wallet$/ }).waitFor({ timeout: 30_000 });
    expect(await page.locator('dd').count()).toBe(0);
  }, 180_000);

  it('Chromium with Chrome’s own storage rules (partitioned): no line, and a reload keeps the wallet without a new login', async () => {
    const cdp: CdpBrowser = await launchBrowserOverCdp();
    closers.push(() => cdp.close());
    const page = await cdp.browser.contexts()[0]!.newPage();
    await page.goto(world.app.url);
    const address = await signUpByEmail(page, world.mail!, 'partitioned@example.com', PASSWORD);
    expect(await notice(page).count()).toBe(0);
    await page.reload();
    await expect.poll(() => shownAddress(page), { timeout: 30_000 }).toBe(address);
  }, 180_000);

  it('Firefox ESR: a reload keeps the wallet without a new login, and no line', async () => {
    const browser = await launchFirefox();
    closers.push(() => browser.close());
    await keepsTheWalletAcrossAReload(firefoxDriver(browser, await browser.newPage()), 'firefox-storage@example.com');
  }, 240_000);

  it('WebKitGTK: a reload keeps the wallet without a new login, and no line', async () => {
    const webkit: WebKit = await launchWebKit();
    closers.push(() => webkit.close());
    await keepsTheWalletAcrossAReload(await webkitDriver(webkit.browser), 'webkit-storage@example.com');
  }, 240_000);
});
