// Social login end to end (issue 12): examples/full on 127.0.0.1, our secure site on localhost, the six
// providers as local stand-ins (OpenID Connect for Google and Apple, OAuth 2 for GitHub, Discord, X and
// Facebook), and Chromium started by us with third-party storage partitioning ON (over CDP). The person picks
// a provider on Connect; the secure UI's "Continue with <Provider>" opens the provider in a popup of the
// secure origin, whose callback page answers the UI frame that opened it; the frame finishes with its device
// key, the person sets a recovery password and sees the address and the provider's user name. When no popup
// can open, the whole page goes to the provider and back, and the frame redeems the returned fragment.

import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CdpBrowser, type ExampleWorld, launchBrowserOverCdp, startExampleWorld } from '@wallet-modal/testing';

const PASSWORD = 'correct horse battery';
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

let world: ExampleWorld;
const browsers: CdpBrowser[] = [];

const dialogOf = (p: Page) => p.getByRole('dialog');
const secureFrame = (p: Page): FrameLocator => dialogOf(p).frameLocator('iframe[title="Secure wallet"]');
/** The address examples/full shows once connected. */
const shownAddress = (p: Page) => p.locator('dd').first().innerText();
const socialUserName = (p: Page) => dialogOf(p).getByTestId('account-social-username');

async function newPage(): Promise<Page> {
  const cdp = await launchBrowserOverCdp();
  browsers.push(cdp);
  const page = await cdp.browser.contexts()[0]!.newPage();
  await page.goto(world.app.url);
  return page;
}

/** Connect → the provider's button (by its accessible name) on the Connect view, behind "More" when folded there. */
async function pickProvider(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
  const provider = dialogOf(page).getByRole('button', { name: new RegExp(`^${name}$`) });
  const more = dialogOf(page).getByRole('button', { name: 'More sign-in options' });
  await provider.or(more).first().waitFor();
  if (!(await provider.isVisible())) await more.click();
  await provider.click();
}

/** The new user's recovery password in the secure frame; resolves with the connected address. */
async function setRecoveryPassword(page: Page): Promise<string> {
  const frame = secureFrame(page);
  await frame.getByLabel('Password', { exact: true }).fill(PASSWORD, { timeout: 30_000 });
  await frame.getByLabel('Confirm password').fill(PASSWORD);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => shownAddress(page), { timeout: 30_000 }).toMatch(ADDRESS);
  return shownAddress(page);
}

/** Picks `name` on Connect, continues in the secure UI and lets the provider's popup sign in; resolves with the address. */
async function signInWithPopup(page: Page, name: string): Promise<string> {
  await pickProvider(page, name);
  const popup = page.context().waitForEvent('page', { timeout: 30_000 });
  await secureFrame(page).getByRole('button', { name: `Continue with ${name}` }).click({ timeout: 30_000 });
  // The callback page closes itself once it has told the secure UI; if it stays, say what it shows.
  const window = await popup;
  // (Polled: a fast provider's popup can close before a 'close' listener is attached.)
  for (const deadline = Date.now() + 30_000; !window.isClosed(); await page.waitForTimeout(100)) {
    if (Date.now() > deadline) throw new Error(`the ${name} popup stayed open at ${window.url()}: ${await window.locator('body').innerText().catch(() => '?')}`);
  }
  return setRecoveryPassword(page);
}

