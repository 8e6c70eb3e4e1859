// The embedded wallet on Solana end to end (issue 13): examples/full generated for the local chain, Base Sepolia and
// Solana (the local SVM, devnet's id) on one loopback site, our server's secure site on another, mails caught
// by the SMTP sink, and Chromium started by us with third-party storage partitioning ON. A visitor signs up
// by e-mail, switches to Solana and sees the Solana address the secure site derived from the same secret; a
// message signed after approval on the secure origin verifies (ed25519); 0.01 SOL lands on the SVM after
// the approval screen showed its receiver and amount; the host page never reaches the key.

import { getBase58Encoder, getPublicKeyFromAddress, verifySignature, type SignatureBytes } from '@solana/kit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CdpBrowser, clickInSecureFrame, DEV_SOLANA_ACCOUNTS, dialogOf, type ExampleWorld, LOCAL_SOLANA_CHAIN_ID, newProfile, secureFrame, shownAddress, signUpByEmail, startExampleWorld } from '@wallet-modal/testing';

const EMAIL = 'sol@example.com';
const PASSWORD = 'correct horse battery';
const MESSAGE = 'Hello from create-wallet-modal';
const receiver = DEV_SOLANA_ACCOUNTS[0]!.address;
/** How the modal truncates an address: 4 leading and 6 trailing characters (spec §2). */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

let world: ExampleWorld;
const browsers: CdpBrowser[] = [];
let page: Page;
let evmAddress: string;
let solanaAddress: string;

const lamportsOf = (address: string) => world.solana.svm.svm.getBalance(address as never) ?? 0n;

/** Picks `name` in the Networks view (from the Account view) and waits until the Account view shows it. */
async function switchTo(name: string): Promise<void> {
  await dialogOf(page).getByRole('button', { name: /^Network/ }).click();
  await dialogOf(page).getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect.poll(() => dialogOf(page).getByTestId('account-network').innerText(), { timeout: 20_000 }).toBe(name);
}

