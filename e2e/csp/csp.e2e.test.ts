// The modal under a strict Content-Security-Policy (no 'unsafe-inline', no nonce): the built example
// app, served with the policy as a response header, opens the modal and connects the Dev Wallet with no
// violation, its static styles applied, and no <style> element ever added.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../world/accounts';
import type { Anvil } from '../world/anvil';
import { launchBrowser } from '../world/chromium';
import { guardEgress, type EgressGuard } from '../world/egress';
import { buildExampleVariant, type ExampleVariant } from '../world/example-variant';
import { rpcUrlsOf, startExampleChains } from '../world/example-world';
import { installDevWallet } from '../world/inject-dev-wallet';
import { serveStatic, type StaticServer } from '../world/serve';
import { CSP_RECORDER, readCspRecord } from './recorder.js';

/** The policy: scripts and styles from the app's origin only; connections to it and to this run's chains. */
const policy = (chains: readonly Anvil[]) =>
  `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ${chains.map((chain) => chain.url).join(' ')}`;

const recorded = () => readCspRecord(page);

let chains: Anvil[] = [];
let csp: string;
let variant: ExampleVariant | undefined;
let app: StaticServer;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const consoleCsp: string[] = [];

describe('strict CSP (style-src and script-src self only)', () => {
  beforeAll(async () => {
    chains = await startExampleChains();
    csp = policy(chains);
    variant = await buildExampleVariant('basic', { rpcUrls: rpcUrlsOf(chains) });
    [app, browser] = await Promise.all([serveStatic({ root: variant.dist, headers: { 'content-security-policy': csp } }), launchBrowser()]);
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await installDevWallet(context, {
      chains: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.url])),
      chainId: chains[0]!.chainId,
      account: DEV_ACCOUNTS[0]!.address,
    });
    await context.addInitScript({ content: CSP_RECORDER });
    page = await context.newPage();
    egress = guardEgress(page);
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) consoleCsp.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await Promise.all(chains.map((chain) => chain.stop()));
    variant?.remove();
  });

  it('serves the app with the policy header', async () => {
    const response = await page.goto(app.url);
    expect(response?.headers()['content-security-policy']).toBe(csp);
  });

  it('opens the modal and connects the Dev Wallet under the policy', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Dev Wallet/ }).click();
    await expect.poll(() => dialog.getByTestId('account-address').count()).toBe(1);
  });

  it('blocks no script, image or connection', async () => {
    const { violations } = await recorded();
    expect(violations.filter((violation) => !violation.startsWith('style-src-elem blocked inline'))).toEqual([]);
  });

  // Radix's Dialog.Overlay would lock scrolling with an injected <style>; the kit uses a plain
  // overlay and a static `html:has(dialog open) { overflow: hidden }` rule instead.
  it('records no CSP violation and never adds a <style> element', async () => {
    const { violations, styles } = await recorded();
    expect(violations).toEqual([]);
    expect(consoleCsp).toEqual([]);
    expect(styles).toBe(0);
    expect(await page.locator('style').count()).toBe(0);
  });

  it('applies the static styles: the dialog is 360 px wide on the dark background', async () => {
    const { width, background } = await page.getByRole('dialog').evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.width, background: style.backgroundColor };
    });
    expect(width).toBe('360px');
    expect(toRgb(background)).toBe('rgb(18, 19, 19)');
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});

/** Chromium reports color-mix() results as `color(srgb r g b)`; compare them as 0–255 rgb. */
function toRgb(color: string): string {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(color);
  if (!srgb) return color;
  return `rgb(${srgb.slice(1, 4).map((channel) => Math.round(Number(channel) * 255)).join(', ')})`;
}
