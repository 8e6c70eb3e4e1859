// The send feature in a real browser (spec §4 "Send"): examples/full on local anvil chains with the Dev
// Wallet injected and our API server listing a demo ERC-20. Account → Send moves ETH and the token to
// another dev account (and a USDT-style token whose transfer returns nothing), and the chain itself says the receiver got them; Activity, read from our server's
// own indexer, then lists both sends. A receiver typed as a name registered on our server is resolved
// to its address, with its avatar, and the send lands there.

import type { Browser, Page } from 'playwright-core';
import { createPublicClient, erc20Abi, http, parseEther, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closeExamplePage, DEV_ACCOUNTS, type EgressGuard, type ExampleWorld, openExamplePage } from '@wallet-modal/testing';

const receiver = DEV_ACCOUNTS[1]!.address;

let world: ExampleWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const dialog = () => page.getByRole('dialog');
const chain = () => createPublicClient({ transport: http(world.chains[0]!.url) });

/** Fills the form, reviews it (the fee is estimated on the chain) and sends; resolves the hash shown after success. */
async function sendFromModal(token: string, amount: string): Promise<Hex> {
  await dialog().getByLabel('Token', { exact: true }).selectOption({ label: token });
  await dialog().getByLabel('Amount', { exact: true }).fill(amount);
  await dialog().getByLabel('Receiver address').fill(receiver);
  await dialog().getByRole('button', { name: 'Review' }).click();
  await expect.poll(() => dialog().getByTestId('send-review-fee').innerText()).toMatch(/^≈ 0\.\d{6} ETH$/);
  await dialog().getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => dialog().getByTestId('send-sent').innerText(), { timeout: 15_000 }).toMatch(/0x[0-9a-f]{64}/);
  const hash = /0x[0-9a-f]{64}/.exec(await dialog().getByTestId('send-sent').innerText())![0] as Hex;
  await chain().waitForTransactionReceipt({ hash, pollingInterval: 100 });
  return hash;
}

