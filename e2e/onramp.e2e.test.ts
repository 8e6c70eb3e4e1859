// Buying crypto in a real browser (spec §1 onramp, §3, §7, §9): examples/full with the Dev Wallet on
// anvil, our API server buying through a local signed-URL provider (testing/src/onramp-provider.ts), on a
// local Ethereum (an anvil under chain id 1): no Buy is offered on the app's local chain, a test network.
// Account → Buy gets the provider's options and a quote through our server, Continue opens the
// provider's signed page in a popup (its signature verifies, it has no opener), Activity lists the
// purchase as pending until the provider's webhook completes it, a blocked popup leaves a link, and a
// page in a restricted time zone shows no Buy at all.

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, BUY_CHAIN_ID, closeExamplePage, connectDevWallet, DEV_ACCOUNTS, type EgressGuard, type ExampleWorld, guardEgress, launchBrowser, startExampleWorld } from '@wallet-modal/testing';

let world: ExampleWorld;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let egress: EgressGuard;
const dialog = () => page.getByRole('dialog');

/**
 * Connects the Dev Wallet on a fresh page of `target` and switches to Ethereum, the world's mainnet
 * (the app starts on the local chain, a test network, where no Buy is offered).
 */
async function connect(target: Page): Promise<void> {
  await target.goto(world.app.url);
  await connectDevWallet(target);
  const modal = target.getByRole('dialog');
  await modal.getByRole('button', { name: 'Receive', exact: true }).waitFor();
  expect(await modal.getByRole('button', { name: 'Buy', exact: true }).count()).toBe(0);
  await modal.getByRole('button', { name: /^Network/ }).click();
  await modal.getByRole('button', { name: /^Ethereum/ }).click();
  await expect.poll(() => modal.getByTestId('account-network').innerText()).toBe('Ethereum');
}

