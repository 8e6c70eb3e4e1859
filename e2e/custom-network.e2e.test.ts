// A network of the team's own (issue 30): examples/basic generated with a `customNetworks` entry, "My Rollup"
// (eip155:424242, its own currency, an anvil under that chain id, no explorer, a test network), beside the
// local chain. The Dev Wallet knows only the local chain, so switching answers 4902 and the modal adds the
// rollup with wallet_addEthereumChain from the definition; a send from the modal lands on the rollup's anvil.

import type { Browser, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, axeViolations, buildExampleVariant, closeVariantPage, DEV_ACCOUNTS, type EgressGuard, type ExampleVariant, installDevWallet, launchBrowser, openVariantPage, startAnvil, type StaticServer } from '@wallet-modal/testing';

const ROLLUP_CHAIN_ID = 424242;
const ROLLUP_ID = `eip155:${ROLLUP_CHAIN_ID}`;
const [sender, receiver] = DEV_ACCOUNTS as [(typeof DEV_ACCOUNTS)[0], (typeof DEV_ACCOUNTS)[0]];

let local: Anvil;
let rollup: Anvil;
let variant: ExampleVariant | undefined;
let app: StaticServer;
let browser: Browser;
let page: Page;
let egress: EgressGuard;

const dialog = () => page.getByRole('dialog');
const rollupDefinition = () => ({
  id: ROLLUP_ID,
  name: 'My Rollup',
  nativeCurrency: { name: 'Rollup Ether', symbol: 'RETH', decimals: 18 },
  rpcUrls: [rollup.url],
  testnet: true,
});
/** What the Dev Wallet was asked, in order. */
const received = () => page.evaluate(() => (window as unknown as { __DEV_WALLET_RECEIVED__: { method: string; params?: unknown; error?: number }[] }).__DEV_WALLET_RECEIVED__);
/** The chain the Dev Wallet is on (it keeps it per origin). */
const walletChainId = () => page.evaluate(() => localStorage.getItem('dev-wallet:chainId'));

/** Account → Network → `name`; waits until the Account view shows it. */
async function switchTo(name: string): Promise<void> {
  await dialog().getByRole('button', { name: /^Network/ }).click();
  await dialog().getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect.poll(() => dialog().getByTestId('account-network').innerText(), { timeout: 15_000 }).toBe(name);
}

