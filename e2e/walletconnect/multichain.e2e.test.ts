// WalletConnect across namespaces in Chromium: examples/walletconnect generated for the local chain, Base Sepolia,
// Solana (the local SVM, devnet's id) and Bitcoin pairs over the loopback relay with a real wallet peer
// holding an EVM, a Solana and a Bitcoin key. One session: the Account view shows the eip155 account, then
// the Solana one after a network switch; a Solana message signature verifies, 0.01 SOL lands on the SVM,
// and a Bitcoin message signature is valid per our server's BIP-322 verify route. Nothing leaves loopback.
import { getBase58Encoder, getPublicKeyFromAddress, verifySignature, type SignatureBytes } from '@solana/kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiWorld, BITCOIN_MAINNET, DEV_ACCOUNTS, DEV_SOLANA_ACCOUNTS, devBitcoinAccount, type EgressGuard, guardEgress, installNodeEgressGuard, launchBrowser, LOCAL_SOLANA, type NodeEgressGuard, PEER_SOL, startApiServer, startWalletConnectWorld, type WalletConnectWorld } from '@wallet-modal/testing';

const evm = DEV_ACCOUNTS[2]!.address;
const solana = DEV_SOLANA_ACCOUNTS[1]!.address;
const bitcoin = devBitcoinAccount('mainnet', 'payment').address;
const recipient = DEV_SOLANA_ACCOUNTS[0]!.address;
/** How the modal truncates an address: 4 leading and 6 trailing characters (spec §2). */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

let nodeGuard: NodeEgressGuard;
let world: WalletConnectWorld;
let api: ApiWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;

const dialog = () => page.getByRole('dialog');

/** Our server's verdict on a signature (POST /v1/signatures/verify, CAIP-10 address). */
async function verifiedByServer(address: string, message: string, signature: string): Promise<unknown> {
  const response = await fetch(`${api.server.url}/v1/signatures/verify?projectId=demo-project`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, message, signature }),
  });
  return response.json();
}

/** Picks `name` in the Networks view (from the Account view) and waits until the Account view shows it. */
async function switchTo(name: string): Promise<void> {
  await dialog().getByRole('button', { name: /^Network/ }).click();
  await dialog().getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect.poll(() => dialog().getByTestId('account-network').innerText(), { timeout: 20_000 }).toBe(name);
}

/** Clicks "Sign message" in the page and returns the signature it shows. */
async function signInPage(): Promise<{ message: string; signature: string }> {
  expect(await page.getByTestId('signature').innerText()).toBe('');
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expect.poll(() => page.getByTestId('signature').innerText(), { timeout: 20_000 }).not.toBe('');
  return { message: await page.getByTestId('signed-message').innerText(), signature: await page.getByTestId('signature').innerText() };
}