describe('social login in Chromium with storage partitioning on (examples/full, local providers)', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full', social: true });
  }, 240_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await world?.stop();
  });

  it('google (OpenID Connect) in a popup: the new user sets a recovery password and sees the address and the user name', async () => {
    world.api!.social!.google.signIn({ sub: 'google-ada', email: 'ada.google@example.com', emailVerified: true, name: 'Ada Lovelace' });
    const page = await newPage();
    expect(await signInWithPopup(page, 'Google')).toMatch(ADDRESS);
    await expect.poll(() => socialUserName(page).innerText(), { timeout: 15_000 }).toBe('Ada Lovelace');
    // Spec §3: the connected social provider and the social username are stored.
    expect(await page.evaluate(() => Object.entries(localStorage).filter(([key]) => /social/.test(key)).map(([key, value]) => [key.replace(/^@wallet-modal\//, ''), value]))).toEqual(
      expect.arrayContaining([
        ['social_username', 'Ada Lovelace'],
        ['connected_social', 'google'],
      ]),
    );
  });

  it("github (OAuth 2) in a popup: the address and the provider's login as user name; a reload keeps the session and the name", async () => {
    world.api!.social!.oauth.signIn('github', { id: '4242', username: 'grace-h', name: 'Grace Hopper', email: 'grace.github@example.com', emailVerified: true });
    const page = await newPage();
    const address = await signInWithPopup(page, 'GitHub');
    await expect.poll(() => socialUserName(page).innerText(), { timeout: 15_000 }).toBe('grace-h');
    await page.reload();
    await expect.poll(() => shownAddress(page), { timeout: 30_000 }).toBe(address);
    await page.getByRole('button', { name: /^Account 0x/ }).click();
    await expect.poll(() => socialUserName(page).innerText(), { timeout: 15_000 }).toBe('grace-h');
    // Disconnect clears the connected social provider (spec §4).
    await dialogOf(page).getByRole('button', { name: /^Disconnect$/ }).click();
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => /social/.test(key)))).toEqual([]);
  });

  it('a blocked popup falls back to the full page: the provider sends the page back and the frame redeems the fragment, which leaves the URL', async () => {
    world.api!.social!.google.signIn({ sub: 'google-blocked', email: 'lin.google@example.com', emailVerified: true, name: 'Lin Blocked' });
    const cdp = await launchBrowserOverCdp();
    browsers.push(cdp);
    const page = await cdp.browser.contexts()[0]!.newPage();
    // A popup blocker: every window.open in every frame gives no window.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(world.app.url);
    await pickProvider(page, 'Google');
    await secureFrame(page).getByRole('button', { name: 'Continue with Google' }).click({ timeout: 30_000 });
    // Away to the provider and back to the app page, whose fragment the kit removes at once.
    await page.waitForURL((url) => url.href.startsWith(world.app.url) && !url.hash, { timeout: 30_000 });
    const address = await setRecoveryPassword(page);
    expect(page.url()).not.toContain('wm_social');
    // The modal opened for the recovery step and closed after it: the Account view shows the name.
    await page.getByRole('button', { name: /^Account 0x/ }).click();
    await expect.poll(() => socialUserName(page).innerText(), { timeout: 15_000 }).toBe('Lin Blocked');
    await page.reload();
    await expect.poll(() => shownAddress(page), { timeout: 30_000 }).toBe(address);
  });

  it('each of the other providers (apple, discord, x, facebook) signs a new user in through the popup', async () => {
    const social = world.api!.social!;
    social.apple.signIn({ sub: 'apple-1', email: 'a.apple@example.com', emailVerified: true, name: 'Apple Person' });
    social.oauth.signIn('discord', { id: '101', username: 'disco', email: 'd.discord@example.com', emailVerified: true });
    social.oauth.signIn('x', { id: '202', username: 'xuser', name: 'X Person', emailVerified: false });
    social.oauth.signIn('facebook', { id: '303', username: 'fb', name: 'Face Person', email: 'f.fb@example.com', emailVerified: true });
    const expected: [string, string][] = [
      ['Apple', 'Apple Person'],
      ['Discord', 'disco'],
      ['X', 'xuser'],
      ['Facebook', 'Face Person'],
    ];
    for (const [name, userName] of expected) {
      const page = await newPage();
      expect(await signInWithPopup(page, name)).toMatch(ADDRESS);
      await expect.poll(() => socialUserName(page).innerText(), { timeout: 15_000 }).toBe(userName);
      await page.close();
    }
  });
});
