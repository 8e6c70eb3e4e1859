// Solana in the same modal as EVM, in Chromium: examples/full generated for the local chain, Base Sepolia and
// Solana Devnet (the local SVM), with the EVM Dev Wallet and the Solana Dev Wallet (a wallet-standard
// wallet with a real ed25519 key, signing with WebCrypto) injected by the example world. Both are named 'Dev Wallet': the
// modal lists one MULTI_CHAIN wallet that connects both namespaces. On Solana the Account view shows SOL
// and the SPL balances from our server; a signed message verifies; SOL and an SPL token sent from the
// modal land on the SVM; bad input and an expired blockhash give clear messages and send nothing twice.
import { getBase58Encoder, getPublicKeyFromAddress, verifySignature, type SignatureBytes } from '@solana/kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closeExamplePage, DEV_SOLANA_ACCOUNTS, type EgressGuard, type ExampleWorld, openExamplePage } from '@wallet-modal/testing';
import { FLASH_RECORDER, reloadsWithoutFlash, reloadSummary } from './support/flash.js';

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/** Reloads of the connected page with the flash check: 10 here, 100 in `npm run bench`. */
const RELOADS = Number(process.env.RELOADS ?? 10);
const owner = DEV_SOLANA_ACCOUNTS[0]!;
const receiver = DEV_SOLANA_ACCOUNTS[1]!.address;
/** How the modal truncates an address: 4 leading and 6 trailing characters (spec §2). */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

let world: ExampleWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
/** The JSON-RPC sendTransaction calls that reached the SVM from the page. */
const sends: unknown[] = [];
/** Set by a test: the wallet lets the blockhash expire while it holds the next signing request. */
let expireBeforeSign = false;

const dialog = () => page.getByRole('dialog');
const lamports = (address: string) => world.solana.svm.svm.getBalance(address as never) ?? 0n;

/** Opens Account → Networks and picks `name`; waits until the Account view shows it. */
async function switchTo(name: string): Promise<void> {
  await dialog().getByRole('button', { name: /^Network/ }).click();
  await dialog().getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect.poll(() => dialog().getByTestId('account-network').innerText(), { timeout: 20_000 }).toBe(name);
}

/** Account → Send, with the form filled; clicks Review. */
async function fillSend({ token, amount, to }: { token?: string; amount: string; to: string }): Promise<void> {
  if (token) await dialog().getByLabel('Token', { exact: true }).selectOption({ label: token });
  await dialog().getByLabel('Amount', { exact: true }).fill(amount);
  await dialog().getByLabel('Receiver address').fill(to);
  await dialog().getByRole('button', { name: 'Review' }).click();
}

/** Sends the reviewed form and waits for the signature it shows. */
async function confirmSend(): Promise<string> {
  await expect.poll(() => dialog().getByTestId('send-review-fee').innerText(), { timeout: 15_000 }).toBe('≈ 0.000005 SOL');
  await dialog().getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => dialog().getByTestId('send-sent').innerText(), { timeout: 20_000 }).toMatch(/[1-9A-HJ-NP-Za-km-z]{64,88}/);
  return /[1-9A-HJ-NP-Za-km-z]{64,88}/.exec(await dialog().getByTestId('send-sent').innerText())![0];
}

