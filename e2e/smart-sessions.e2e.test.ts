// Smart sessions in a real browser (spec §1 "Smart sessions: session lookup and revocation", §7 /v1/sessions):
// an app (e2e/smart-sessions) grants an ERC-7715 permission through the Dev Wallet on anvil, our API server
// records it, the Account view's Sessions tab lists it with its expiry, and Revoke ends it in the wallet
// and on the server. A revoke whose signature was tampered with on the way is refused and the session stays.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, type ApiWorld, axeViolations, buildWithVite, DEV_ACCOUNTS, installDevWallet, launchBrowser, REPO_ROOT, serveStatic, startApiServer, startExampleChains, type StaticServer } from '@wallet-modal/testing';
import { connectDevWallet, openApp } from './support/fresh-app';

const PROJECT = 'demo-project';
const address = DEV_ACCOUNTS[0]!.address;

let chains: Anvil[];
let api: ApiWorld;
let browser: Browser;
let app: StaticServer;
let page: Page;
let closePage: () => Promise<void>;
let pageErrors: string[];
const dialog = () => page.getByRole('dialog');

beforeAll(async () => {
  [chains, browser] = await Promise.all([startExampleChains(), launchBrowser()]);
  api = await startApiServer({ projectId: PROJECT, port: 0, chains });
  const { dist } = await buildWithVite(join(REPO_ROOT, 'e2e', 'smart-sessions'));
  app = await serveStatic({ root: dist });
  const world = { rpcUrls: Object.fromEntries(chains.map((chain) => [`eip155:${chain.chainId}`, chain.url])), apiUrl: api.server.url, projectId: PROJECT };
  const opened = await openApp(browser, app.url, async (context) => {
    await context.addInitScript({ content: `window.__SESSIONS_WORLD__ = ${JSON.stringify(world)};` });
    await installDevWallet(context, { chains: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.url])), chainId: chains[0]!.chainId, account: address });
  });
  ({ page, pageErrors, close: closePage } = opened);
}, 240_000);

afterAll(async () => {
  await closePage?.();
  await browser?.close();
  await app?.close();
  await api?.stop();
  await Promise.all((chains ?? []).map((chain) => chain.stop()));
});

/** What our server says of a session, asked as the app's page would. */
async function serverSession(id: string) {
  const response = await fetch(`${api.server.url}/v1/sessions/${id}?projectId=${PROJECT}`, { headers: { origin: new URL(app.url).origin } });
  return (await response.json()) as { status: string; expiry: number; permissionsContext: string; error?: { code: string } };
}

/** Grants a session from the app's button; resolves what the app printed of the recorded session. */
async function grant(): Promise<{ id: string; expiry: number; permissionsContext: string }> {
  await page.getByTestId('grant-result').evaluate((element) => (element.textContent = ''));
  await page.getByRole('button', { name: 'Grant session' }).click();
  await expect.poll(() => page.getByTestId('grant-result').innerText(), { timeout: 20_000 }).not.toBe('');
  const text = await page.getByTestId('grant-result').innerText();
  expect(text).not.toMatch(/^error/);
  return JSON.parse(text);
}

async function openSessionsTab(): Promise<void> {
  await page.getByRole('button', { name: /^Account 0x/ }).click();
  await dialog().getByRole('tab', { name: 'Sessions' }).click();
}

/** The permissions contexts the Dev Wallet still keeps. */
const walletGrants = () => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('dev-wallet:grants') || '{}')));

describe('smart sessions: lookup and revocation in a browser', () => {
  it('the Dev Wallet connects through our modal', async () => {
    await connectDevWallet(page, pageErrors, address);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('a session is granted through the wallet, listed in Account with its expiry, and revoked: gone from the list and the server says revoked', async () => {
    const granted = await grant();
    expect(granted.permissionsContext).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await walletGrants()).toContain(granted.permissionsContext);
    expect(await serverSession(granted.id)).toMatchObject({ status: 'active', expiry: granted.expiry });

    await openSessionsTab();
    const row = dialog().locator(`[data-session-id="${granted.id}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('native-token-recurring-allowance');
    expect(await row.locator('time').getAttribute('datetime')).toBe(new Date(granted.expiry * 1000).toISOString());
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: /^Revoke/ }).click();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
    expect((await serverSession(granted.id)).status).toBe('revoked');
    expect(await walletGrants()).not.toContain(granted.permissionsContext);
    expect(await dialog().innerText()).toContain('No active sessions.');
    await page.keyboard.press('Escape');
  });

  it('a wallet that knows only wallet_requestExecutionPermissions (the newer ERC-7715 name) is asked that after -32601, and the grant is recorded', async () => {
    await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { grantPermissions: boolean } }).__DEV_WALLET_CONFIG__.grantPermissions = false));
    try {
      const granted = await grant();
      expect(await walletGrants()).toContain(granted.permissionsContext);
      expect(await serverSession(granted.id)).toMatchObject({ status: 'active', permissionsContext: granted.permissionsContext });
    } finally {
      await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { grantPermissions: boolean } }).__DEV_WALLET_CONFIG__.grantPermissions = true));
    }
  });

  it('a grant the user rejects in the wallet records nothing', async () => {
    const before = await walletGrants();
    await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { reject: string[] } }).__DEV_WALLET_CONFIG__.reject = ['wallet_grantPermissions']));
    try {
      await page.getByTestId('grant-result').evaluate((element) => (element.textContent = ''));
      await page.getByRole('button', { name: 'Grant session' }).click();
      await expect.poll(() => page.getByTestId('grant-result').innerText(), { timeout: 15_000 }).toMatch(/^error: /);
      expect(await walletGrants()).toEqual(before);
    } finally {
      await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { reject: string[] } }).__DEV_WALLET_CONFIG__.reject = []));
    }
  });

  it('a revoke with a bad signature is refused by the server: the error shows and the session stays listed and active', async () => {
    const granted = await grant();
    // The signature is changed on its way to the server (as a page script or a proxy could).
    await page.route(`**/v1/sessions/${granted.id}/revoke**`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { pci: string; signature: string };
      await route.continue({ postData: JSON.stringify({ ...body, signature: `${body.signature.slice(0, -6)}000000` }) });
    });
    await openSessionsTab();
    const row = dialog().locator(`[data-session-id="${granted.id}"]`);
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: /^Revoke/ }).click();
    await expect.poll(() => dialog().getByRole('alert').innerText(), { timeout: 15_000 }).toMatch(/Smart session signature invalid/);
    expect(await row.count()).toBe(1);
    expect((await serverSession(granted.id)).status).toBe('active');
    await page.unroute(`**/v1/sessions/${granted.id}/revoke**`);
  });
});
