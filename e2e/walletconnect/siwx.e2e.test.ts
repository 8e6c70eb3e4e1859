// Sign-in with wallet over WalletConnect: examples/walletconnect with siwx on and our API server; the
// real wallet peer pairs over the loopback relay, the sign-in view opens, the peer signs the EIP-4361
// message over the session, and our server verifies it on the local chain.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS, launchBrowser, startWalletConnectWorld, type WalletConnectWorld } from '@wallet-modal/testing';

let world: WalletConnectWorld;
let browser: Browser;
let page: Page;
const dialog = () => page.getByRole('dialog');
const account = DEV_ACCOUNTS[2]!;

describe('sign-in with wallet over WalletConnect', () => {
  beforeAll(async () => {
    [world, browser] = await Promise.all([startWalletConnectWorld({ api: true, config: { siwx: { required: true } } }), launchBrowser()]);
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.app.url.replace(/\/$/, '') });
    page = await context.newPage();
    await page.goto(world.app.url);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it('the paired wallet signs the sign-in message over the session and our server verifies it', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await dialog().getByRole('button', { name: /^WalletConnect/ }).click();
    await expect.poll(() => dialog().getByRole('img', { name: /^QR code to connect with WalletConnect$/ }).count(), { timeout: 20_000 }).toBe(1);
    await dialog().getByRole('button', { name: 'Copy link' }).click();
    await world.peer.pair(await page.evaluate(() => navigator.clipboard.readText()));
    await expect.poll(() => dialog().getByRole('heading').innerText(), { timeout: 20_000 }).toBe('Sign In');
    await dialog().getByRole('button', { name: 'Sign in' }).click();
    await dialog().waitFor({ state: 'detached', timeout: 20_000 });
    const kept = await page.evaluate(() => localStorage.getItem('@wallet-modal/siwx_sessions'));
    const { token } = (JSON.parse(kept!) as Record<string, { token: string }>)[`eip155:${account.address.toLowerCase()}`]!;
    const answer = await fetch(`${world.api!.server.url}/v1/siwx/session?projectId=demo-project`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(world.app.url).origin },
      body: JSON.stringify({ token }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { address: string } }).data.address).toBe(account.address);
  });
});