describe('WalletConnect: eip155, solana and bip122 in one session with a real wallet peer (Chromium)', () => {
  beforeAll(async () => {
    nodeGuard = installNodeEgressGuard();
    [world, browser] = await Promise.all([startWalletConnectWorld({ multichain: true }), launchBrowser()]);
    api = await startApiServer({ projectId: 'demo-project', port: 0, chains: world.chains });
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.app.url.replace(/\/$/, '') });
    page = await context.newPage();
    egress = guardEgress(page);
    await page.goto(world.app.url);
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await world?.stop();
    nodeGuard?.uninstall();
  });

  it('the wallet approves eip155, solana and bip122 in one session; the Account view shows the eip155 account', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await dialog().getByRole('button', { name: /^WalletConnect/ }).click();
    await dialog().getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => dialog().getByRole('status').innerText(), { timeout: 20_000 }).toBe('Link copied');
    const session = await world.peer.pair(await page.evaluate(() => navigator.clipboard.readText()));
    expect(session.namespaces.solana?.accounts).toEqual([`${LOCAL_SOLANA}:${solana}`]);
    expect(session.namespaces.bip122?.accounts).toEqual([`${BITCOIN_MAINNET}:${bitcoin}`]);
    await expect.poll(() => dialog().getByTestId('account-address').innerText(), { timeout: 20_000 }).toBe(short(evm));
    expect(await dialog().getByTestId('account-network').innerText()).toBe('Local');
  });

  it('after switching network to Solana, the Account view shows the Solana account of the same session and its SOL', async () => {
    await switchTo('Solana Devnet');
    await expect.poll(() => dialog().getByTestId('account-address').innerText()).toBe(short(solana));
    await expect.poll(() => dialog().getByTestId('account-balance').innerText(), { timeout: 20_000 }).toMatch(/^10(\.0+)? SOL$/);
    expect(world.peer.requests).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('network-name').innerText()).toBe('Solana Devnet');
  });

  it('solana_signMessage over the session: the signature verifies (ed25519) against the Solana address, and our server agrees', async () => {
    const { message, signature } = await signInPage();
    expect(world.peer.requests.at(-1)).toBe('solana_signMessage');
    const key = await getPublicKeyFromAddress(solana as never);
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes;
    expect(await verifySignature(key, bytes, new TextEncoder().encode(message))).toBe(true);
    expect(await verifiedByServer(`${LOCAL_SOLANA}:${solana}`, message, signature)).toEqual({ valid: true });
    expect(await verifiedByServer(`${LOCAL_SOLANA}:${solana}`, `${message}!`, signature)).toEqual({ valid: false });
  });

  it('sending 0.01 SOL over the session lands on the local SVM', async () => {
    const svm = world.svm!;
    const before = svm.svm.getBalance(recipient as never) ?? 0n;
    await page.getByLabel('Recipient').fill(recipient);
    await page.getByRole('button', { name: /^Send 0.01 SOL$/ }).click();
    await expect.poll(() => page.getByTestId('tx-hash').innerText(), { timeout: 20_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(world.peer.requests.at(-1)).toBe('solana_signAndSendTransaction');
    expect(svm.svm.getBalance(recipient as never)).toBe(before + 10_000_000n);
    expect(svm.svm.getBalance(solana as never)).toBeLessThan(PEER_SOL - 10_000_000n);
  });

  it("on Bitcoin the page offers no send (spec §4: send is unsupported on bip122); a bip122 message signature is valid per our server's BIP-322 verify route", async () => {
    await page.getByRole('button', { name: /^Account / }).click();
    await switchTo('Bitcoin');
    await expect.poll(() => dialog().getByTestId('account-address').innerText()).toBe(short(bitcoin));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('network-name').innerText()).toBe('Bitcoin');
    expect(await page.getByRole('button', { name: /^Send/ }).count()).toBe(0);
    const { message, signature } = await signInPage();
    expect(world.peer.requests.at(-1)).toBe('signMessage');
    expect(await verifiedByServer(`${BITCOIN_MAINNET}:${bitcoin}`, message, signature)).toEqual({ valid: true });
    expect(await verifiedByServer(`${BITCOIN_MAINNET}:${bitcoin}`, `${message}!`, signature)).toEqual({ valid: false });
  });

  it('back on the local chain, the eip155 account of the same session still signs (personal_sign)', async () => {
    await page.getByRole('button', { name: /^Account / }).click();
    await switchTo('Local');
    await expect.poll(() => dialog().getByTestId('account-address').innerText()).toBe(short(evm));
    await page.keyboard.press('Escape');
    const { signature } = await signInPage();
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(world.peer.requests.at(-1)).toBe('personal_sign');
  });

  it('A reload restores the session in every namespace: the Solana account is there again after a switch', async () => {
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: `Account ${short(evm)}` }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: /^Account / }).click();
    await switchTo('Solana Devnet');
    await expect.poll(() => dialog().getByTestId('account-address').innerText()).toBe(short(solana));
    await page.keyboard.press('Escape');
    const { message, signature } = await signInPage();
    expect(await verifiedByServer(`${LOCAL_SOLANA}:${solana}`, message, signature)).toEqual({ valid: true });
  });

  it('no request left loopback: not from the page, not from the wallet peer', () => {
    egress.assertNoEgress();
    nodeGuard.assertNoEgress();
  });
});
