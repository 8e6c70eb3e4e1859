// Issue 18, session restore (the peers' most reported fault): a reload restores an injected wallet's
// connection without a flash of the disconnected button. One page of the built examples/basic with the
// Dev Wallet on anvil, connected once, then reloaded RELOADS times (10 in `npm test`; `npm run bench` sets
// RELOADS=100). Before the app runs on each load, a MutationObserver records every 'Connect Wallet' button
// that enters the document, so a flash of a single frame is caught.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, buildExampleVariant, DEV_ACCOUNTS, type EgressGuard, type ExampleVariant, guardEgress, installDevWallet, launchBrowser, rpcUrlsOf, serveStatic, startExampleChains, type StaticServer } from '@wallet-modal/testing';
import { FLASH_RECORDER, readFlash, reloadsWithoutFlash, reloadSummary, type FlashRecord } from './support/flash';

const RELOADS = Number(process.env.RELOADS ?? 10);
const account = DEV_ACCOUNTS[0]!.address;
const short = `${account.slice(0, 4)}…${account.slice(-6)}`;

let chains: Anvil[] = [];
let variant: ExampleVariant | undefined;
let app: StaticServer;
let browser: Browser;
let page: Page;
let egress: EgressGuard;

const accountButton = () => page.getByRole('button', { name: `Account ${short}` });
const flashes = async () => (await readFlash(page)).disconnected;

describe('session restore', () => {
  beforeAll(async () => {
    chains = await startExampleChains();
    variant = await buildExampleVariant('basic', { rpcUrls: rpcUrlsOf(chains) });
    [app, browser] = await Promise.all([serveStatic({ root: variant.dist }), launchBrowser()]);
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await installDevWallet(context, {
      chains: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.url])),
      chainId: chains[0]!.chainId,
      account,
    });
    await context.addInitScript({ content: FLASH_RECORDER });
    page = await context.newPage();
    egress = guardEgress(page);
    await page.goto(app.url);
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Dev Wallet/ }).click();
    await page.getByRole('dialog').getByTestId('account-address').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await accountButton().waitFor({ timeout: 30_000 });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await Promise.all(chains.map((chain) => chain.stop()));
    variant?.remove();
  });

  it('the flash recorder sees a disconnected button (it can fail)', async () => {
    await page.evaluate(() => {
      (window as unknown as { __flash: FlashRecord }).__flash.disconnected = 0;
      const button = document.createElement('button');
      button.textContent = 'Connect Wallet';
      document.body.append(button);
      button.remove();
    });
    expect(await flashes()).toBe(1);
  });

  it('A reload restores the injected connection without a flash of the disconnected button (reloaded 10 times, 100 in the bench)', async () => {
    const times = await reloadsWithoutFlash(page, RELOADS, accountButton);
    console.log(`[reload] injected: ${RELOADS} reloads, ${reloadSummary(times)}`);
    egress.assertNoEgress();
  }, 60_000 + RELOADS * 5_000);
});
