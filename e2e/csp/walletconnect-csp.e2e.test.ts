// WalletConnect under the policy `create-wallet-modal csp` prints for examples/walletconnect (issue 36):
// the QR pairing over the loopback relay, a real wallet peer's approval and a transaction it signs, with
// no CSP violation and no <style> element (connect-src lists the configured relay and RPC URLs only).
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS, launchBrowser, startWalletConnectWorld, type WalletConnectWorld } from '@wallet-modal/testing';
import { CSP_RECORDER, readCspRecord } from './recorder.js';

const account = DEV_ACCOUNTS[2]!;
const recipient = DEV_ACCOUNTS[4]!;
const short = `${account.address.slice(0, 4)}…${account.address.slice(-6)}`;

let world: WalletConnectWorld;
let browser: Browser;
let page: Page;
const consoleCsp: string[] = [];
const dialog = () => page.getByRole('dialog');

describe('WalletConnect under the generated strict CSP', () => {
  beforeAll(async () => {
    [world, browser] = await Promise.all([startWalletConnectWorld({ generatedCsp: true }), launchBrowser()]);
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.app.url.replace(/\/$/, '') });
    await context.addInitScript({ content: CSP_RECORDER });
    page = await context.newPage();
    page.on('console', (message) => /content.security.policy/i.test(message.text()) && consoleCsp.push(message.text()));
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it('the policy lists the configured relay and no public WalletConnect origin', async () => {
    const policy = (await page.goto(world.app.url))?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(new URL(world.relay.url).origin);
    expect(policy).not.toMatch(/walletconnect\.org|unsafe/);
  });

  it('pairs by QR link with the wallet peer and sends a transaction it signs, with no CSP violation', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await dialog().getByRole('button', { name: /^WalletConnect/ }).click();
    await dialog().getByRole('button', { name: 'Copy link' }).click();
    await world.peer.pair(await page.evaluate(() => navigator.clipboard.readText()));
    await expect.poll(() => dialog().getByTestId('account-address').innerText(), { timeout: 20_000 }).toBe(short);
    await page.keyboard.press('Escape');

    const client = createPublicClient({ transport: http(world.chains[0]!.url) });
    const before = await client.getBalance({ address: recipient.address });
    await page.getByLabel('Recipient').fill(recipient.address);
    await page.getByRole('button', { name: /^Send 0.01 ETH$/ }).click();
    await expect.poll(() => page.getByTestId('tx-hash').innerText(), { timeout: 20_000 }).toMatch(/^0x[0-9a-f]{64}$/);
    await client.waitForTransactionReceipt({ hash: (await page.getByTestId('tx-hash').innerText()) as Hex, timeout: 20_000 });
    expect(await client.getBalance({ address: recipient.address })).toBe(before + parseEther('0.01'));

    expect(await readCspRecord(page)).toEqual({ violations: [], styles: 0 });
    expect(consoleCsp).toEqual([]);
  });
});
