// The default account signs (issue 32): the demo's world (examples/full as `npm run demo` serves it, with our
// server's secure site, EntryPoint v0.8 + Simple7702Account on the local chain and the alto bundler) in a real
// Chromium. A new visitor signs up by e-mail and gets the default EVM account type, smartAccount: the EOA that
// delegates to Simple7702Account (EIP-7702) with its first user operation. The demo's own "Sign message" and
// "Sign typed data" buttons give signatures that viem's verifyMessage / verifyTypedData accept on the local
// chain before that first user operation (ecrecover) and after it (ERC-1271), and the visitor sees no error.

import type { Page } from 'playwright-core';
import { concatHex, createPublicClient, http, parseEther, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveInSecureWindow, DEV_ACCOUNTS, dialogOf, ENTRY_POINT_08, type ExampleWorld, openSmartAccountWorld, secureFrame, signUpByEmail, TYPED_GREETING } from '@wallet-modal/testing';

const EMAIL = 'signs@example.com';
const PASSWORD = 'default account password';
const MESSAGE = 'Hello from create-wallet-modal';
const receiver = DEV_ACCOUNTS[2]!.address;

let world: ExampleWorld;
let stop: () => Promise<void>;
let page: Page;
let address: Address;

const chain = () => createPublicClient({ transport: http(world.chains[0]!.url) });
const delegated = async () => (await chain().getCode({ address }))?.toLowerCase() === concatHex(['0xef0100', world.bundler!.simple7702]).toLowerCase();

/** The demo's "Sign message" then "Sign typed data", each approved; both signatures as viem verifies them on the local chain. */
async function signBoth(): Promise<{ message: boolean; typedData: boolean }> {
  await page.getByRole('button', { name: 'Sign message' }).click();
  const frame = secureFrame(page);
  await expect.poll(() => frame.getByText(MESSAGE).count(), { timeout: 15_000 }).toBe(1);
  await frame.getByRole('button', { name: 'Approve' }).click({ timeout: 10_000 });
  await expect.poll(() => page.getByTestId('signature').innerText(), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]{130}$/);
  // The typed data is too long for the frame in full: the secure window approves it.
  await page.getByRole('button', { name: 'Sign typed data' }).click();
  await expect.poll(() => frame.getByText('Greeting').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await approveInSecureWindow(page);
  await expect.poll(() => page.getByTestId('typed-signature').innerText(), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]{130}$/);
  const signature = (await page.getByTestId('signature').innerText()) as Hex;
  const typedSignature = (await page.getByTestId('typed-signature').innerText()) as Hex;
  expect(await page.getByRole('alert').count()).toBe(0);
  return {
    message: await chain().verifyMessage({ address, message: MESSAGE, signature }),
    typedData: await chain().verifyTypedData({ address, signature: typedSignature, ...TYPED_GREETING(world.chains[0]!.chainId) }),
  };
}

/** Clears the outputs (the key's signatures are deterministic: the same before and after), so the next signBoth waits for new ones. */
const reloadPage = async () => {
  await page.reload();
  await expect.poll(() => page.getByRole('button', { name: 'Sign message' }).count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => page.getByRole('button', { name: /^Account / }).count(), { timeout: 30_000 }).toBe(1);
};

describe('embedded wallet: the default account (smartAccount, EIP-7702) signs', () => {
  beforeAll(async () => {
    ({ world, page, stop } = await openSmartAccountWorld());
  }, 300_000);

  afterAll(() => stop?.());

  it('a new e-mail visitor gets the default account type smartAccount at the EOA address, not delegated yet', async () => {
    address = (await signUpByEmail(page, world.mail!, EMAIL, PASSWORD)) as Address;
    // Account (open after the sign-up) offers the EOA: the smart account is the one in use, at the address shown.
    await expect.poll(() => dialogOf(page).getByTestId('account-type-switch').innerText(), { timeout: 15_000 }).toBe('Switch to your EOA');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogOf(page).count()).toBe(0);
    expect(await chain().getCode({ address })).toBeUndefined();
  });

  it('Sign message and Sign typed data from the default account before its first user operation: both verify with viem on the local chain', async () => {
    expect(await signBoth()).toEqual({ message: true, typedData: true });
  });

  it('the first send from the default account is a user operation through the bundler that delegates the EOA to Simple7702Account', async () => {
    await chain().request({ method: 'anvil_setBalance' as never, params: [address, `0x${parseEther('1').toString(16)}`] as never });
    const before = await chain().getBalance({ address: receiver });
    await page.getByLabel('Recipient').fill(receiver);
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click();
    await approveInSecureWindow(page);
    await expect.poll(() => page.getByTestId('tx-hash').innerText(), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{64}$/);
    const carrier = await chain().getTransaction({ hash: (await page.getByTestId('tx-hash').innerText()) as Hex });
    expect(carrier.to?.toLowerCase()).toBe(ENTRY_POINT_08.toLowerCase());
    expect(carrier.type).toBe('eip7702');
    expect(await chain().getBalance({ address: receiver })).toBe(before + parseEther('0.01'));
    expect(await delegated()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('Sign message and Sign typed data from the default account after its first user operation: both verify with viem on the local chain (ERC-1271)', async () => {
    await reloadPage();
    expect(await delegated()).toBe(true);
    expect(await signBoth()).toEqual({ message: true, typedData: true });
  });
});
