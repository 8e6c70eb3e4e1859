// The modal instance's other operations (spec §7) and EIP-5792 in a real browser: a page built from the
// kit's dist (e2e/operations) with the EVM adapter, the Dev Wallet injected (an EOA's wallet: calls one
// by one, atomic unsupported) on anvil with a real ERC-20. The test calls the instance's public API in
// the page and reads the chain itself.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, formatUnits, http, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contracts from '../server/test/fixtures/contracts.json' with { type: 'json' };
import { type Anvil, buildWithVite, deployEns, DEV_ACCOUNTS, type EgressGuard, installDevWallet, launchBrowser, REPO_ROOT, serveStatic, startAnvil, type StaticServer } from '@wallet-modal/testing';
import { openApp } from './support/fresh-app';

const owner = DEV_ACCOUNTS[0]!;
const bob = DEV_ACCOUNTS[5]!.address;
const carol = DEV_ACCOUNTS[6]!.address;
const alice = DEV_ACCOUNTS[7]!.address;

let anvil: Anvil;
let browser: Browser;
let app: StaticServer;
let page: Page;
let pageErrors: string[];
let egress: EgressGuard;
let closePage: () => Promise<void>;
let token: Hex;
const chain = () => createPublicClient({ transport: http(anvil.url) });
const balanceOf = (who: string) => chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who as Hex] });

/** Runs `body` with the page's modal; what it returns comes back as JSON (bigints as strings), a failure as { error }. */
async function inPage<T>(body: string, arg?: unknown): Promise<T> {
  return page.evaluate(
    async ([source, value]) => {
      try {
        const result = await new Function('modal', 'arg', `return (async () => { ${source} })()`)(window.modal, value);
        return JSON.parse(JSON.stringify(result ?? null, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)));
      } catch (error) {
        const e = error as { code?: number; shortMessage?: string; message: string };
        return { error: { code: e.code, shortMessage: e.shortMessage, message: e.message } };
      }
    },
    [body, arg] as const,
  ) as Promise<T>;
}

beforeAll(async () => {
  [anvil, browser] = await Promise.all([startAnvil({ chainId: 1 }), launchBrowser()]);
  const { abi, bytecode } = (contracts as unknown as Record<string, { abi: Abi; bytecode: Hex }>).TestToken!;
  const viemChain = { id: 1, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } };
  const deployer = createWalletClient({ account: privateKeyToAccount(owner.privateKey), chain: viemChain, transport: http(anvil.url) });
  const hash = await deployer.deployContract({ abi, bytecode, args: ['Demo Token', 'DEMO', 18, 1_000n * 10n ** 18n] });
  token = (await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 })).contractAddress!;
  const { dist } = await buildWithVite(join(REPO_ROOT, 'e2e', 'operations'));
  app = await serveStatic({ root: dist });
  await deployEns(anvil, [{ name: 'alice.eth', address: alice, avatar: new URL('alice.svg', app.url).href }, { name: 'no-avatar.eth', address: carol }]);
  const opened = await openApp(browser, app.url, async (context) => {
    await context.addInitScript({ content: `window.__OPERATIONS_WORLD__ = ${JSON.stringify({ rpcUrls: { 'eip155:1': anvil.url } })};` });
    await installDevWallet(context, { chains: { '1': anvil.url }, chainId: 1, account: owner.address });
  });
  ({ page, pageErrors, egress, close: closePage } = opened);
  await page.waitForFunction(() => window.modal?.$connectors.get().some((c) => c.id === 'dev.wallet-modal'), undefined, { timeout: 30_000 });
  await page.evaluate(() => window.modal.connect('dev.wallet-modal'));
}, 240_000);

afterAll(async () => {
  await closePage?.();
  await browser?.close();
  await app?.close();
  await anvil?.stop();
});

