// The example app pointed at our own API server (examples/full): the wallet directory pages and
// searches in AllWallets, Account shows the ERC20 balance the server reads from the local chain,
// and analytics events reach the server's database.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeExamplePage, type EgressGuard, type ExampleWorld, openExamplePage } from '@wallet-modal/testing';

let world: ExampleWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const dialog = () => page.getByRole('dialog');

describe('example app with the API server', () => {
  beforeAll(async () => void ({ world, browser, page, egress } = await openExamplePage({ example: 'full' })));

  afterAll(() => closeExamplePage({ world, browser }));

  it('Connect suggests up to 4 recommended wallets from the directory after the installed ones', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    const rows = dialog().getByRole('list', { name: 'Wallets' }).getByRole('button');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    const names = await rows.allInnerTexts();
    const devWallet = names.findIndex((name) => name.includes('Dev Wallet'));
    const allWallets = names.findIndex((name) => name.includes('All Wallets'));
    const recommended = names.slice(devWallet + 1, allWallets);
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(4);
  });

  it('AllWallets pages through the directory as the visitor scrolls', async () => {
    await dialog().getByRole('button', { name: /^All Wallets$/ }).click();
    const tiles = dialog().getByRole('list', { name: 'Wallet directory' }).getByRole('button');
    await expect.poll(() => tiles.count()).toBe(40);
    await tiles.nth(39).scrollIntoViewIfNeeded();
    await expect.poll(() => tiles.count()).toBeGreaterThan(40);
    const firstImage = await dialog().getByRole('list', { name: 'Wallet directory' }).locator('img').first().getAttribute('src');
    expect(firstImage).toContain(`${world.api!.server.url}/getWalletImage/`);
  });

  it('AllWallets searches the directory', async () => {
    await dialog().getByRole('searchbox', { name: 'Search wallet' }).fill('rainbow');
    await expect.poll(async () => (await dialog().getByRole('list', { name: 'Wallet directory' }).getByRole('button').allInnerTexts()).join('|')).toBe('Rainbow');
  });

  it('Account shows the ERC20 balance from the API', async () => {
    await dialog().getByRole('button', { name: 'Back' }).click();
    await dialog().getByRole('button', { name: /Dev Wallet/ }).click();
    const tokens = dialog().getByRole('list', { name: 'Tokens' });
    await expect.poll(() => tokens.innerText(), { timeout: 15_000 }).toContain('1000.000 DEMO');
    expect(await tokens.innerText()).toContain('Demo Token');
  });

  it('sends analytics events to the API server (never MODAL_CREATED), which stores them', async () => {
    const events = async () =>
      (await world.api!.server.services.db.query<{ props: { event?: string; address?: string } }>('select props from analytics_events')).map(
        (row) => row.props,
      );
    await expect.poll(async () => (await events()).map((props) => props.event)).toContain('CONNECT_SUCCESS');
    const stored = await events();
    expect(stored.some((props) => props.event === 'MODAL_CREATED')).toBe(false);
    expect(stored.find((props) => props.event === 'CONNECT_SUCCESS')?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});
