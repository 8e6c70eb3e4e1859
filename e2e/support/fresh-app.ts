// What the tests of a freshly scaffolded app share (newcomer from a clone, tarballs from npm pack): a
// clean user's shell, a page that records its errors and egress, and the Connect Wallet -> Dev Wallet click.
// Uses vitest's expect, so it is for test files, not the demo (not exported from ./index).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { guardEgress } from '@wallet-modal/testing';

/** A user's shell: none of the npm, vitest or NODE_ENV variables a test runs under. */
export function userShellEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|NODE_ENV$|INIT_CWD$)/i.test(name)));
  // The registry is local; take what npm's cache has without asking it again.
  return { ...env, npm_config_prefer_offline: 'true' };
}

/**
 * Opens `url` in a fresh context and records every uncaught page error.
 * @example
 * const { page, pageErrors, egress, close } = await openApp(browser, served.url);
 */
export async function openApp(browser: Browser, url: string, setup: (context: BrowserContext) => Promise<void> = async () => {}) {
  const context = await browser.newContext();
  await setup(context);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const egress = guardEgress(page);
  await page.goto(url);
  return { page, pageErrors, egress, close: () => context.close() };
}

/** How the account row shows `address`: `0xf3…b92266`. */
export const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

/**
 * Waits for Connect Wallet (failing at once with the page's error: two Reacts throw on the first hook),
 * picks the Dev Wallet and waits for `address` in the account view.
 * @example
 * await connectDevWallet(page, pageErrors, DEV_ACCOUNTS[0].address);
 */
export async function connectDevWallet(page: Page, pageErrors: readonly string[], address: string): Promise<void> {
  const connect = page.getByRole('button', { name: /^Connect Wallet$/ });
  await expect.poll(async () => pageErrors.length > 0 || (await connect.count()) > 0, { timeout: 30_000 }).toBe(true);
  expect(pageErrors).toEqual([]);
  await connect.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Dev Wallet/ }).click();
  await expect.poll(() => dialog.getByTestId('account-address').innerText(), { timeout: 15_000 }).toBe(shortAddress(address));
}