describe('the modal instance operations in a browser, on a local chain', () => {
  it('estimateGas through the EVM adapter: 21000 for a plain transfer, what the node says for an ERC-20 transfer', async () => {
    expect(pageErrors).toEqual([]);
    expect(await inPage('return modal.estimateGas({ to: arg, value: 10n ** 16n })', bob)).toBe('21000');
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 1n] });
    const expected = await chain().estimateGas({ account: owner.address, to: token, data });
    expect(await inPage('return modal.estimateGas(arg)', { to: token, data })).toBe(expected.toString());
  });

  it('writeContract: transfer(bob, 2.5 DEMO) signed by the Dev Wallet lands on the chain; readContract reads it back', async () => {
    const before = await balanceOf(bob);
    const abi = erc20Abi;
    const hash = await inPage<string>(`return modal.writeContract({ address: arg.token, abi: arg.abi, functionName: 'transfer', args: [arg.bob, modal.parseUnits('2.5', 18)] })`, { token, abi, bob });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await chain().waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })).status).toBe('success');
    expect(await balanceOf(bob)).toBe(before + 25n * 10n ** 17n);
    const read = await inPage<string>(`return modal.formatUnits(await modal.readContract({ address: arg.token, abi: arg.abi, functionName: 'balanceOf', args: [arg.bob] }), 18)`, { token, abi, bob });
    expect(read).toBe(formatUnits(before + 25n * 10n ** 17n, 18));
  });

  it('sendCalls: ETH and an ERC-20 transfer in one batch land; getCallsStatus reports 200 and both receipts; getCapabilities says atomic unsupported', async () => {
    expect(await inPage('return modal.getCapabilities()')).toEqual({ '0x1': { atomic: { status: 'unsupported' } } });
    const [eth, demo] = [await chain().getBalance({ address: carol }), await balanceOf(carol)];
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [carol, 13n] });
    const { id } = await inPage<{ id: string }>('return modal.sendCalls({ calls: [{ to: arg.carol, value: 4n }, { to: arg.token, data: arg.data }] })', { carol, token, data });
    const status = await inPage<{ status: number; atomic: boolean; receipts: { transactionHash: string }[] }>('return modal.getCallsStatus(arg)', id);
    expect(status).toMatchObject({ status: 200, atomic: false });
    expect(status.receipts).toHaveLength(2);
    expect(await chain().getBalance({ address: carol })).toBe(eth + 4n);
    expect(await balanceOf(carol)).toBe(demo + 13n);
  });

  it('wallet_sendCalls targets (to) and data must start with 0x; 5760 when atomicity is required of an EOA; 4200 from a wallet without EIP-5792', async () => {
    expect(await inPage('return modal.sendCalls({ calls: [{ to: arg.slice(2) }] })', carol)).toMatchObject({ error: { shortMessage: 'calls[0].to must start with 0x' } });
    expect(await inPage('return modal.sendCalls({ calls: [{ to: arg, value: 1n }], atomicRequired: true })', carol)).toMatchObject({
      error: { code: 5760, shortMessage: 'The wallet does not support atomic execution but the request requires it.' },
    });
    await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { eip5792?: boolean } }).__DEV_WALLET_CONFIG__.eip5792 = false));
    expect(await inPage('return modal.sendCalls({ calls: [{ to: arg, value: 1n }] })', carol)).toMatchObject({ error: { code: 4200, shortMessage: 'This wallet does not support wallet_sendCalls' } });
    await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { eip5792?: boolean } }).__DEV_WALLET_CONFIG__.eip5792 = true));
  });

  it('ENS address and avatar (spec §7): read through the Universal Resolver on Ethereum; a name without the record is null; an answer is kept 5 minutes', async () => {
    expect(await inPage('return modal.getEnsAddress({ name: "alice.eth" })')).toBe(alice);
    expect(await inPage('return modal.getEnsAvatar({ name: "alice.eth" })')).toBe(new URL('alice.svg', app.url).href);
    expect(await inPage('return modal.getEnsAddress({ name: "Alice.ETH" })')).toBe(alice);
    expect(await inPage('return modal.getEnsAvatar({ name: "no-avatar.eth" })')).toBeNull();
    expect(await inPage('return modal.getEnsAddress({ name: "nobody.eth" })')).toBeNull();
    // Spec §9 "ENS name 5 min": asked again within 5 minutes, the modal answers without asking the chain.
    const requests: string[] = [];
    const listen = (request: { url(): string; postData(): string | null }) => request.url().startsWith(anvil.url) && requests.push(request.postData() ?? '');
    page.on('request', listen);
    expect(await inPage('return modal.getEnsAddress({ name: "alice.eth" })')).toBe(alice);
    page.off('request', listen);
    expect(requests).toEqual([]);
  });

  it("a name ENS cannot hold says 'Error resolving name' with the reason", async () => {
    const { error } = await inPage<{ error: { shortMessage: string; message: string } }>('return modal.getEnsAddress({ name: "bad name.eth" })');
    expect(error.shortMessage).toBe('Error resolving name');
    expect(error.message).toContain('bad name.eth');
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});
