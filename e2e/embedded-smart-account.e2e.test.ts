// The embedded wallet's smart account in the browser (issues 16, 32): examples/full with our server's secure site,
// EntryPoint v0.8 + Simple7702Account on the local chain (31337) and the alto bundler in front of it; Base
// Sepolia (the second local chain) has no bundler. A visitor signs up by e-mail and gets the smart account (spec
// §9: eip155 default account type smartAccount): the EOA itself, which delegates to Simple7702Account (EIP-7702)
// with its first user operation. The visitor sends a batch of two transfers in ONE user operation that puts the
// delegation in place, switches between the EOA and the smart account in Account (same address: the type says
// how it sends), sees 'This application might not support Smart Accounts' on a network without smart
// accounts, and gets a clear error, with nothing sent, when the bundler is down.

import type { Page } from 'playwright-core';
import { concatHex, createPublicClient, http, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveInSecureWindow, dialogOf, ENTRY_POINT_08, type ExampleWorld, openSmartAccountWorld, secureFrame, shownAddress, signUpByEmail } from '@wallet-modal/testing';

const EMAIL = 'smart@example.com';
const PASSWORD = 'smart account password';
const DAVE = '0x000000000000000000000000000000000000da7e';
const ERIN = '0x000000000000000000000000000000000000e1e1';

// The page's own code (as a user edits TryIt): a batch of two transfers through wallet_sendCalls, and its status.
const TRY_IT = `
import { useState } from 'react';
import { useAccount, useNetwork, useWalletRequest } from './wallet-modal';

export function TryIt() {
  const { request } = useWalletRequest();
  const { address } = useAccount();
  const { network } = useNetwork();
  const [id, setId] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const run = (action: () => Promise<void>) => {
    setError(undefined);
    action().catch((cause: unknown) => setError(cause instanceof Error ? cause.message.split('\\n')[0] : String(cause)));
  };
  const chainId = \`0x\${Number(network?.id ?? 1).toString(16)}\`;
  const sendBatch = () =>
    run(async () => {
      const calls = [{ to: '${DAVE}', value: '0x5' }, { to: '${ERIN}', value: '0x7' }];
      const answer = (await request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId, from: address, atomicRequired: true, calls }] })) as { id: string };
      setId(answer.id);
    });
  const readStatus = () => run(async () => setStatus(JSON.stringify(await request({ method: 'wallet_getCallsStatus', params: [id] }))));
  return (
    <section>
      <button type="button" onClick={sendBatch}>Send batch</button>
      <output data-testid="calls-id">{id}</output>
      <button type="button" onClick={readStatus} disabled={!id}>Read status</button>
      <output data-testid="calls-status">{status}</output>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
`;

let world: ExampleWorld;
let stop: () => Promise<void>;
let page: Page;
let address: Address;

const chain = () => createPublicClient({ transport: http(world.chains[0]!.url) });
const dialog = () => dialogOf(page);
const openAccount = async () => {
  await page.getByRole('button', { name: /^Account / }).click();
  await expect.poll(() => dialog().getByTestId('account-address').count()).toBe(1);
};

