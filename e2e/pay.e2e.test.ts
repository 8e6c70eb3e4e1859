// Paying from a host app in a real browser (issue 15 "Pay"): examples/full generated with features.pay on,
// its page asking requestPayment(modal, …) (a file of the app's own, as a developer writes it) with the
// Dev Wallet on anvil and our API server swapping on the local Uniswap world (testing/src/uniswap.ts).
// 0.01 ETH is paid after connecting from the Pay request; 10 USDC is paid by a wallet holding none, by
// swap-and-send; closing the modal cancels; bad input is refused before any view opens.

import type { Browser, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closeExamplePage, DEV_ACCOUNTS, type EgressGuard, type ExampleWorld, openExamplePage } from '@wallet-modal/testing';

/** The page code: exposes requestPayment's outcomes and the pay events for the test to read. */
const MAIN = `// Mounts the app, and lets the test ask for payments as a host app does.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onPayEvent, requestPayment, type PaymentRequest } from '@wallet-modal/kit/pay';
import { App } from './App';
import { WalletModal, modal } from './wallet-modal';
import './App.css';

const events: unknown[] = [];
onPayEvent(modal, (event) => {
  const { error: _error, ...data } = event.data as Record<string, unknown>;
  events.push({ type: event.type, data });
});
const pay = (request: PaymentRequest) =>
  requestPayment(modal, request).then(
    (result) => ({ result }),
    (error: { name: string; code: string; message: string }) => ({ error: { name: error.name, code: error.code, message: error.message } }),
  );
Object.assign(window, { payments: { pay, events } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletModal>
      <App />
    </WalletModal>
  </StrictMode>,
);
`;

type Outcome = { result?: Record<string, string>; error?: { name: string; code: string; message: string } };
type Request = { network: string; token: string; amount: string; recipient: string; label?: string };