describe('a custom network from the config (a rollup of the team\'s own) beside the local chain', () => {
  beforeAll(async () => {
    [local, rollup, browser] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: ROLLUP_CHAIN_ID }), launchBrowser()]);
    // The config a team writes: the local chain by id, its rollup defined in customNetworks and listed in networks.
    variant = await buildExampleVariant('basic', {
      rpcUrls: {},
      config: {
        networks: ['eip155:31337', ROLLUP_ID],
        defaultNetwork: 'eip155:31337',
        rpcUrls: { 'eip155:31337': local.url },
        customNetworks: [rollupDefinition()],
      },
    });
    // The wallet knows only the local chain, as a user's wallet would before it meets the team's rollup.
    ({ app, page, egress } = await openVariantPage(browser, variant, (context) => installDevWallet(context, { chains: { '31337': local.url }, chainId: 31337, account: sender.address })));
  }, 240_000);

  afterAll(async () => {
    await closeVariantPage({ browser, app, variant });
    await Promise.all([local?.stop(), rollup?.stop()]);
  });

  it('the Dev Wallet connects on the local chain (the default network)', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await dialog().getByRole('button', { name: /Dev Wallet/ }).click();
    await expect.poll(() => dialog().getByTestId('account-network').innerText(), { timeout: 15_000 }).toBe('Local');
    await expect.poll(() => dialog().getByTestId('account-balance').innerText(), { timeout: 15_000 }).toMatch(/^\d+\.\d{3} ETH$/);
  });

  it('lists the network by its name, with a monogram of its initials (it brings no icon) and a Testnet badge', async () => {
    await dialog().getByRole('button', { name: /^Network/ }).click();
    const row = dialog().getByRole('button', { name: /^My Rollup/ });
    await row.waitFor();
    expect(await row.getByTestId('network-monogram').innerText()).toBe('MR');
    expect(await row.getByTestId('network-icon').count()).toBe(0);
    expect(await row.getByTestId('network-testnet').innerText()).toBe('Testnet');
    expect(await dialog().getByRole('button', { name: /^Local/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => dialog().getByTestId('account-network').innerText()).toBe('Local');
  });

  it('switching to it: the wallet answers 4902, the modal adds the chain with its own parameters, and the wallet is on it', async () => {
    await switchTo('My Rollup');
    await expect.poll(() => page.getByTestId('network-name').innerText()).toBe('My Rollup');
    const requests = await received();
    const switches = requests.filter(({ method }) => method === 'wallet_switchEthereumChain');
    const adds = requests.filter(({ method }) => method === 'wallet_addEthereumChain');
    // The first switch is refused (4902), the add follows, then the switch again.
    expect(switches).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x67932' }], error: 4902 },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x67932' }] },
    ]);
    expect(adds.map(({ params }) => params)).toEqual([
      [{ chainId: '0x67932', chainName: 'My Rollup', nativeCurrency: { name: 'Rollup Ether', symbol: 'RETH', decimals: 18 }, rpcUrls: [rollup.url] }],
    ]);
    expect(requests.findIndex(({ method }) => method === 'wallet_addEthereumChain')).toBeGreaterThan(requests.findIndex(({ method }) => method === 'wallet_switchEthereumChain'));
    expect(await walletChainId()).toBe(String(ROLLUP_CHAIN_ID));
    // Its own currency, read from its own RPC; no explorer, so no link to one.
    await expect.poll(() => dialog().getByTestId('account-balance').innerText(), { timeout: 15_000 }).toMatch(/^\d+\.\d{3} RETH$/);
    expect(await dialog().getByRole('link', { name: /Block explorer/ }).count()).toBe(0);
  });

  it('Account → Send sends 0.01 RETH: it lands on the rollup\'s anvil, not on the local chain', async () => {
    const onRollup = createPublicClient({ transport: http(rollup.url) });
    const onLocal = createPublicClient({ transport: http(local.url) });
    const [rollupBefore, localBefore] = await Promise.all([onRollup.getBalance({ address: receiver.address }), onLocal.getBalance({ address: receiver.address })]);
    await dialog().getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().getByTestId('send-balance').innerText(), { timeout: 15_000 }).toMatch(/^Balance: \d+\.\d{3} RETH$/);
    await dialog().getByLabel('Amount', { exact: true }).fill('0.01');
    await dialog().getByLabel('Receiver address').fill(receiver.address);
    await dialog().getByRole('button', { name: 'Review' }).click();
    await expect.poll(() => dialog().getByTestId('send-review-fee').innerText(), { timeout: 15_000 }).toMatch(/^≈ 0\.\d{6} RETH$/);
    await dialog().getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().getByTestId('send-sent').innerText(), { timeout: 15_000 }).toMatch(/0x[0-9a-f]{64}/);
    const hash = /0x[0-9a-f]{64}/.exec(await dialog().getByTestId('send-sent').innerText())![0] as Hex;
    const receipt = await onRollup.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    expect(receipt.status).toBe('success');
    expect(await onRollup.getBalance({ address: receiver.address })).toBe(rollupBefore + parseEther('0.01'));
    expect(await onLocal.getBalance({ address: receiver.address })).toBe(localBefore);
    await dialog().getByRole('button', { name: 'Back' }).click();
  });

  it('switches back to the local chain (the wallet knows it: no second add)', async () => {
    await switchTo('Local');
    await expect.poll(() => page.getByTestId('network-name').innerText()).toBe('Local');
    await expect.poll(walletChainId).toBe('31337');
    expect((await received()).filter(({ method }) => method === 'wallet_addEthereumChain')).toHaveLength(1);
    await expect.poll(() => dialog().getByTestId('account-balance').innerText(), { timeout: 15_000 }).toMatch(/^\d+\.\d{3} ETH$/);
  });

  it('and back to the rollup, which the wallet now knows: a plain switch', async () => {
    await switchTo('My Rollup');
    await expect.poll(walletChainId).toBe(String(ROLLUP_CHAIN_ID));
    const requests = await received();
    expect(requests.filter(({ method }) => method === 'wallet_addEthereumChain')).toHaveLength(1);
    expect(requests.filter(({ method }) => method === 'wallet_switchEthereumChain').at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x67932' }] });
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});
