// Swapping in a real browser (spec §1 swaps, §2 Swap, §7 /v1/convert/*, §8, §9 Swap): examples/full with
// the Dev Wallet on anvil, where our API server swaps on the local Uniswap world (testing/src/uniswap.ts).
// Account → Swap quotes ETH → USDC and swaps it; USDC → DAI is approved, then swapped, by keyboard only;
// the chain itself says the balances moved by the quoted amount within the slippage tolerance. The empty
// WETH/DAI pool gives no liquidity, and Base Sepolia (outside the spec's swap networks) offers no Swap. The quote and build-transaction latencies the browser saw are printed.

import type { Browser, Page } from 'playwright-core';
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closeExamplePage, connectDevWallet, type EgressGuard, type ExampleWorld, openExamplePage } from '@wallet-modal/testing';

let world: ExampleWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const dialog = () => page.getByRole('dialog');
const chain = () => createPublicClient({ transport: http(world.chains[0]!.url) });
const account = () => world.wallet.account as Address;
const swapWorld = () => world.api!.swap;
/** A token as the server names it: CAIP-10 on chain 1, lowercase. */
const tokenId = (address: string) => `eip155:${swapWorld().chainId}:${address.toLowerCase()}`;
const balanceOf = (token: Address) => chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account()] });
const allowanceOf = (token: Address) => chain().readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [account(), swapWorld().swapRouter02] });

/** The quoted amount out, once the quote for the form has arrived. */
async function quoted(): Promise<string> {
  const output = dialog().getByTestId('swap-receive');
  await expect.poll(() => output.getAttribute('data-amount'), { timeout: 15_000 }).toMatch(/^\d+(\.\d+)?$/);
  return (await output.getAttribute('data-amount'))!;
}

/** Presses Tab until the focused element is the button named `name` (it must be reachable by keyboard). */
async function tabTo(name: string): Promise<void> {
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (document.activeElement?.tagName === 'BUTTON' ? document.activeElement.textContent : null));
    if (focused === name) return;
  }
  throw new Error(`no button '${name}' is reachable with Tab`);
}

/** The hash the view shows once the swap is in a block. */
async function swapped(): Promise<string> {
  const done = dialog().getByTestId('swap-done');
  await expect.poll(() => done.innerText(), { timeout: 30_000 }).toMatch(/0x[0-9a-f]{64}/);
  return /0x[0-9a-f]{64}/.exec(await done.innerText())![0];
}

/** Durations (ms) of the browser's requests to a convert path, from its Resource Timing entries. */
const latencies = (path: string) =>
  page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === wanted)
        .map((entry) => Math.round(entry.duration)),
    path,
  );