describe('send from the modal on a local chain', () => {
  beforeAll(async () => void ({ world, browser, page, egress } = await openExamplePage({ example: 'full' })), 180_000);

  afterAll(() => closeExamplePage({ world, browser }));

  it('Account → Send sends 0.01 ETH: the receiver has 0.01 ETH more on the chain, the form resets and the balance is read again', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await dialog().getByRole('button', { name: /Dev Wallet/ }).click();
    await expect.poll(() => dialog().getByTestId('account-balance').innerText(), { timeout: 15_000 }).toMatch(/ ETH$/);
    const before = await chain().getBalance({ address: receiver });
    await dialog().getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().getByRole('heading').innerText()).toBe('Send');
    await expect.poll(() => dialog().getByTestId('send-balance').innerText()).toMatch(/^Balance: \d+\.\d{3} ETH$/);
    const shownBefore = await dialog().getByTestId('send-balance').innerText();
    expect(await axeViolations(page)).toEqual([]);
    const hash = await sendFromModal('ETH', '0.01');
    expect(await chain().getBalance({ address: receiver })).toBe(before + parseEther('0.01'));
    // The local chain has no block explorer: no link to one (a chain with an explorer links /tx/<hash>).
    expect(await dialog().getByRole('link', { name: 'View on block explorer' }).count()).toBe(0);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await dialog().getByLabel('Amount', { exact: true }).inputValue()).toBe('');
    expect(await dialog().getByLabel('Receiver address').inputValue()).toBe('');
    await expect.poll(() => dialog().getByTestId('send-balance').innerText()).not.toBe(shownBefore);
  });

  it('sends the demo ERC-20 (a transfer call): the receiver holds the tokens on the chain', async () => {
    const token = world.api!.token.address;
    const balanceOf = () => chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] });
    const before = await balanceOf();
    await expect.poll(() => dialog().getByLabel('Token', { exact: true }).locator('option').allInnerTexts(), { timeout: 15_000 }).toContain('DEMO (Demo Token)');
    await sendFromModal('DEMO (Demo Token)', '5');
    expect(await balanceOf()).toBe(before + 5n * 10n ** 18n);
    await dialog().getByLabel('Token', { exact: true }).selectOption({ label: 'DEMO (Demo Token)' });
    await expect.poll(() => dialog().getByTestId('send-balance').innerText(), { timeout: 15_000 }).toBe('Balance: 995.000 DEMO');
  });

  it("ERC-20 tokens that return no boolean (USDT-style) work: the Send view sends one and the receiver holds it on the chain", async () => {
    const { address, symbol, name } = world.api!.noReturnToken;
    const balanceOf = () => chain().readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] });
    const before = await balanceOf();
    const label = `${symbol} (${name})`;
    await expect.poll(() => dialog().getByLabel('Token', { exact: true }).locator('option').allInnerTexts(), { timeout: 15_000 }).toContain(label);
    const hash = await sendFromModal(label, '2.5');
    expect((await chain().getTransactionReceipt({ hash })).status).toBe('success');
    expect(await balanceOf()).toBe(before + 2_500_000n);
  });

  it('Activity lists both sends under this month once our server has indexed them', async () => {
    const sender = world.wallet.account;
    const history = `${world.api!.server.url}/v1/account/${sender}/history?projectId=demo-project&chainId=eip155:31337`;
    // The tab reads the history once when opened; wait for the indexer to have both sends first.
    await expect
      .poll(async () => ((await (await fetch(history)).json()) as { data: { metadata: { operationType: string } }[] }).data.filter((record) => record.metadata.operationType === 'send').length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    await dialog().getByRole('button', { name: 'Back' }).click();
    await dialog().getByRole('tab', { name: 'Activity' }).click();
    const month = new Date().toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const group = dialog().getByRole('region', { name: month });
    await expect.poll(() => group.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const shortReceiver = `${receiver.slice(0, 4)}…${receiver.slice(-6)}`;
    const items = await group.getByRole('listitem').allInnerTexts();
    expect(items.filter((text) => text.startsWith('send')).length).toBeGreaterThanOrEqual(2);
    expect(items.some((text) => text.includes(shortReceiver))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('receiver by name: a name registered on our server resolves to its address with its avatar, and the send lands there', async () => {
    // Dev account 1 registers a name on our server (as the modal's RegisterAccountName would), with an avatar our server draws.
    const server = world.api!.server.url;
    const avatar = `${server}/public/getTokenImage/RX`;
    const owner = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey);
    const message = JSON.stringify({ name: 'receiver-one.reown.id', attributes: { avatar }, timestamp: Math.floor(Date.now() / 1000) });
    const registered = await fetch(`${server}/v1/profile/account?projectId=demo-project`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(world.app.url).origin },
      // ENSIP-11: the name holds its address for the local chain (0x80000000 | 31337), where the send happens.
      body: JSON.stringify({ coin_type: 0x8000_0000 + world.chains[0]!.chainId, address: owner.address, message, signature: await owner.signMessage({ message }) }),
    });
    expect(registered.status).toBe(200);
    const before = await chain().getBalance({ address: receiver });
    await dialog().getByRole('button', { name: 'Send', exact: true }).click();
    await dialog().getByLabel('Token', { exact: true }).selectOption({ label: 'ETH' });
    await dialog().getByLabel('Amount', { exact: true }).fill('0.02');
    await dialog().getByLabel('Receiver address').fill('Receiver-One.reown.id');
    await expect.poll(() => dialog().getByTestId('send-receiver-resolved').innerText(), { timeout: 10_000 }).toBe(`receiver-one.reown.id is ${receiver}`);
    expect(await dialog().getByTestId('send-receiver-resolved').locator('img').getAttribute('src')).toBe(avatar);
    await dialog().getByRole('button', { name: 'Review' }).click();
    await expect.poll(() => dialog().getByTestId('send-review-receiver').innerText()).toBe(`receiver-one.reown.id (${receiver})`);
    await expect.poll(() => dialog().getByTestId('send-review-fee').innerText()).toMatch(/^≈ 0\.\d{6} ETH$/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().getByTestId('send-sent').innerText(), { timeout: 15_000 }).toMatch(/0x[0-9a-f]{64}/);
    const hash = /0x[0-9a-f]{64}/.exec(await dialog().getByTestId('send-sent').innerText())![0] as Hex;
    await chain().waitForTransactionReceipt({ hash, pollingInterval: 100 });
    expect(await chain().getBalance({ address: receiver })).toBe(before + parseEther('0.02'));
  });

  it("a name that is not registered says 'Error resolving name' with our server's reason, and nothing is reviewed", async () => {
    await dialog().getByLabel('Amount', { exact: true }).fill('0.01');
    await dialog().getByLabel('Receiver address').fill('nobody-here.reown.id');
    await dialog().getByRole('button', { name: 'Review' }).click();
    await expect.poll(() => dialog().getByRole('alert').innerText(), { timeout: 10_000 }).toBe('Error resolving name: Not found: nobody-here.reown.id is not registered');
    expect(await dialog().getByRole('heading').innerText()).toBe('Send');
    expect(await dialog().getByTestId('send-review-fee').count()).toBe(0);
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});
