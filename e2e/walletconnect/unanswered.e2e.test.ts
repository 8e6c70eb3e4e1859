// Issue 18, WalletConnect faults: a request the wallet never answers. The wallet peer receives
// personal_sign and walks away; the page's clock (Playwright's, installed before the app runs) is moved
// past the 5-minute request expiry (the SDK's, and the adapter's own timer), and the app gets 'The wallet
// did not answer in time' instead of a promise that never settles; the modal stays usable.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EgressGuard, guardEgress, launchBrowser, startWalletConnectWorld, type WalletConnectWorld } from '@wallet-modal/testing';


let world: WalletConnectWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const dialog = () => page.getByRole('dialog');

describe('WalletConnect: a request the wallet never answers', () => {
  beforeAll(async () => {
    [world, browser] = await Promise.all([startWalletConnectWorld(), launchBrowser()]);
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.app.url.replace(/\/$/, '') });
    page = await context.newPage();
    egress = guardEgress(page);
    // Playwright's clock from the first script on: time flows as usual until the test moves it forward.
    await page.clock.install();
    await page.goto(world.app.url);
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await dialog().getByRole('button', { name: /^WalletConnect/ }).click();
    await dialog().getByRole('button', { name: 'Copy link' }).click({ timeout: 20_000 });
    await world.peer.pair(await page.evaluate(() => navigator.clipboard.readText()));
    const address = world.peer.address;
    await dialog().getByTestId('account-address').filter({ hasText: `${address.slice(0, 4)}…${address.slice(-6)}` }).waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("past the request's 5-minute expiry the app is told 'The wallet did not answer in time', and the modal stays usable", async () => {
    world.peer.unanswered.add('personal_sign');
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect.poll(() => world.peer.requests.filter((method) => method === 'personal_sign').length, { timeout: 20_000 }).toBe(1);
    // The SDK starts its expiry timer once the relay acknowledged the publish, a moment after the wallet got it.
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.clock.fastForward('05:01');
    await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 20_000 }).toBe('The wallet did not answer in time');
    expect(await page.getByTestId('signature').innerText()).toBe('');

    // The modal is still usable: the account view opens on the same session.
    await page.getByRole('button', { name: /^Account / }).click();
    await expect.poll(() => dialog().getByTestId('account-network').innerText()).toBe('Local');
    await page.keyboard.press('Escape');
    egress.assertNoEgress();
  });
});
