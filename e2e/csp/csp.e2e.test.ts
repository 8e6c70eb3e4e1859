// The modal under a strict Content-Security-Policy (no 'unsafe-inline', no nonce): the built example
// app, served with the policy `create-wallet-modal csp` prints for its config (issue 36), opens the modal,
// connects the Dev Wallet and sends a transaction with no violation, its static styles applied, and no
// <style> element ever added. A policy missing one of the config's origins is named in the console.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, buildExampleVariant, DEV_ACCOUNTS, type EgressGuard, type ExampleVariant, generatedPolicy, guardEgress, installDevWallet, launchBrowser, rpcUrlsOf, serveStatic, startExampleChains, type StaticServer } from '@wallet-modal/testing';
import { CSP_RECORDER, readCspRecord } from './recorder.js';


const recorded = () => readCspRecord(page);

let chains: Anvil[] = [];
let csp: string;
let variant: ExampleVariant | undefined;
let app: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let egress: EgressGuard;
const consoleCsp: string[] = [];

describe('strict CSP (style-src and script-src self only)', () => {
  beforeAll(async () => {
    chains = await startExampleChains();
    variant = await buildExampleVariant('basic', { rpcUrls: rpcUrlsOf(chains) });
    csp = await generatedPolicy(variant.root);
    [app, browser] = await Promise.all([serveStatic({ root: variant.dist, headers: { 'content-security-policy': csp } }), launchBrowser()]);
    context = await browser.newContext({ reducedMotion: 'reduce' });
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

  it('serves the app with the policy header the CLI generated: the config\'s RPC URLs, no unsafe-inline or unsafe-eval', async () => {
    const response = await page.goto(app.url);
    expect(response?.headers()['content-security-policy']).toBe(csp);
    expect(csp).toContain(`connect-src 'self' ${chains.map((chain) => new URL(chain.url).origin).join(' ')}`);
    expect(csp).toMatch(/script-src 'self'; style-src 'self';/);
    expect(csp).not.toMatch(/unsafe/);
  });

  it('opens the modal and connects the Dev Wallet under the policy', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Dev Wallet/ }).click();
    await expect.poll(() => dialog.getByTestId('account-address').count()).toBe(1);
  });

  it('applies the static styles: the dialog is 360 px wide on the dark background', async () => {
    const { width, background } = await page.getByRole('dialog').evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.width, background: style.backgroundColor };
    });
    expect(width).toBe('360px');
    expect(toRgb(background)).toBe('rgb(18, 19, 19)');
  });

  it('the modal height follows its view, written through the CSSOM under the policy', async () => {
    const heights = () =>
      page.getByRole('dialog').evaluate((dialog) => {
        const frame = [...dialog.querySelectorAll<HTMLElement>('div')].find((element) => element.style.height !== '');
        return frame && { frame: Math.round(parseFloat(frame.style.height)), view: Math.round(frame.firstElementChild!.getBoundingClientRect().height) };
      });
    await expect.poll(async () => { const h = await heights(); return h && h.frame === h.view && h.view > 0; }).toBe(true);
  });

  it('sends a transaction under the policy', async () => {
    const recipient = DEV_ACCOUNTS[1]!.address;
    const client = createPublicClient({ transport: http(chains[0]!.url) });
    const before = await client.getBalance({ address: recipient });
    await page.keyboard.press('Escape');
    await page.getByLabel('Recipient').fill(recipient);
    await page.getByRole('button', { name: /^Send 0.01 ETH$/ }).click();
    await expect.poll(() => page.getByTestId('tx-hash').innerText()).toMatch(/^0x[0-9a-f]{64}$/);
    await client.waitForTransactionReceipt({ hash: (await page.getByTestId('tx-hash').innerText()) as Hex });
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.01'));
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


  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });

  it('A policy missing the RPC URL of the chain is named in the console: the blocked URL, the origin and the directive to add it to', async () => {
    const rpc = new URL(chains[0]!.url).origin;
    const missing = csp.replace(` ${rpc}`, '');
    const partial = await serveStatic({ root: variant!.dist, headers: { 'content-security-policy': missing } });
    try {
      const other = await context.newPage();
      const errors: string[] = [];
      other.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      await other.goto(partial.url);
      // Connecting reads the chain (the account's balance), which this policy blocks.
      await other.getByRole('button', { name: /^Connect Wallet$/ }).click();
      await other.getByRole('dialog').getByRole('button', { name: /Dev Wallet/ }).click();
      await expect.poll(() => errors.find((text) => text.startsWith('[wallet-modal] The Content-Security-Policy blocked'))).toMatch(
        new RegExp(`^\\[wallet-modal\\] The Content-Security-Policy blocked ${rpc}/?; add ${rpc} to connect-src\\. \`npx create-wallet-modal csp\` prints the whole policy this config needs\\.$`),
      );
      await other.close();
    } finally {
      await partial.close();
    }
  });
});

/** Chromium reports color-mix() results as `color(srgb r g b)`; compare them as 0–255 rgb. */
function toRgb(color: string): string {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(color);
  if (!srgb) return color;
  return `rgb(${srgb.slice(1, 4).map((channel) => Math.round(Number(channel) * 255)).join(', ')})`;
}
