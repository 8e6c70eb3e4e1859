// A Solana cluster of the team's own (issue 30): the local SVM under a genesis hash of its own, defined in the
// config's `customNetworks` (its CAIP-2 id is the hash's first 32 characters, its RPC on loopback) beside the
// local EVM chain. examples/basic generated for it lists the cluster by its name; the Solana Dev Wallet, told it
// serves 'solana:localnet' (wallet-standard's name for a validator on this machine), connects, and a SOL send
// from the modal lands on the SVM.

import { createHash } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, axeViolations, buildExampleVariant, closeVariantPage, DEV_ACCOUNTS, DEV_SOLANA_ACCOUNTS, type EgressGuard, type ExampleVariant, guardEgress, installDevWallet, installSolanaDevWallet, launchBrowser, openVariantPage, startAnvil, startSvm, type StaticServer, type Svm } from '@wallet-modal/testing';

/** The cluster's genesis hash: 32 bytes of its own (not devnet's), base58 as Solana writes it. */
const GENESIS_HASH = getBase58Decoder().decode(createHash('sha256').update('create-wallet-modal: a cluster of our own').digest());
const CLUSTER = `solana:${GENESIS_HASH.slice(0, 32)}`;
const SOL = 1_000_000_000n;
const owner = DEV_SOLANA_ACCOUNTS[0]!;
const receiver = DEV_SOLANA_ACCOUNTS[1]!.address;
/** How the modal truncates an address: 4 leading and 6 trailing characters (spec §2). */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

let local: Anvil;
let svm: Svm;
let variant: ExampleVariant | undefined;
let app: StaticServer;
let browser: Browser;
let page: Page;
let egress: EgressGuard;

const dialog = () => page.getByRole('dialog');
const lamports = (address: string) => svm.svm.getBalance(address as never) ?? 0n;
/** The chains the Solana Dev Wallet was told, per signing request. */
const toldChains = () => page.evaluate(() => (window as unknown as { __SOLANA_DEV_WALLET_RECEIVED__: { method: string; chain?: string }[] }).__SOLANA_DEV_WALLET_RECEIVED__);