describe('buying crypto from the modal through a local on-ramp provider', () => {
  beforeAll(async () => {
    [world, browser] = await Promise.all([startExampleWorld({ example: 'full', onramp: true }), launchBrowser()]);
    // A time zone where buying is offered, whatever the machine's.
    context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
    page = await context.newPage();
    egress = guardEgress(page);
  }, 240_000);

  afterAll(() => closeExamplePage({ world, browser }));

  it('the buy flow gets options, a quote and a signed provider URL from the stand-in and opens it in a popup whose signature verifies', async () => {
    // connect() sees no Buy on the local chain (a test network), then switches to Ethereum.
    await connect(page);
    await dialog().getByRole('button', { name: 'Buy', exact: true }).waitFor();
    // Wallet feature order (spec §1): Buy is the first of the Account's actions.
    const actions = await dialog().getByRole('button').allInnerTexts();
    expect(actions.indexOf('Buy')).toBeGreaterThanOrEqual(0);
    expect(actions.indexOf('Buy')).toBeLessThan(actions.indexOf('Receive'));
    await dialog().getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.poll(() => dialog().getByRole('heading').innerText()).toBe('Buy crypto');
    // The provider's options (its limits, not the built-in 10.00-7500.00) for Ethereum.
    await expect.poll(() => dialog().getByTestId('buy-limits').innerText(), { timeout: 15_000 }).toBe('Card: 20 to 5000 USD');
    expect(await dialog().getByLabel('Buy', { exact: true }).inputValue()).toBe('ETH');
    // Keyboard only: type the amount, Enter submits the form for a quote.
    await dialog().getByLabel('Amount to pay').focus();
    await page.keyboard.type('19');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog().getByRole('alert').innerText()).toBe('The minimum with Card is 20 USD');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    // 98 USD after fees at the server's own ETH price (3000 USD, server/data/prices.json): the token list and Buy agree.
    await expect.poll(() => dialog().getByTestId('buy-quote-purchase').innerText(), { timeout: 15_000 }).toMatch(/^≈ 0\.0326\d* ETH$/);
    expect(await dialog().getByTestId('buy-quote-provider-fee').innerText()).toBe('1.5 USD');
    expect(await dialog().getByTestId('buy-quote-network-fee').innerText()).toBe('0.5 USD');
    expect(await dialog().getByTestId('buy-quote-subtotal').innerText()).toBe('98 USD');
    expect(await dialog().getByTestId('buy-quote-total').innerText()).toBe('100 USD');
    expect(await axeViolations(page)).toEqual([]);

    const continueButton = dialog().getByRole('button', { name: 'Continue to MoonPay (stand-in)' });
    await continueButton.focus();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await popup.waitForURL((url) => url.pathname === '/buy', { timeout: 15_000 });
    const url = new URL(popup.url());
    expect(world.onramp!.verify(popup.url())).toBe(true);
    expect(url.origin).toBe(new URL(world.onramp!.widgetUrl).origin);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ currencyCode: 'eth', walletAddress: DEV_ACCOUNTS[0]!.address, baseCurrencyCode: 'usd', baseCurrencyAmount: '100.00', paymentMethod: 'credit_debit_card' });
    expect(await popup.locator('#signature').innerText()).toBe('verified');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect.poll(() => dialog().getByTestId('buy-opened').innerText()).toBe('Finish your purchase in the MoonPay (stand-in) window. It shows as pending in Activity until MoonPay (stand-in) delivers it.');
    await popup.close();
  });

  it('Activity shows the purchase as pending, then completed once the provider’s signed webhook says so', async () => {
    await dialog().getByRole('button', { name: 'Back' }).click();
    await dialog().getByRole('tab', { name: 'Activity' }).click();
    const purchases = dialog().getByRole('region', { name: 'Purchases' });
    await expect.poll(() => purchases.getByRole('listitem').allInnerTexts(), { timeout: 15_000 }).toEqual([expect.stringMatching(/^Buy 0\.0326\d* ETH\n.*\nPending$/)]);
    expect(await axeViolations(page)).toEqual([]);
    const [purchaseId] = [...world.onramp!.visits.keys()];
    const report = await world.onramp!.report(world.api!.server.url, purchaseId!, { status: 'completed', cryptoAmount: 0.0391, txHash: '0xabc' });
    expect(report.status).toBe(200);
    // The list is read again every 10 s while a purchase is pending.
    await expect.poll(() => purchases.getByRole('listitem').allInnerTexts(), { timeout: 25_000 }).toEqual([expect.stringMatching(/^Buy 0\.0391 ETH\n.*\nCompleted$/)]);
  });

  it('a blocked popup falls back to a link that opens the signed page', async () => {
    const fresh = await browser.newContext({ timezoneId: 'Europe/Berlin' });
    const blocked = await fresh.newPage();
    // What a popup blocker does to window.open.
    await blocked.addInitScript(() => void (window.open = () => null));
    await connect(blocked);
    const modal = blocked.getByRole('dialog');
    await modal.getByRole('button', { name: 'Buy', exact: true }).click();
    await modal.getByLabel('Amount to pay').fill('50');
    await modal.getByRole('button', { name: 'Get quote' }).click();
    await modal.getByRole('button', { name: 'Continue to MoonPay (stand-in)' }).click();
    const link = modal.getByRole('link', { name: 'Open MoonPay (stand-in)' });
    await link.waitFor({ timeout: 15_000 });
    expect(await modal.getByTestId('buy-blocked').innerText()).toMatch(/^Your browser blocked the MoonPay \(stand-in\) window\./);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const [tab] = await Promise.all([blocked.waitForEvent('popup'), link.click()]);
    await tab.waitForLoadState();
    expect(world.onramp!.verify(tab.url())).toBe(true);
    expect(await tab.locator('#signature').innerText()).toBe('verified');
    await fresh.close();
  });

  it('Pay on the provider’s page completes the purchase as the real one would: the ETH lands in the wallet on chain, the signed webhook marks it done, Activity shows Completed', async () => {
    const fresh = await browser.newContext({ timezoneId: 'Europe/Berlin' });
    const buyer = await fresh.newPage();
    await connect(buyer);
    const modal = buyer.getByRole('dialog');
    const ethereum = createPublicClient({ transport: http(world.chains.find((chain) => chain.chainId === BUY_CHAIN_ID)!.url) });
    const before = await ethereum.getBalance({ address: DEV_ACCOUNTS[0]!.address });
    await modal.getByRole('button', { name: 'Buy', exact: true }).click();
    await modal.getByLabel('Amount to pay').fill('50');
    await modal.getByRole('button', { name: 'Get quote' }).click();
    await expect.poll(() => modal.getByTestId('buy-quote-purchase').innerText(), { timeout: 15_000 }).toMatch(/ETH$/);
    const [provider] = await Promise.all([buyer.waitForEvent('popup'), modal.getByRole('button', { name: 'Continue to MoonPay (stand-in)' }).click()]);
    await provider.getByRole('button', { name: 'Pay 50.00 USD' }).click();
    await expect.poll(() => provider.locator('#delivered').count(), { timeout: 20_000 }).toBe(1);
    const delivered = Number((await provider.locator('#delivered').innerText()).split(' ')[0]);
    expect(delivered).toBeGreaterThan(0);
    expect(await ethereum.getBalance({ address: DEV_ACCOUNTS[0]!.address })).toBe(before + parseEther(delivered.toFixed(6)));
    await provider.close();
    // Activity reads the purchases again every 10 s while one is pending.
    await modal.getByRole('button', { name: 'Back' }).click();
    await modal.getByRole('tab', { name: 'Activity' }).click();
    const purchases = modal.getByRole('region', { name: 'Purchases' });
    await expect.poll(() => purchases.getByRole('listitem').allInnerTexts(), { timeout: 25_000 }).toContainEqual(expect.stringMatching(new RegExp(`^Buy ${delivered} ETH\\n.*\\nCompleted$`)));
    await fresh.close();
  });

  it('Restricted timezones: a page in Asia/Shanghai (or Hong Kong, Macau) shows no Buy', async () => {
    for (const timezoneId of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau']) {
      const restricted = await browser.newContext({ timezoneId });
      const other = await restricted.newPage();
      await connect(other);
      const modal = other.getByRole('dialog');
      await modal.getByRole('button', { name: 'Receive' }).waitFor();
      expect(await other.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      expect(await modal.getByRole('button', { name: 'Buy', exact: true }).count(), timezoneId).toBe(0);
      await restricted.close();
    }
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});
