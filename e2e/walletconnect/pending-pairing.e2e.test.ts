// Issue 18, WalletConnect faults: a tab discarded and restored with a pairing pending. The page shows a
// pairing code and goes away (a reload stands for the browser discarding the tab and loading it again);
// the wallet then scans the code that was on screen. The restored page takes the kept pairing up: the
// wallet connects without the visitor starting over, and the modal shows the same code until it expires.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../world/chromium';
import { guardEgress, type EgressGuard } from '../world/egress';
import { startWalletConnectWorld, type WalletConnectWorld } from './world';

let world: WalletConnectWorld;
let browser: Browser;
const contexts: BrowserContext[] = [];
const guards: EgressGuard[] = [];

async function freshPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.app.url.replace(/\/$/, '') });
  const page = await context.newPage();
  guards.push(guardEgress(page));
  await page.goto(world.app.url);
  return page;
}

/** Connect Wallet → WalletConnect → Copy link: the pairing URI the page shows. */
async function shownUri(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click();
  await dialog.getByRole('button', { name: 'Copy link' }).click({ timeout: 20_000 });
  return page.evaluate(() => navigator.clipboard.readText());
}

const accountButton = (page: Page) => {
  const address = world.peer.address;
  return page.getByRole('button', { name: new RegExp(`^Account ${address.slice(0, 4)}…${address.slice(-6)}`) });
};

describe('WalletConnect: a pairing pending when the tab goes away', () => {
  beforeAll(async () => {
    [world, browser] = await Promise.all([startWalletConnectWorld(), launchBrowser()]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it('the wallet scans the code after the page reloaded: the restored page connects without the visitor starting over', async () => {
    const page = await freshPage();
    const uri = await shownUri(page);
    await page.reload();
    await page.getByRole('button', { name: /^Connect Wallet$/ }).waitFor();
    await world.peer.pair(uri);
    await accountButton(page).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('@wallet-modal/wc_pending_pairing'))).toBeNull();
    await page.context().close();
  });

  it('the modal opened again after the reload shows the same code while it is valid, and it connects', async () => {
    const page = await freshPage();
    const uri = await shownUri(page);
    await page.reload();
    expect(await shownUri(page)).toBe(uri);
    await world.peer.pair(uri);
    await page.getByRole('dialog').getByTestId('account-address').waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it('makes no request that leaves the machine', () => {
    for (const guard of guards) guard.assertNoEgress();
  });
});