describe('a Solana custom cluster (the local SVM under its own genesis hash) from the config', () => {
  beforeAll(async () => {
    [local, svm, browser] = await Promise.all([startAnvil({ chainId: 31337 }), startSvm({ genesisHash: GENESIS_HASH }), launchBrowser()]);
    svm.fund(owner.address, 100n * SOL);
    variant = await buildExampleVariant('basic', {
      rpcUrls: {},
      config: {
        networks: ['eip155:31337', CLUSTER],
        defaultNetwork: CLUSTER,
        rpcUrls: { 'eip155:31337': local.url },
        customNetworks: [{ id: CLUSTER, name: 'Our Cluster', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: [svm.url], testnet: true }],
      },
    });
    ({ app, page, egress } = await openVariantPage(browser, variant, async (context) => {
      await installDevWallet(context, { chains: { '31337': local.url }, chainId: 31337, account: DEV_ACCOUNTS[0]!.address });
      await installSolanaDevWallet(context, { account: owner, rpcUrl: svm.url, chains: ['solana:localnet'] });
    }));
  }, 240_000);

  afterAll(async () => {
    await closeVariantPage({ browser, app, variant });
    await Promise.all([local?.stop(), svm?.close()]);
  });

  it("the cluster's CAIP-2 id is its genesis hash's first 32 characters, as its RPC answers it", async () => {
    const response = await fetch(svm.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }) });
    const { result } = (await response.json()) as { result: string };
    expect(`solana:${result.slice(0, 32)}`).toBe(CLUSTER);
    expect(CLUSTER).not.toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  });

  it('the Dev Wallet connects on the cluster (the default network): its address and its SOL read from the SVM', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await expect.poll(() => dialog().getByRole('button', { name: /Dev Wallet/ }).count(), { timeout: 15_000 }).toBe(1);
    await dialog().getByRole('button', { name: /Dev Wallet/ }).click();
    await expect.poll(() => dialog().getByTestId('account-network').innerText(), { timeout: 20_000 }).toBe('Our Cluster');
    await expect.poll(() => dialog().getByTestId('account-address').innerText()).toBe(short(owner.address));
    await expect.poll(() => dialog().getByTestId('account-balance').innerText(), { timeout: 20_000 }).toBe('100.000 SOL');
  });

  it('lists it as a custom network under Solana: its name, a monogram and a Testnet badge', async () => {
    await dialog().getByRole('button', { name: /^Network/ }).click();
    const solana = dialog().getByRole('list', { name: 'Solana' });
    await solana.waitFor();
    expect(await solana.getByRole('button').allInnerTexts()).toEqual([expect.stringMatching(/^OC\s*Our Cluster\s*Testnet/)]);
    const row = solana.getByRole('button', { name: /^Our Cluster/ });
    expect(await row.getByTestId('network-monogram').innerText()).toBe('OC');
    expect(await row.getByTestId('network-testnet').innerText()).toBe('Testnet');
    expect(await axeViolations(page)).toEqual([]);
    await row.click();
    await expect.poll(() => dialog().getByTestId('account-network').innerText()).toBe('Our Cluster');
  });

  it('Account → Send sends 0.25 SOL: the wallet signs for solana:localnet and it lands on the SVM', async () => {
    await dialog().getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().getByTestId('send-balance').innerText(), { timeout: 15_000 }).toBe('Balance: 100.000 SOL');
    const before = lamports(receiver);
    await dialog().getByLabel('Amount', { exact: true }).fill('0.25');
    await dialog().getByLabel('Receiver address').fill(receiver);
    await dialog().getByRole('button', { name: 'Review' }).click();
    await expect.poll(() => dialog().getByTestId('send-review-fee').innerText(), { timeout: 15_000 }).toBe('≈ 0.000005 SOL');
    await dialog().getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().getByTestId('send-sent').innerText(), { timeout: 20_000 }).toMatch(/[1-9A-HJ-NP-Za-km-z]{64,88}/);
    expect(lamports(receiver) - before).toBe(250_000_000n);
    expect(await toldChains()).toEqual([{ method: 'signAndSendTransaction', chain: 'solana:localnet' }]);
    await expect.poll(() => dialog().getByTestId('send-balance').innerText(), { timeout: 15_000 }).toBe('Balance: 99.749 SOL');
  });

  it('switches to the local EVM chain and back to the cluster', async () => {
    await dialog().getByRole('button', { name: 'Back' }).click();
    for (const name of ['Local', 'Our Cluster']) {
      await dialog().getByRole('button', { name: /^Network/ }).click();
      await dialog().getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await expect.poll(() => dialog().getByTestId('account-network').innerText(), { timeout: 15_000 }).toBe(name);
      await expect.poll(() => page.getByTestId('network-name').innerText()).toBe(name);
    }
    await expect.poll(() => dialog().getByTestId('account-address').innerText()).toBe(short(owner.address));
  });

  it('a wallet that does not serve a local validator refuses the send (EIP-1193 4901): the modal says it is not on this network and nothing lands', async () => {
    const other = await browser.newContext();
    try {
      await installDevWallet(other, { chains: { '31337': local.url }, chainId: 31337, account: DEV_ACCOUNTS[0]!.address });
      await installSolanaDevWallet(other, { account: owner, rpcUrl: svm.url });
      const tab = await other.newPage();
      const guard = guardEgress(tab);
      const modal = () => tab.getByRole('dialog');
      await tab.goto(app.url);
      await tab.getByRole('button', { name: /^Connect Wallet$/ }).click();
      await modal().getByRole('button', { name: /Dev Wallet/ }).click();
      await expect.poll(() => modal().getByTestId('account-network').innerText(), { timeout: 20_000 }).toBe('Our Cluster');
      await modal().getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => modal().getByTestId('send-balance').innerText(), { timeout: 15_000 }).toMatch(/^Balance: \d+\.\d{3} SOL$/);
      const before = lamports(receiver);
      await modal().getByLabel('Amount', { exact: true }).fill('0.1');
      await modal().getByLabel('Receiver address').fill(receiver);
      await modal().getByRole('button', { name: 'Review' }).click();
      await expect.poll(() => modal().getByTestId('send-review-fee').innerText(), { timeout: 15_000 }).toBe('≈ 0.000005 SOL');
      await modal().getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => modal().getByRole('alert').innerText(), { timeout: 15_000 }).toBe('The wallet is disconnected from this network');
      expect(lamports(receiver)).toBe(before);
      guard.assertNoEgress();
    } finally {
      await other.close();
    }
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});
