// Bitcoin (bip122) in a real browser: examples/basic generated for EVM and Bitcoin networks (the CLI
// emits bitcoinAdapter()), the Bitcoin Dev Wallet (wallet-standard, its keys in Node) connecting, the
// BTC balance read from the Esplora fixture through our server, a BIP-322 signature our server's verify
// route accepts, and Send on Bitcoin saying 'Unsupported chain' (spec §4).

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, BITCOIN, type BitcoinWorld, devBitcoinAccount, type EgressGuard, guardEgress, installBitcoinDevWallet, launchBrowser, type SignedMessage, startBitcoinWorld } from '@wallet-modal/testing';

const payment = devBitcoinAccount('mainnet', 'payment');
const ordinals = devBitcoinAccount('mainnet', 'ordinals');

let world: BitcoinWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
let signed: SignedMessage[];
const dialog = () => page.getByRole('dialog');

/** Our server's POST /v1/signatures/verify, as any service holding the signature would call it. */
async function verify(address: string, message: string, signature: string): Promise<{ valid?: boolean; error?: { code: string } }> {
  const response = await fetch(`${world.server.url}/v1/signatures/verify?projectId=${world.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, message, signature }),
  });
  return (await response.json()) as { valid?: boolean };
}

describe('Bitcoin wallet in the modal', () => {
  beforeAll(async () => {
    [world, browser] = await Promise.all([startBitcoinWorld(), launchBrowser()]);
    page = await browser.newPage();
    egress = guardEgress(page);
    signed = await installBitcoinDevWallet(page, { network: 'mainnet' });
    await page.goto(world.app.url);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it('Default account types: bip122 payment: the Bitcoin Dev Wallet connects and Account shows its payment address and the BTC balance our server read from Esplora', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await dialog().getByRole('button', { name: /Bitcoin Dev Wallet/ }).click();
    const address = dialog().getByTestId('account-address');
    await expect.poll(() => address.getAttribute('title'), { timeout: 15_000 }).toBe(payment.address);
    expect(await address.innerText()).toBe(`${payment.address.slice(0, 4)}…${payment.address.slice(-6)}`);
    // 0.0399 BTC confirmed and 0.0025 BTC unconfirmed on the fixture's chain: 0.0424 BTC, 3 decimals shown.
    await expect.poll(() => dialog().getByTestId('account-balance').innerText(), { timeout: 15_000 }).toBe('0.042 BTC');
    expect(await dialog().getByTestId('account-network').innerText()).toBe('Bitcoin');
    expect(world.esplora.requests).toContain(`GET /api/address/${payment.address}`);
    // Not the ordinals address, which the wallet also gave.
    expect(await page.getByTestId('address').innerText()).toBe(payment.address);
    expect(await page.getByTestId('address').innerText()).not.toBe(ordinals.address);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('Account on Bitcoin offers no Send (bip122 has no send path), and the Networks view lists the Bitcoin networks beside the EVM ones', async () => {
    await expect.poll(() => dialog().getByRole('button', { name: 'Receive', exact: true }).count()).toBe(1);
    expect(await dialog().getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
    await dialog().getByRole('button', { name: /^Network/ }).click();
    const names = (group: string) => dialog().getByRole('list', { name: group }).getByTestId('network-name').allInnerTexts();
    await expect.poll(() => names('Bitcoin')).toEqual(['Bitcoin', 'Bitcoin Testnet']);
    expect(await names('Ethereum and EVM')).toEqual(['Local', 'Base Sepolia']);
    // Read by a screen reader: the connected one says so; a test network says Testnet once, not twice.
    expect(await dialog().getByRole('button', { name: 'Bitcoin Connected', exact: true }).count()).toBe(1);
    expect(await dialog().getByRole('button', { name: 'Bitcoin Testnet', exact: true }).count()).toBe(1);
    expect(await dialog().getByRole('button', { name: 'Base Sepolia Testnet', exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => dialog().getByTestId('account-address').count()).toBe(1);
  });

  it('signs a message with BIP-322 that our server verifies as valid; the same signature of a tampered message is not', async () => {
    await dialog().getByRole('button', { name: 'Close' }).click();
    const message = await page.getByTestId('signed-message').innerText();
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect.poll(() => page.getByTestId('signature').innerText(), { timeout: 15_000 }).toMatch(/^[A-Za-z0-9+/]{40,}={0,2}$/);
    const signature = await page.getByTestId('signature').innerText();
    expect(signed).toEqual([{ address: payment.address, message, signature }]);
    expect(await verify(`${BITCOIN}:${payment.address}`, message, signature)).toEqual({ valid: true });
    expect(await verify(`${BITCOIN}:${payment.address}`, `${message}!`, signature)).toEqual({ valid: false });
    expect(await verify(`${BITCOIN}:${ordinals.address}`, message, signature)).toEqual({ valid: false });
  });

  it("Any other namespace fails as an unsupported chain: Send opened by the app on Bitcoin says 'Unsupported chain', with no form", async () => {
    await page.getByRole('button', { name: 'Open Send' }).click();
    await expect.poll(() => dialog().getByRole('alert').innerText(), { timeout: 15_000 }).toBe('Unsupported chain');
    expect(await dialog().getByRole('heading', { level: 2 }).innerText()).toBe('Send');
    expect(await dialog().getByTestId('send-unsupported').innerText()).toContain('Sending is not available on Bitcoin: switch to another network to send.');
    expect(await dialog().getByRole('form').count()).toBe(0);
    expect(await dialog().getByRole('button', { name: /^(Review|Send)$/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});
