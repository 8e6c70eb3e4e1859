// Passkeys in the embedded wallet end to end (issue 11): examples/full on 127.0.0.1, our secure site on
// localhost, Chromium started by us (storage partitioning ON) with a CDP virtual authenticator (CTAP2,
// resident keys, user verification, PRF). A visitor signs in by e-mail and protects the new wallet with a
// passkey instead of a password; after signing out, "Sign in with a passkey" alone gets the same wallet
// back and signs; on a new top-level site (no key share) the same passkey signs in and recovers the same
// address in the one ceremony. A second profile with a CDP copy of the credential signs in to the same account,
// but CDP does not copy the PRF secret, so there the frame says plainly that the passkey gives no PRF output.

import type { Page } from 'playwright-core';
import { verifyMessage, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVirtualAuthenticator, type CdpBrowser, clickInSecureFrame, dialogOf, type ExampleWorld, logInByEmail, newProfile, secureFrame, shownAddress, startExampleWorld, type VirtualAuthenticator } from '@wallet-modal/testing';

const EMAIL = 'grace@example.com';

let world: ExampleWorld;
const browsers: CdpBrowser[] = [];
let page: Page;
let authenticator: VirtualAuthenticator;
let address: Address;

/** Waits for the app to show `expected` as the address; on failure the modal's and the secure frame's text tell why. */
async function expectAddress(p: Page, expected: string): Promise<void> {
  await expect
    .poll(() => shownAddress(p), { timeout: 30_000 })
    .toBe(expected)
    .catch(async (error: unknown) => {
      const dialog = await dialogOf(p).innerText({ timeout: 1_000 }).catch(() => '(no dialog)');
      const frame = await secureFrame(p).locator('body').innerText({ timeout: 1_000 }).catch(() => '(no secure frame)');
      const frames = await dialogOf(p).locator('iframe').count().catch(() => -1);
      const disabled = await secureFrame(p).getByRole('button', { name: 'Sign in with a passkey' }).isDisabled({ timeout: 1_000 }).catch(() => 'n/a');
      throw new Error(`${(error as Error).message}\ndialog: ${dialog}\nsecure frame: ${frame}\niframes: ${frames}, frame button disabled: ${disabled}`);
    });
}

async function signInWithPasskey(p: Page): Promise<void> {
  await p.getByRole('button', { name: /^Connect Wallet$/ }).click();
  await dialogOf(p).getByRole('button', { name: 'Sign in with a passkey' }).click();
  await clickInSecureFrame(p, 'Sign in with a passkey');
}

describe('embedded wallet: a passkey as the recovery factor and as a sign-in of its own', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full' });
    ({ page } = await newProfile(browsers));
    authenticator = await addVirtualAuthenticator(page);
    await page.goto(world.app.url);
  }, 240_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await world?.stop();
  });

  it('after the e-mail code, the secure frame offers a passkey; choosing it creates the wallet and shows its address', async () => {
    await logInByEmail(world, page, page.context(), EMAIL);
    const frame = secureFrame(page);
    // The password stays the alternative on the same screen.
    await expect.poll(() => frame.getByLabel('Confirm password').count(), { timeout: 30_000 }).toBe(1);
    await clickInSecureFrame(page, 'Use a passkey');
    await expect.poll(() => shownAddress(page), { timeout: 30_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    address = (await shownAddress(page)) as Address;
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  });

  it("signed out, 'Sign in with a passkey' alone (no e-mail) gets the same address, and personal_sign verifies for it", async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(address.slice(-6), 'i') }).first().click();
    await dialogOf(page).getByRole('button', { name: /^Disconnect$/ }).click();
    await expect.poll(() => page.getByText('Connect a wallet to see its address').count(), { timeout: 10_000 }).toBe(1);
    const mailsBefore = world.mail!.mails.length;

    await signInWithPasskey(page);
    await expectAddress(page, address);
    expect(world.mail!.mails.length).toBe(mailsBefore);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign message' }).click();
    await clickInSecureFrame(page, 'Approve');
    await expect.poll(() => page.getByTestId('signature').innerText(), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]{130}$/);
    const signature = (await page.getByTestId('signature').innerText()) as Hex;
    expect(await verifyMessage({ address, message: 'Hello from create-wallet-modal', signature })).toBe(true);
  });

  it('a new top-level site (a fresh storage partition: no key share, no session) signs in with the same passkey and recovers the same address in one ceremony', async () => {
    // The app reached as http://localhost:PORT: another site than 127.0.0.1, so the secure frame starts with empty
    // storage. The same tab: the virtual authenticator belongs to its frame tree.
    await page.goto(world.app.url.replace('127.0.0.1', 'localhost'));
    expect(await page.getByText('Connect a wallet to see its address').count()).toBe(1);
    const frames: string[] = [];
    page.on('framenavigated', (frame) => frames.push(frame.url()));
    await signInWithPasskey(page);
    await expectAddress(page, address);
    // One ceremony: the secure UI was shown once (the sign-in), never a second time for recovery.
    expect(frames.filter((url) => url.includes('/embedded/ui?')).length).toBe(1);
  });

  it('a second browser profile holding a copy of the passkey signs in to the same account; where the copy gives no PRF output (Chromium\'s virtual authenticator does not copy it), the frame says so plainly', async () => {
    const second = await newProfile(browsers);
    const secondAuthenticator = await addVirtualAuthenticator(second.page);
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId });
    await secondAuthenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: secondAuthenticator.authenticatorId, credential: credentials[0]! });
    await second.page.goto(world.app.url);
    await signInWithPasskey(second.page);
    // Signed in (the server verified the copy's assertion), and this device has no share: the passkey recovery screen.
    const frame = secureFrame(second.page);
    await clickInSecureFrame(second.page, 'Use your passkey');
    await expect.poll(() => frame.getByRole('alert').first().innerText(), { timeout: 15_000 }).toMatch(/no PRF output/);
    expect(await second.page.locator('dd').count()).toBe(0);
  });
});