describe('embedded wallet on Solana: e-mail login, the Solana account, signing and sending after approval on the secure origin', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full', config: { networks: ['eip155:31337', 'eip155:84532', LOCAL_SOLANA_CHAIN_ID] } });
    ({ page } = await newProfile(browsers));
    await page.goto(world.app.url);
  }, 240_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await world?.stop();
  });

  it('an e-mail-login user switches to Solana and sees the Solana address of the same wallet', async () => {
    evmAddress = await signUpByEmail(page, world.mail!, EMAIL, PASSWORD);
    expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // The login ends on the Account view.
    await expect.poll(() => dialogOf(page).getByTestId('account-address').innerText(), { timeout: 20_000 }).toBe(short(evmAddress));
    await switchTo('Solana Devnet');
    await expect.poll(() => dialogOf(page).getByTestId('account-address').innerText(), { timeout: 20_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{4}…[1-9A-HJ-NP-Za-km-z]{6}$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('network-name').innerText()).toBe('Solana Devnet');
    solanaAddress = await shownAddress(page);
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await dialogOf(page).count()).toBe(0);
    // The Solana key's public key is the address: a 32-byte ed25519 point.
    expect(getBase58Encoder().encode(solanaAddress)).toHaveLength(32);
    await page.getByRole('button', { name: /^Account / }).click();
    expect(await dialogOf(page).getByTestId('account-address').innerText()).toBe(short(solanaAddress));
    await page.keyboard.press('Escape');
  });

  it('Solana signing methods are not safe and need approval: the message is shown on the secure origin, and the signature verifies (ed25519)', async () => {
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect.poll(() => secureFrame(page).getByText(MESSAGE).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('signature').innerText()).toBe('');
    await clickInSecureFrame(page, 'Approve');
    await expect.poll(() => page.getByTestId('signature').innerText(), { timeout: 20_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    const signature = await page.getByTestId('signature').innerText();
    const key = await getPublicKeyFromAddress(solanaAddress as never);
    expect(await verifySignature(key, getBase58Encoder().encode(signature) as SignatureBytes, new TextEncoder().encode(MESSAGE))).toBe(true);
    expect(await verifySignature(key, getBase58Encoder().encode(signature) as SignatureBytes, new TextEncoder().encode(`${MESSAGE}!`))).toBe(false);
  });

  it('sending 0.01 SOL: the approval screen shows the receiver and the amount, and after approval the transfer lands on the SVM', async () => {
    world.solana.svm.fund(solanaAddress, 1_000_000_000n);
    const before = lamportsOf(receiver);
    await page.getByLabel('Recipient').fill(receiver);
    await page.getByRole('button', { name: /^Send 0.01 SOL$/ }).click();
    const frame = secureFrame(page);
    await expect.poll(() => frame.getByRole('heading', { name: 'Approve transaction' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await frame.getByText(receiver).count()).toBe(1);
    expect(await frame.getByText('0.01 SOL').count()).toBe(1);
    expect(lamportsOf(receiver)).toBe(before);
    await clickInSecureFrame(page, 'Approve');
    await expect.poll(() => page.getByTestId('tx-hash').innerText(), { timeout: 30_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(lamportsOf(receiver)).toBe(before + 10_000_000n);
    expect(lamportsOf(solanaAddress)).toBeLessThan(1_000_000_000n - 10_000_000n);
    const landed = world.solana.svm.svm.getTransaction((await page.getByTestId('tx-hash').innerText()) as never);
    expect(landed).not.toBeNull();
  });

  it("the host page can never reach the key: not the frame's storage or document, not a channel of its own, and a Solana signing request waits for the person's approval", async () => {
    const outcome = await page.evaluate(async (secureOrigin) => {
      const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement;
      const attempt = (read: () => unknown) => {
        try {
          return read() === null ? 'null' : 'read';
        } catch (error) {
          return (error as Error).name;
        }
      };
      const reach = {
        document: attempt(() => frame.contentDocument),
        indexedDB: attempt(() => (frame.contentWindow as Window & typeof globalThis).indexedDB),
        localStorage: attempt(() => (frame.contentWindow as Window & typeof globalThis).localStorage),
      };
      // A second handshake with the host's own port, then a Solana signing request on it: never answered.
      const channel = new MessageChannel();
      const heard: unknown[] = [];
      channel.port1.onmessage = (event) => heard.push(event.data);
      frame.contentWindow!.postMessage({ type: '@w3m-app/HANDSHAKE', nonce: 'forgedforgedforgedforged' }, secureOrigin, [channel.port2]);
      channel.port1.postMessage({ id: 'forged-solana-1', type: '@w3m-app/RPC_REQUEST', payload: { method: 'solana_signMessage', params: [{ message: '2NEpo7TZRRrLZSi2U', pubkey: '11111111111111111111111111111111' }] } });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return { reach, heard };
    }, new URL(world.api!.secureSiteUrl!).origin);
    expect(outcome).toEqual({ reach: { document: 'null', indexedDB: 'SecurityError', localStorage: 'SecurityError' }, heard: [] });

    const before = await page.getByTestId('signature').innerText();
    await page.getByRole('button', { name: 'Sign message' }).click();
    const frame = secureFrame(page);
    await expect.poll(() => frame.getByRole('button', { name: 'Reject' }).count(), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(2_000);
    expect(await page.getByTestId('signature').innerText()).toBe(before);
    await frame.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 10_000 }).toBe('Signature declined');
    expect(await page.getByTestId('signature').innerText()).toBe(before);
  });

  it('back on the local chain the EVM account of the same login is active again', async () => {
    await page.getByRole('button', { name: /^Account / }).click();
    await switchTo('Local');
    await expect.poll(() => dialogOf(page).getByTestId('account-address').innerText()).toBe(short(evmAddress));
    await page.keyboard.press('Escape');
    await expect.poll(() => shownAddress(page)).toBe(evmAddress);
  });
});