describe('embedded wallet: smart account through a real bundler', () => {
  beforeAll(async () => {
    ({ world, page, stop } = await openSmartAccountWorld({ 'src/TryIt.tsx': TRY_IT }));
  }, 300_000);

  afterAll(() => stop?.());

  it('a new e-mail user on a network with smart accounts gets the smart account: the EOA address, not delegated to Simple7702Account yet', async () => {
    address = (await signUpByEmail(page, world.mail!, EMAIL, PASSWORD)) as Address;
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    expect(await chain().getCode({ address })).toBeUndefined();
    // The kit keeps the operator's smart-account networks in storage as a comma list (spec §3).
    const stored = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('smart_account_enabled_networks'))?.[1]);
    expect(stored).toBe(String(world.chains[0]!.chainId)); // the local chain, 31337
  });

  it('the switch in Account moves between the EOA and the smart account at the same address, and the row says which is in use', async () => {
    await openAccount();
    const row = () => dialog().getByTestId('account-type-switch').innerText();
    await expect.poll(row).toBe('Switch to your EOA');
    await dialog().getByRole('button', { name: 'Switch to your EOA' }).click();
    await expect.poll(row).toBe('Switch to your smart account');
    expect(await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('preferred_account_types'))?.[1])).toMatch(/"eip155":"eoa"/);
    expect(await shownAddress(page)).toBe(address);
    await dialog().getByRole('button', { name: 'Switch to your smart account' }).click();
    await expect.poll(row).toBe('Switch to your EOA');
    expect(await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('preferred_account_types'))?.[1])).toMatch(/"eip155":"smartAccount"/);
    expect(await shownAddress(page)).toBe(address);
    await page.keyboard.press('Escape');
  });

  it('the user sends a batch of two transfers with wallet_sendCalls: ONE user operation through the bundler, both effects on chain, the EOA delegated to Simple7702Account', async () => {
    await chain().request({ method: 'anvil_setBalance' as never, params: [address, '0xde0b6b3a7640000'] as never });
    await page.getByRole('button', { name: 'Send batch' }).click();
    const frame = secureFrame(page);
    await expect.poll(() => frame.getByText(DAVE, { exact: false }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Both calls and their simulated balance changes are too long for the frame: the secure window shows them whole.
    await approveInSecureWindow(page);
    await expect.poll(() => page.getByTestId('calls-id').innerText(), { timeout: 20_000 }).toMatch(/^0x[0-9a-f]{64}$/);
    let status: { status: number; atomic: boolean; receipts: { transactionHash: Hex }[] } | undefined;
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Read status' }).click();
          const text = await page.getByTestId('calls-status').innerText();
          status = text ? JSON.parse(text) : undefined;
          return status?.status;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(200);
    expect(status!.atomic).toBe(true);
    expect(status!.receipts).toHaveLength(1);
    expect(await chain().getBalance({ address: DAVE })).toBe(5n);
    expect(await chain().getBalance({ address: ERIN })).toBe(7n);
    const carrier = await chain().getTransaction({ hash: status!.receipts[0]!.transactionHash });
    expect(carrier.to?.toLowerCase()).toBe(ENTRY_POINT_08.toLowerCase());
    // The bundler's transaction carried the EOA's authorization (its nonce 0); the EOA sent nothing itself.
    expect(carrier.authorizationList?.map((entry) => entry.address.toLowerCase())).toEqual([world.bundler!.simple7702.toLowerCase()]);
    expect(await chain().getTransactionCount({ address })).toBe(1);
    expect((await chain().getCode({ address }))?.toLowerCase()).toBe(concatHex(['0xef0100', world.bundler!.simple7702]).toLowerCase());
  });

  it("on a network without smart accounts the EOA is used, and Account says 'This application might not support Smart Accounts'", async () => {
    await openAccount();
    await dialog().getByRole('button', { name: /^Network/ }).click();
    await dialog().getByRole('button', { name: /^Base Sepolia/ }).click();
    await expect.poll(() => dialog().getByTestId('account-network').innerText(), { timeout: 15_000 }).toBe('Base Sepolia');
    await expect.poll(() => dialog().getByTestId('account-smart-accounts-unsupported').count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog().getByTestId('account-smart-accounts-unsupported').innerText()).toBe('This application might not support Smart Accounts');
    expect(await shownAddress(page)).toBe(address);
    expect(await dialog().getByTestId('account-type-switch').count()).toBe(0);
    // Back on the local chain: the smart account again, the notice gone.
    await dialog().getByRole('button', { name: /^Network/ }).click();
    await dialog().getByRole('button', { name: /^Local/ }).click();
    await expect.poll(() => dialog().getByTestId('account-type-switch').count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog().getByTestId('account-smart-accounts-unsupported').count()).toBe(0);
    expect(await shownAddress(page)).toBe(address);
    await page.keyboard.press('Escape');
  });

  it('a bundler that is down gives a clear error and nothing half-done: no approval asked, nothing sent', async () => {
    await world.bundler!.stop();
    const before = await Promise.all([DAVE, ERIN, address].map((address) => chain().getBalance({ address: address as Address })));
    await page.getByRole('button', { name: 'Send batch' }).click();
    await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 45_000 }).toMatch(/The bundler of eip155:31337 is unavailable/);
    expect(await secureFrame(page).getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await Promise.all([DAVE, ERIN, address].map((address) => chain().getBalance({ address: address as Address })))).toEqual(before);
  }, 60_000);
});
