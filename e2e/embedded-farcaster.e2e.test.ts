// Farcaster sign-in end to end (issue 12): examples/full on 127.0.0.1, our secure site on localhost with its own
// Farcaster Auth relay, the IdRegistry stand-in on the local OP Mainnet (anvil, chain 10) and a scripted
// Farcaster app that signs with the FID's custody key; Chromium started by us over CDP. The person picks
// Farcaster on Connect, ConnectingFarcaster shows the channel's QR code and "Open in Farcaster" link, the app
// approves, the new user sets a recovery password and sees the address and the Farcaster user name.

import type { FrameLocator, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type CdpBrowser, type ExampleWorld, launchBrowserOverCdp, startExampleWorld } from '@wallet-modal/testing';

const PASSWORD = 'correct horse battery';
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

let world: ExampleWorld;
const browsers: CdpBrowser[] = [];

const dialogOf = (p: Page) => p.getByRole('dialog');
const secureFrame = (p: Page): FrameLocator => dialogOf(p).frameLocator('iframe[title="Secure wallet"]');
const shownAddress = (p: Page) => p.locator('dd').first().innerText();
const openLink = (p: Page) => dialogOf(p).getByRole('link', { name: 'Open in Farcaster' });

async function newPage(): Promise<Page> {
  const cdp = await launchBrowserOverCdp();
  browsers.push(cdp);
  const page = await cdp.browser.contexts()[0]!.newPage();
  await page.goto(world.app.url);
  return page;
}

/** Connect → Farcaster; resolves with the URL of the "Open in Farcaster" link (the QR code's). */
async function openFarcaster(page: Page): Promise<string> {
  if (!(await dialogOf(page).isVisible())) await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
  await dialogOf(page).getByRole('button', { name: /^Farcaster$/ }).click({ timeout: 30_000 });
  await expect.poll(() => dialogOf(page).getByRole('heading').first().innerText(), { timeout: 15_000 }).toBe('Farcaster');
  const url = (await openLink(page).getAttribute('href', { timeout: 15_000 }))!;
  await expect(dialogOf(page).getByRole('img', { name: 'QR code to sign in with Farcaster' }).isVisible()).resolves.toBe(true);
  return url;
}

describe('Farcaster sign-in in Chromium (examples/full, local relay and IdRegistry)', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full', farcaster: true });
  }, 240_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await world?.stop();
  });

  it('the Farcaster app signs the QR code\'s channel: the new user sets a recovery password and sees the address and the Farcaster user name', async () => {
    const custody = privateKeyToAccount(generatePrivateKey());
    await world.farcaster!.register(4321, custody);
    const page = await newPage();
    const url = await openFarcaster(page);
    expect(new URL(url).searchParams.get('domain')).toBe(new URL(world.api!.secureSiteUrl!).host);
    expect(await world.farcaster!.approve(url, { fid: 4321, signer: custody, username: 'ada-fc' })).toBe(201);
    const frame = secureFrame(page);
    await frame.getByLabel('Password', { exact: true }).fill(PASSWORD, { timeout: 30_000 });
    await frame.getByLabel('Confirm password').fill(PASSWORD);
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => shownAddress(page), { timeout: 30_000 }).toMatch(ADDRESS);
    const address = await shownAddress(page);
    if (!(await dialogOf(page).isVisible())) await page.getByRole('button', { name: /^Account 0x/ }).click();
    await expect.poll(() => dialogOf(page).getByTestId('account-social-username').innerText(), { timeout: 15_000 }).toBe('ada-fc');
    // Spec §3: the connected social provider and the social username are stored.
    expect(await page.evaluate(() => Object.entries(localStorage).filter(([key]) => /social/.test(key)).map(([key, value]) => [key.replace(/^@wallet-modal\//, ''), value]))).toEqual(
      expect.arrayContaining([
        ['social_username', 'ada-fc'],
        ['connected_social', 'farcaster'],
      ]),
    );
    // The session is the frame's: a reload restores the same wallet.
    await page.reload();
    await expect.poll(() => shownAddress(page), { timeout: 30_000 }).toBe(address);
  });

  it('Going back from ConnectingFarcaster with no connected address clears the Farcaster URL and reloads the auth connector after 100 ms: the next try makes a new channel', async () => {
    const page = await newPage();
    const first = await openFarcaster(page);
    // Accessibility of the view (axe, as for every view).
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => document.getElementById('w3m-iframe')!.setAttribute('data-old', 'yes'));
    await dialogOf(page).getByRole('button', { name: 'Back' }).click();
    // The auth connector's frame is replaced by a new one.
    await expect.poll(() => page.evaluate(() => document.getElementById('w3m-iframe')?.getAttribute('data-old') ?? 'new'), { timeout: 15_000 }).toBe('new');
    const second = await openFarcaster(page);
    expect(new URL(second).searchParams.get('channelToken')).not.toBe(new URL(first).searchParams.get('channelToken'));
    // The new channel is the one that signs in.
    const custody = privateKeyToAccount(generatePrivateKey());
    await world.farcaster!.register(4322, custody);
    expect(await world.farcaster!.approve(second, { fid: 4322, signer: custody, username: 'grace-fc' })).toBe(201);
    await secureFrame(page).getByLabel('Password', { exact: true }).fill(PASSWORD, { timeout: 30_000 });
    await secureFrame(page).getByLabel('Confirm password').fill(PASSWORD);
    await secureFrame(page).getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => shownAddress(page), { timeout: 30_000 }).toMatch(ADDRESS);
  });
});
