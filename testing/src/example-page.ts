// One example world and one Chromium page for a test file: the world (chains, server, app) and the
// browser start side by side, the page is guarded against egress and opened on the app. The files that
// drive an example app share this start and stop instead of writing them again.

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './chromium.js';
import { guardEgress, type EgressGuard } from './egress.js';
import type { ExampleVariant } from './example-variant.js';
import { startExampleWorld, type ExampleWorld, type StartExampleWorldParameters } from './example-world.js';
import { serveStatic, type StaticServer } from './serve.js';

export interface ExamplePage {
  world: ExampleWorld;
  browser: Browser;
  page: Page;
  egress: EgressGuard;
}

export interface OpenExamplePageOptions {
  /** Runs on the new page before it opens the app (exposeFunction, init scripts, minting to the wallet). */
  beforeGoto?: (page: Page, world: ExampleWorld) => Promise<unknown>;
}

/**
 * Starts the example world and a browser, and opens the app in a page whose egress is guarded.
 * @example
 * beforeAll(async () => void ({ world, browser, page, egress } = await openExamplePage({ example: 'full' })), 180_000);
 * afterAll(() => closeExamplePage({ world, browser }));
 */
export async function openExamplePage(parameters: StartExampleWorldParameters, { beforeGoto }: OpenExamplePageOptions = {}): Promise<ExamplePage> {
  const [world, browser] = await Promise.all([startExampleWorld(parameters), launchBrowser()]);
  const page = await browser.newPage();
  const egress = guardEgress(page);
  await beforeGoto?.(page, world);
  await page.goto(world.app.url);
  return { world, browser, page, egress };
}

/** Closes the browser, then stops the world; either may be missing when the start failed. */
export async function closeExamplePage({ world, browser }: Partial<Pick<ExamplePage, 'world' | 'browser'>>): Promise<void> {
  await browser?.close();
  await world?.stop();
}

export interface VariantPage {
  app: StaticServer;
  context: BrowserContext;
  page: Page;
  egress: EgressGuard;
}

/**
 * Serves a built example variant, and opens it in a new context of `browser` whose wallets `install`
 * put in (installDevWallet, installSolanaDevWallet), on a page whose egress is guarded: for the files
 * that build their own variant and chains instead of the example world's.
 * @example
 * ({ app, context, page, egress } = await openVariantPage(browser, variant, (context) => installDevWallet(context, wallet)));
 * afterAll(() => closeVariantPage({ browser, app, variant }));
 */
export async function openVariantPage(browser: Browser, variant: ExampleVariant, install: (context: BrowserContext) => Promise<unknown>): Promise<VariantPage> {
  const app = await serveStatic({ root: variant.dist });
  const context = await browser.newContext();
  await install(context);
  const page = await context.newPage();
  const egress = guardEgress(page);
  await page.goto(app.url);
  return { app, context, page, egress };
}

/** Closes the browser and the app's server and removes the variant; any may be missing when the start failed. */
export async function closeVariantPage({ browser, app, variant }: { browser?: Browser; app?: StaticServer; variant?: ExampleVariant }): Promise<void> {
  await browser?.close();
  await app?.close();
  variant?.remove();
}

/**
 * Connect Wallet → Dev Wallet, then waits for the Account view's address.
 * @example
 * await connectDevWallet(page);
 */
export async function connectDevWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Dev Wallet/ }).click();
  await dialog.getByTestId('account-address').waitFor({ timeout: 15_000 });
}