describe('Solana beside EVM in the modal, with a wallet-standard wallet (Chromium, local SVM)', () => {
  beforeAll(async () => {
    ({ world, browser, page, egress } = await openExamplePage({ example: 'full', config: { networks: ['eip155:31337', 'eip155:84532', DEVNET] } }, {
      beforeGoto: async (page, world) => {
        await page.exposeFunction('__solanaDevWalletBeforeSign', () => {
          if (!expireBeforeSign) return;
          expireBeforeSign = false;
          world.solana.svm.expireBlockhash();
        });
        page.on('request', (request) => {
          if (request.url().startsWith(world.solana.url) && request.postData()?.includes('"sendTransaction"')) sends.push(request.postData());
        });
      },
    }));
  }, 240_000);

  afterAll(() => closeExamplePage({ world, browser }));

  it('the EVM and the Solana Dev Wallet show once, as a MULTI_CHAIN wallet, and connecting it connects both namespaces', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await expect.poll(() => dialog().getByRole('button', { name: /Dev Wallet/ }).count(), { timeout: 15_000 }).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: /Dev Wallet/ }).click();
    await expect.poll(() => dialog().getByTestId('account-network').innerText(), { timeout: 20_000 }).toBe('Local');
    await switchTo('Solana Devnet');
    await expect.poll(() => dialog().getByTestId('account-address').innerText()).toBe(short(owner.address));
  });

  it('the networks view groups networks by namespace', async () => {
    await dialog().getByRole('button', { name: /^Network/ }).click();
    expect(await dialog().getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Ethereum and EVM', 'Solana']);
    expect(await dialog().getByRole('list', { name: 'Solana' }).getByRole('button').allInnerTexts()).toEqual([expect.stringMatching(/^Solana Devnet/)]);
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: /^Solana Devnet/ }).click();
    await expect.poll(() => dialog().getByTestId('account-network').innerText()).toBe('Solana Devnet');
  });

  it('the Account view shows SOL from the SVM (3 decimals) and the SPL balances (Token and Token-2022) from our server', async () => {
    await expect.poll(() => dialog().getByTestId('account-balance').innerText(), { timeout: 20_000 }).toBe('100.000 SOL');
    const tokens = dialog().getByRole('list', { name: 'Tokens' });
    await expect.poll(() => tokens.innerText(), { timeout: 20_000 }).toContain(world.solana.mints.token.symbol);
    expect(await tokens.innerText()).toContain(`1000.000 ${world.solana.mints.token.symbol}`);
    expect(await tokens.innerText()).toContain(`1000.000 ${world.solana.mints.token2022.symbol}`);
    // Devnet is a test network: its tokens have no fiat value.
    expect(await tokens.innerText()).not.toContain('$');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a message signed with solana:signMessage verifies (ed25519) against the address', async () => {
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('network-name').innerText()).toBe('Solana Devnet');
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect.poll(() => page.getByTestId('signature').innerText(), { timeout: 20_000 }).not.toBe('');
    const message = await page.getByTestId('signed-message').innerText();
    const signature = await page.getByTestId('signature').innerText();
    const key = await getPublicKeyFromAddress(owner.address as never);
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes;
    expect(await verifySignature(key, bytes, new TextEncoder().encode(message))).toBe(true);
    expect(await verifySignature(key, bytes, new TextEncoder().encode(`${message}!`))).toBe(false);
  });

  it('Account → Send sends 0.25 SOL: it lands on the SVM and the balance is read again', async () => {
    await page.getByRole('button', { name: /^Account / }).click();
    await dialog().getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().getByTestId('send-balance').innerText(), { timeout: 15_000 }).toBe('Balance: 100.000 SOL');
    expect(await axeViolations(page)).toEqual([]);
    const before = lamports(receiver);
    sends.length = 0;
    await fillSend({ amount: '0.25', to: receiver });
    expect(await axeViolations(page)).toEqual([]);
    await confirmSend();
    expect(lamports(receiver) - before).toBe(250_000_000n);
    expect(sends).toHaveLength(1);
    await expect.poll(() => dialog().getByTestId('send-balance').innerText(), { timeout: 15_000 }).toBe('Balance: 99.749 SOL');
  });

  it("sends a Token-2022 SPL token from the balance list; the receiver's token balance grows on the SVM", async () => {
    const mint = world.solana.mints.token2022;
    const label = `${mint.symbol} (${mint.name})`;
    await expect.poll(() => dialog().getByLabel('Token', { exact: true }).locator('option').allInnerTexts(), { timeout: 15_000 }).toContain(label);
    const before = world.solana.svm.tokenBalance(receiver, mint.address);
    await fillSend({ token: label, amount: '12.5', to: receiver });
    await confirmSend();
    expect(world.solana.svm.tokenBalance(receiver, mint.address) - before).toBe(12_500_000n);
  });

  it('a malformed base58 address and an amount with too many decimals give clear messages, and nothing is sent', async () => {
    sends.length = 0;
    await fillSend({ token: 'SOL', amount: '0.1', to: `${receiver.slice(0, -1)}0` });
    expect(await dialog().getByRole('alert').innerText()).toBe('Enter a valid address (32 to 44 base58 characters)');
    await fillSend({ amount: '0.0000000001', to: receiver });
    expect(await dialog().getByRole('alert').innerText()).toBe('SOL has at most 9 decimals: shorten the amount');
    expect(await axeViolations(page)).toEqual([]);
    expect(sends).toEqual([]);
  });

  it('an expired blockhash gives a clear message, nothing lands, and nothing is sent twice', async () => {
    const before = lamports(receiver);
    sends.length = 0;
    expireBeforeSign = true;
    await fillSend({ amount: '0.5', to: receiver });
    await expect.poll(() => dialog().getByTestId('send-review-fee').innerText(), { timeout: 15_000 }).toBe('≈ 0.000005 SOL');
    await dialog().getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().getByRole('alert').innerText(), { timeout: 20_000 }).toBe('The transaction expired before the network accepted it. Nothing was sent: try again');
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForTimeout(1_000);
    expect(sends).toHaveLength(1);
    expect(lamports(receiver)).toBe(before);
  });

  it('a reload reconnects both namespaces silently (standard:connect { silent: true }, eth_accounts) and keeps Solana active, without a flash of the disconnected button (reloaded 10 times, 100 in the bench)', async () => {
    await page.addInitScript({ content: FLASH_RECORDER });
    const times = await reloadsWithoutFlash(page, RELOADS, () => page.getByRole('button', { name: /^Account / }));
    console.log(`[reload] Solana (wallet standard): ${RELOADS} reloads, ${reloadSummary(times)}`);
    await expect.poll(() => page.getByTestId('network-name').innerText(), { timeout: 20_000 }).toBe('Solana Devnet');
    await page.getByRole('button', { name: /^Account / }).click();
    await expect.poll(() => dialog().getByTestId('account-address').innerText(), { timeout: 20_000 }).toBe(short(owner.address));
    await switchTo('Local');
    await expect.poll(() => dialog().getByTestId('account-address').innerText()).toMatch(/^0x/);
    egress.assertNoEgress();
  }, 60_000 + RELOADS * 5_000);
});
