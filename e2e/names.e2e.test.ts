// Name registration in a real browser (spec §2 RegisterAccountName, RegisterAccountNameSuccess, §4, §5):
// examples/full with the Dev Wallet on anvil and our API server. Account → Register name checks the
// name as it is typed, the wallet signs, our server registers it, the Account shows it as the profile
// name, and the server resolves it back to the address; a taken name is said to be taken.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closeExamplePage, connectDevWallet, DEV_ACCOUNTS, type EgressGuard, type ExampleWorld, openExamplePage } from '@wallet-modal/testing';

const NAME = 'dev-wallet-one.reown.id';

let world: ExampleWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const dialog = () => page.getByRole('dialog');

describe('registering a name from the modal', () => {
  beforeAll(async () => void ({ world, browser, page, egress } = await openExamplePage({ example: 'full' })), 180_000);

  afterAll(() => closeExamplePage({ world, browser }));

  it('RegisterAccountName checks the name as it is typed and offers free names', async () => {
    await connectDevWallet(page);
    await dialog().getByRole('button', { name: 'Register name' }).click();
    await expect.poll(() => dialog().getByRole('heading').innerText()).toBe('Choose Name');
    await dialog().getByLabel('Name', { exact: true }).fill('abc');
    await expect.poll(() => dialog().getByRole('status').innerText()).toBe('Use at least 4 letters, digits or hyphens.');
    expect(await dialog().getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
    await dialog().getByLabel('Name', { exact: true }).fill('dev-wallet-one');
    await expect.poll(() => dialog().getByRole('status').innerText(), { timeout: 10_000 }).toBe(`${NAME} is available`);
    expect(await dialog().getByRole('group', { name: 'Available names' }).getByRole('button').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a refusal in the wallet keeps RegisterAccountName, with the reason', async () => {
    await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { reject: string[] } }).__DEV_WALLET_CONFIG__.reject = ['personal_sign']));
    await dialog().getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => dialog().innerText()).toContain('Signature declined');
    expect(await dialog().getByRole('heading').innerText()).toBe('Choose Name');
    await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { reject: string[] } }).__DEV_WALLET_CONFIG__.reject = []));
  });

  it('Register signs with the wallet; RegisterAccountNameSuccess follows and the name is the profile name, which our server resolves to the address', async () => {
    await dialog().getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => dialog().getByRole('heading').innerText(), { timeout: 15_000 }).toBe('Name Registered');
    // The heading changes first; the view's body follows its transition.
    await expect.poll(() => dialog().innerText()).toContain(`${NAME} is yours.`);
    await dialog().getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog().getByTestId('account-address').innerText()).toBe(NAME);
    const answer = await fetch(`${world.api!.server.url}/v1/profile/account/${NAME}?projectId=demo-project&apiVersion=2`);
    const profile = (await answer.json()) as { addresses: Record<string, { address: string }> };
    // Registered on the active network, the local chain: its ENSIP-11 coin type is 0x80000000 | 31337.
    expect(profile.addresses[String(0x8000_0000 + world.chains[0]!.chainId)]?.address).toBe(DEV_ACCOUNTS[0]!.address);
  });

  it('a registered name is said to be taken', async () => {
    await dialog().getByRole('button', { name: 'Register name' }).click();
    await dialog().getByLabel('Name', { exact: true }).fill('dev-wallet-one');
    await expect.poll(() => dialog().getByRole('status').innerText(), { timeout: 10_000 }).toBe(`${NAME} is taken`);
    expect(await dialog().getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
    expect(egress.offenders()).toEqual([]);
  });
});
