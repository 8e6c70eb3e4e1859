// Sign-in with wallet in a real browser (spec §2 closing rule, §4 "Sign-in with wallet"): examples/full
// with siwx required, the Dev Wallet injected, our API server verifying on the local chain. Connecting
// opens the sign-in view, which cannot be closed; a refusal in the wallet shows 'Signature declined';
// signing opens a session our server knows; a reload keeps it; disconnecting ends it on the server.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closeExamplePage, DEV_ACCOUNTS, type EgressGuard, type ExampleWorld, openExamplePage } from '@wallet-modal/testing';

const SESSIONS_KEY = '@wallet-modal/siwx_sessions';

let world: ExampleWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const dialog = () => page.getByRole('dialog');

/** The kept session of the Dev Wallet's account, as the page stored it. */
async function keptToken(): Promise<string | undefined> {
  const kept = await page.evaluate((key) => localStorage.getItem(key), SESSIONS_KEY);
  if (!kept) return undefined;
  return (JSON.parse(kept) as Record<string, { token: string }>)[`eip155:${DEV_ACCOUNTS[0]!.address.toLowerCase()}`]?.token;
}

/** What our server says of a session token, asked as the app's page would. */
async function serverSession(token: string) {
  const response = await fetch(`${world.api!.server.url}/v1/siwx/session?projectId=demo-project`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(world.app.url).origin },
    body: JSON.stringify({ token }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { address: string; chainId: string }; error?: { code: string } } };
}

describe('sign-in with wallet on a local chain', () => {
  beforeAll(async () => void ({ world, browser, page, egress } = await openExamplePage({ example: 'full', config: { siwx: { required: true, statement: 'Sign in to the wallet modal demo.' } } })), 180_000);

  afterAll(() => closeExamplePage({ world, browser }));

  it('connecting opens SIWXSignMessage, which a required sign-in keeps open; declining in the wallet shows the error', async () => {
    await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { reject: string[] } }).__DEV_WALLET_CONFIG__.reject = ['personal_sign']));
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await dialog().getByRole('button', { name: /Dev Wallet/ }).click();
    await expect.poll(() => dialog().getByRole('heading').innerText(), { timeout: 15_000 }).toBe('Sign In');
    await expect.poll(() => dialog().innerText()).toContain('Wallet modal demo wants you to sign in with your wallet');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await dialog().getByRole('heading').innerText()).toBe('Sign In');
    await dialog().getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => dialog().innerText()).toContain('Signature declined');
    expect(await keptToken()).toBeUndefined();
  });

  it('signing in closes the modal and opens a session our server verified for the address on the chain', async () => {
    await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { reject: string[] } }).__DEV_WALLET_CONFIG__.reject = []));
    await dialog().getByRole('button', { name: 'Sign in' }).click();
    await dialog().waitFor({ state: 'detached', timeout: 15_000 });
    const token = await keptToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await serverSession(token!);
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ address: DEV_ACCOUNTS[0]!.address, chainId: 'eip155:31337' });
  });

  it('a reload keeps the session: the account reconnects and no sign-in is asked', async () => {
    const token = await keptToken();
    await page.reload();
    await page.getByRole('button', { name: /^Account 0x/ }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    expect(await dialog().count()).toBe(0);
    expect(await keptToken()).toBe(token);
  });

  it('disconnecting ends the session on the server and forgets it in the page', async () => {
    const token = (await keptToken())!;
    await page.getByRole('button', { name: /^Account 0x/ }).click();
    await dialog().getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => keptToken()).toBeUndefined();
    await expect.poll(async () => (await serverSession(token)).body.error?.code).toBe('SIWX_SESSION_INVALID');
    expect(egress.offenders()).toEqual([]);
  });
});