describe('swapping from the modal on the local Uniswap world', () => {
  beforeAll(async () => {
    ({ world, browser, page, egress } = await openExamplePage({ example: 'full' }));
    await connectDevWallet(page);
  }, 240_000);

  afterAll(async () => {
    if (page) {
      const [quotes, builds] = await Promise.all([latencies('/v1/convert/quotes'), latencies('/v1/convert/build-transaction')]);
      const line = (name: string, values: number[]) => `${name}: ${values.length} requests, ${values.join(', ')} ms (median ${[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? '-'} ms)`;
      console.log(`Swap latency seen from the browser (loopback):\n  ${line('GET /v1/convert/quotes', quotes)}\n  ${line('POST /v1/convert/build-transaction', builds)}`);
    }
    await closeExamplePage({ world, browser });
  });

  it('quotes ETH → USDC and swaps it: the chain says the USDC balance rose by the quoted amount within slippage 1, the ETH balance fell by the amount plus fees; the Swap view is axe-clean', async () => {
    const actions = await dialog().getByRole('button').allInnerTexts();
    // Wallet feature order (spec §1): onramp, swaps, receive, send.
    expect(actions.indexOf('Swap')).toBeGreaterThanOrEqual(0);
    expect(actions.indexOf('Swap')).toBeLessThan(actions.indexOf('Receive'));
    await dialog().getByRole('button', { name: 'Swap', exact: true }).click();
    await expect.poll(() => dialog().getByRole('heading').innerText()).toBe('Swap');
    const from = dialog().getByLabel('From', { exact: true });
    await expect.poll(() => from.inputValue(), { timeout: 15_000 }).toBe(tokenId('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'));
    await dialog().getByLabel('To', { exact: true }).selectOption({ value: tokenId(swapWorld().tokens.usdc.address) });
    await dialog().getByLabel('Amount', { exact: true }).fill('0.1');
    const out = parseUnits(await quoted(), 6);
    // 0.1 ETH at about 3,000 USDC (the world's V2 pool sells ETH 1 % above V3), less the pool fee and price impact.
    expect(out).toBeGreaterThan(parseUnits('290', 6));
    expect(out).toBeLessThan(parseUnits('310', 6));
    expect(await dialog().getByTestId('swap-network-fee').innerText()).toMatch(/^≈ 0\.\d+ ETH$/);
    expect(await dialog().getByTestId('swap-slippage-summary').innerText()).toBe('Slippage tolerance: 1 %');
    expect(await axeViolations(page)).toEqual([]);

    const [usdcBefore, ethBefore] = await Promise.all([balanceOf(swapWorld().tokens.usdc.address), chain().getBalance({ address: account() })]);
    await dialog().getByRole('button', { name: 'Swap', exact: true }).click();
    const hash = await swapped();
    const receipt = await chain().getTransactionReceipt({ hash: hash as `0x${string}` });
    expect(receipt.status).toBe('success');
    const gained = (await balanceOf(swapWorld().tokens.usdc.address)) - usdcBefore;
    expect(gained).toBeGreaterThanOrEqual((out * 99n) / 100n);
    expect(gained).toBeLessThanOrEqual((out * 101n) / 100n);
    const spent = ethBefore - (await chain().getBalance({ address: account() }));
    expect(spent).toBe(parseEther('0.1') + receipt.gasUsed * receipt.effectiveGasPrice);
    // The balances are read again: the picker shows the new USDC balance.
    const usdcOption = dialog().getByLabel('To', { exact: true }).locator(`option[value="${tokenId(swapWorld().tokens.usdc.address)}"]`);
    await expect.poll(() => usdcOption.innerText(), { timeout: 15_000 }).not.toBe(`USDC (${(Number(usdcBefore) / 1e6).toFixed(3)})`);
  });

  it('USDC → DAI by keyboard only: Approve sends the approval and waits for it, then Swap; the DAI balance rises by the quoted amount within slippage 1', async () => {
    const { usdc, dai } = swapWorld().tokens;
    // Pick From and To by typing on the focused pickers, then the amount.
    await dialog().getByLabel('From', { exact: true }).focus();
    await page.keyboard.type('U');
    await expect.poll(() => dialog().getByLabel('From', { exact: true }).inputValue()).toBe(tokenId(usdc.address));
    await dialog().getByLabel('To', { exact: true }).focus();
    await page.keyboard.type('D');
    await expect.poll(() => dialog().getByLabel('To', { exact: true }).inputValue()).toBe(tokenId(dai.address));
    await dialog().getByLabel('Amount', { exact: true }).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('25');
    await quoted();
    expect(await allowanceOf(usdc.address)).toBe(0n);
    await dialog().getByLabel('Amount', { exact: true }).focus();
    await tabTo('Approve USDC');
    await page.keyboard.press('Enter');
    await dialog().getByRole('button', { name: 'Swap', exact: true }).waitFor({ timeout: 30_000 });
    expect(await allowanceOf(usdc.address)).toBe(parseUnits('25', 6));
    const out = parseUnits(await quoted(), 18);
    const [daiBefore, usdcBefore] = await Promise.all([balanceOf(dai.address), balanceOf(usdc.address)]);
    await dialog().getByLabel('Amount', { exact: true }).focus();
    await tabTo('Swap');
    await page.keyboard.press('Enter');
    await swapped();
    const gained = (await balanceOf(dai.address)) - daiBefore;
    expect(gained).toBeGreaterThanOrEqual((out * 99n) / 100n);
    expect(gained).toBeLessThanOrEqual((out * 101n) / 100n);
    expect(usdcBefore - (await balanceOf(usdc.address))).toBe(parseUnits('25', 6));
    // The approval was of the amount, and the swap used it all.
    expect(await allowanceOf(usdc.address)).toBe(0n);
  });

  it('a quote against the empty pool (WETH/DAI) says there is no liquidity, and offers no swap', async () => {
    await dialog().getByLabel('From', { exact: true }).selectOption({ value: tokenId('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee') });
    await dialog().getByLabel('To', { exact: true }).selectOption({ value: tokenId(swapWorld().tokens.dai.address) });
    await dialog().getByLabel('Amount', { exact: true }).fill('0.01');
    const alert = dialog().getByRole('alert');
    await expect.poll(() => alert.innerText(), { timeout: 15_000 }).toBe('No liquidity: no pool can swap this amount of ETH for DAI right now. Try a smaller amount or another token.');
    expect(await alert.getAttribute('data-error-code')).toBe('SWAP_NO_LIQUIDITY');
    expect(await dialog().getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  // The server's refusal ('Network not supported for Swaps') is driven in kit/src/features/swap/Swap.test.tsx.
  it('Base Sepolia, a testnet outside the spec swap networks, offers no Swap; back on Local it is offered again', async () => {
    await dialog().getByRole('button', { name: 'Back' }).click();
    await dialog().getByRole('button', { name: /^Network/ }).click();
    await dialog().getByRole('button', { name: /^Base Sepolia/ }).click();
    await expect.poll(() => dialog().getByTestId('account-network').innerText(), { timeout: 20_000 }).toBe('Base Sepolia');
    await expect.poll(() => dialog().getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: /^Network/ }).click();
    await dialog().getByRole('button', { name: /^Local/ }).click();
    await expect.poll(() => dialog().getByTestId('account-network').innerText(), { timeout: 20_000 }).toBe('Local');
    await expect.poll(() => dialog().getByRole('button', { name: 'Swap', exact: true }).count()).toBe(1);
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});