let world: ExampleWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const RECIPIENT = '0x000000000000000000000000000000000000bEEF';
const dialog = () => page.getByRole('dialog');
const chain = () => createPublicClient({ transport: http(world.chains[0]!.url) });
const usdc = () => world.api!.swap.tokens.usdc.address;
const usdcOf = (owner: Address) => chain().readContract({ address: usdc(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const pay = (request: Request) => page.evaluate((asked) => (window as unknown as { payments: { pay: (r: Request) => Promise<Outcome> } }).payments.pay(asked), request);
const events = () => page.evaluate(() => (window as unknown as { payments: { events: { type: string; data: Record<string, unknown> }[] } }).payments.events);

/** Presses Tab until the focused element is the button named `name` (it must be reachable by keyboard). */
async function tabTo(name: string): Promise<void> {
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (document.activeElement?.tagName === 'BUTTON' ? document.activeElement.textContent : null));
    if (focused === name) return;
  }
  throw new Error(`no button '${name}' is reachable with Tab`);
}

describe('paying from a host app (requestPayment) on the local chain and Uniswap world', () => {
  beforeAll(async () => {
    ({ world, browser, page, egress } = await openExamplePage({ example: 'full', config: { features: { pay: true } }, files: { 'src/main.tsx': MAIN } }));
    await page.getByRole('button', { name: /^Connect Wallet$/ }).waitFor({ timeout: 30_000 });
  }, 240_000);

  afterAll(() => closeExamplePage({ world, browser }));

  it('pays 0.01 ETH with the injected dev wallet: Connect first, back on Pay, Pay by keyboard; the promise resolves with the mined hash and the recipient got exactly 0.01 ETH', async () => {
    const before = await chain().getBalance({ address: RECIPIENT });
    const paying = pay({ network: 'eip155:31337', token: 'native', amount: '0.01', recipient: RECIPIENT, label: 'Order 42' });
    await dialog().getByRole('button', { name: /Dev Wallet/ }).click({ timeout: 15_000 });
    await expect.poll(() => dialog().getByRole('heading').innerText(), { timeout: 15_000 }).toBe('Pay');
    await expect.poll(() => dialog().getByTestId('pay-recipient').innerText(), { timeout: 15_000 }).toBe(RECIPIENT);
    expect(await dialog().getByTestId('pay-amount').innerText()).toBe('0.01 ETH');
    await dialog().getByRole('button', { name: 'Pay 0.01 ETH' }).waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByTestId('pay-recipient').click();
    await tabTo('Pay 0.01 ETH');
    await page.keyboard.press('Enter');
    const outcome = await paying;
    expect(outcome.error).toBeUndefined();
    const hash = outcome.result!.hash as Hex;
    expect(outcome.result).toEqual({ status: 'success', hash, network: 'eip155:31337', token: 'native', amount: '0.01', recipient: RECIPIENT });
    expect((await chain().getTransactionReceipt({ hash })).status).toBe('success');
    expect((await chain().getBalance({ address: RECIPIENT })) - before).toBe(parseEther('0.01'));
    expect((await events()).map((event) => event.type)).toEqual(['PAY_STARTED', 'PAY_SUCCESS']);
    expect((await events())[1]!.data).toEqual(outcome.result);
    await expect.poll(() => dialog().getByTestId('pay-done').innerText()).toContain(hash);
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('pays 10 USDC from a wallet holding no USDC but ETH: swap-and-send with the quote shown first; the recipient gets exactly 10 USDC', async () => {
    const account = DEV_ACCOUNTS[0]!;
    // The wallet gives all its USDC away first (signed here, on the same chain).
    const wallet = createWalletClient({ account: privateKeyToAccount(account.privateKey), chain: { ...foundry, rpcUrls: { default: { http: [world.chains[0]!.url] } } }, transport: http(world.chains[0]!.url) });
    const held = await usdcOf(account.address);
    if (held > 0n) {
      const drained = await wallet.writeContract({ address: usdc(), abi: erc20Abi, functionName: 'transfer', args: ['0x000000000000000000000000000000000000dEaD', held] });
      await chain().waitForTransactionReceipt({ hash: drained });
    }
    expect(await usdcOf(account.address)).toBe(0n);
    const before = await usdcOf(RECIPIENT);
    const paying = pay({ network: 'eip155:31337', token: usdc(), amount: '10', recipient: RECIPIENT });
    const cost = dialog().getByTestId('pay-swap-cost');
    await expect.poll(() => cost.getAttribute('data-amount'), { timeout: 30_000 }).toMatch(/^0\.00\d+$/);
    // 10 USDC at about 3,000 USDC per ETH, with fees and the slippage tolerance on top.
    const input = parseEther((await cost.getAttribute('data-amount'))!);
    expect(input).toBeGreaterThan(parseEther('0.0030'));
    expect(input).toBeLessThan(parseEther('0.0036'));
    expect(await cost.innerText()).toMatch(/^≈ 0\.00\d+ ETH$/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Swap and pay 10 USDC' }).click();
    const outcome = await paying;
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toMatchObject({ status: 'success', network: 'eip155:31337', token: usdc(), amount: '10', recipient: RECIPIENT });
    expect((await usdcOf(RECIPIENT)) - before).toBe(parseUnits('10', 6));
    const swapHash = outcome.result!.swapHash as Hex;
    expect((await chain().getTransactionReceipt({ hash: swapHash })).status).toBe('success');
    // What the swap gave beyond the 10 USDC stays with the payer.
    expect(await usdcOf(account.address)).toBeLessThan(parseUnits('1', 6));
    await dialog().getByRole('button', { name: 'Done' }).click();
  });

  it('closing the modal rejects the promise with PAYMENT_CANCELLED, and PAY_ERROR fires with the same code and message', async () => {
    const already = (await events()).length;
    const paying = pay({ network: 'eip155:31337', token: 'native', amount: '0.01', recipient: RECIPIENT });
    await dialog().getByRole('button', { name: 'Pay 0.01 ETH' }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    const outcome = await paying;
    expect(outcome.error).toEqual({ name: 'PaymentError', code: 'PAYMENT_CANCELLED', message: 'Payment cancelled' });
    expect((await events()).slice(already).map((event) => event.type)).toEqual(['PAY_STARTED', 'PAY_ERROR']);
    expect((await events()).at(-1)!.data).toEqual({ code: 'PAYMENT_CANCELLED', message: 'Payment cancelled' });
  });

  it('bad input is refused with its message before any view opens', async () => {
    const already = (await events()).length;
    const refused = async (request: Request) => {
      const outcome = await pay(request);
      expect(await dialog().count()).toBe(0);
      return outcome.error;
    };
    const ok: Request = { network: 'eip155:31337', token: 'native', amount: '0.01', recipient: RECIPIENT };
    expect(await refused({ ...ok, amount: '0' })).toMatchObject({ code: 'PAYMENT_INVALID_AMOUNT', message: 'The amount must be a decimal number of whole tokens above zero, such as 12.5' });
    expect(await refused({ ...ok, amount: '-5' })).toMatchObject({ code: 'PAYMENT_INVALID_AMOUNT' });
    expect(await refused({ ...ok, token: usdc(), amount: '1.1234567' })).toMatchObject({ code: 'PAYMENT_TOO_MANY_DECIMALS', message: 'USDC has at most 6 decimals: shorten the amount' });
    expect(await refused({ ...ok, recipient: '0xbeef' })).toMatchObject({ code: 'PAYMENT_INVALID_RECIPIENT', message: 'The recipient must be an address of 0x followed by 40 hex characters' });
    expect(await refused({ ...ok, network: 'eip155:424242' })).toMatchObject({ code: 'PAYMENT_UNKNOWN_NETWORK' });
    expect(await refused({ ...ok, network: 'eip155:137' })).toMatchObject({
      code: 'PAYMENT_NETWORK_NOT_CONFIGURED',
      message: "Network Not Found: eip155:137 is not in the app's networks; add it to the networks list",
    });
    expect((await events()).length).toBe(already);
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});
