// wagmi interop (issue 17): an app that already uses wagmi takes our modal as its connector
// (@wallet-modal/kit/wagmi) and keeps its own hooks, on wagmi 3 and on wagmi 2 (the wagmi2 alias).
// The same app (e2e/wagmi/app) is built for each, served with the Dev Wallet on two local chains
// (Local 31337 and Base Sepolia 84532), and driven in Chromium: our ConnectButton connects wagmi, wagmi's hooks read, send and
// switch on anvil, our hooks agree, and wagmi's disconnect disconnects our modal.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, buildExample, buildWithVite, DEV_ACCOUNTS, installDevWallet, launchBrowser, REPO_ROOT, serveStatic, startExampleChains, type StaticServer } from '@wallet-modal/testing';
import { connectDevWallet, openApp } from './support/fresh-app';

const address = DEV_ACCOUNTS[0]!.address;
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let chains: Anvil[];
let browser: Browser;
const servers: StaticServer[] = [];
/** The built wagmi apps by their directory (v3, v2). */
const builds = new Map<string, string>();

/** Every JS file of a built app, as one text. */
const builtJs = (dist: string) =>
  readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'))
    .join('\n');

beforeAll(async () => {
  [chains, browser] = await Promise.all([startExampleChains(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all((chains ?? []).map((chain) => chain.stop()));
});

async function rpc<T>(chain: Anvil, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(chain.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result: T };
  return body.result;
}

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

/** Clicks one of the app's wagmi buttons and resolves what the action printed (a hash, a chain id, or 'error: …'). */
async function runWagmiAction(page: Page, name: string): Promise<string> {
  await page.getByTestId('wagmi-result').evaluate((element) => (element.textContent = ''));
  await page.getByRole('button', { name: new RegExp(`^${name}$`) }).click();
  await expect.poll(() => text(page, 'wagmi-result'), { timeout: 20_000 }).not.toBe('');
  return text(page, 'wagmi-result');
}

describe.each([
  { wagmi: 3, dir: 'v3', version: '3.7.7' },
  { wagmi: 2, dir: 'v2', version: '2.19.5' },
])('an app on wagmi $wagmi uses our modal as its connector and keeps its own hooks', ({ dir, version }) => {
  let page: Page;
  let pageErrors: string[];
  let assertNoEgress: () => void;
  let closePage: () => Promise<void>;

  beforeAll(async () => {
    const { dist } = await buildWithVite(join(REPO_ROOT, 'e2e', 'wagmi', dir));
    builds.set(dir, dist);
    const server = await serveStatic({ root: dist });
    servers.push(server);
    const rpcUrls = Object.fromEntries(chains.map((chain) => [`eip155:${chain.chainId}`, chain.url]));
    const opened = await openApp(browser, server.url, async (context) => {
      await context.addInitScript({ content: `window.__WAGMI_WORLD__ = ${JSON.stringify({ rpcUrls })};` });
      await installDevWallet(context, { chains: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.url])), chainId: chains[0]!.chainId, account: address });
    });
    ({ page, pageErrors, close: closePage } = opened);
    assertNoEgress = opened.egress.assertNoEgress;
  }, 120_000);

  afterAll(() => closePage?.());

  it(`runs on wagmi ${version}`, async () => {
    await expect.poll(() => text(page, 'wagmi-version'), { timeout: 30_000 }).toBe(version);
    expect(await text(page, 'wagmi-status')).toBe('disconnected');
  });

  it("connecting through our ConnectButton connects wagmi: wagmi's useAccount shows the address and chain", async () => {
    await connectDevWallet(page, pageErrors, address);
    await page.keyboard.press('Escape');
    await expect.poll(() => text(page, 'wagmi-status')).toBe('connected');
    expect(await text(page, 'wagmi-address')).toBe(address);
    expect(await text(page, 'wagmi-chain')).toBe('31337');
    expect(await text(page, 'modal-address')).toBe(address);
  });

  it("wagmi's useBalance reads the connected account's balance from the local chain", async () => {
    const onChain = BigInt(await rpc<string>(chains[0]!, 'eth_getBalance', [address, 'latest']));
    await expect.poll(() => text(page, 'wagmi-balance'), { timeout: 15_000 }).toBe(onChain.toString());
  });

  it("wagmi's useSendTransaction sends through our modal's wallet and the transaction lands on anvil", async () => {
    const hash = await runWagmiAction(page, 'wagmi send');
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await rpc<{ status: string; from: string; to: string } | null>(chains[0]!, 'eth_getTransactionReceipt', [hash]);
    expect(receipt).toMatchObject({ status: '0x1', from: address.toLowerCase(), to: RECIPIENT.toLowerCase() });
  });

  it("wagmi's useSwitchChain switches our modal and the wallet to Base Sepolia (84532); our useAccount agrees, and a send lands on the second anvil", async () => {
    expect(await runWagmiAction(page, 'wagmi switch to Base Sepolia')).toBe('84532');
    await expect.poll(() => text(page, 'wagmi-chain')).toBe('84532');
    expect(await text(page, 'modal-network')).toBe('eip155:84532');
    expect(await text(page, 'modal-status')).toBe('connected');
    expect(await text(page, 'modal-address')).toBe(address);
    expect(await text(page, 'wagmi-address')).toBe(address);
    const hash = await runWagmiAction(page, 'wagmi send');
    expect(await rpc(chains[1]!, 'eth_getTransactionReceipt', [hash])).toMatchObject({ status: '0x1', from: address.toLowerCase() });
    expect(await rpc(chains[0]!, 'eth_getTransactionReceipt', [hash])).toBeNull();
  });

  it('a reload keeps wagmi and our modal connected (wagmi reconnects once our modal has restored its wallet)', async () => {
    await page.reload();
    await expect.poll(() => text(page, 'modal-status'), { timeout: 15_000 }).toBe('connected');
    await expect.poll(() => text(page, 'wagmi-status'), { timeout: 15_000 }).toBe('connected');
    expect(await text(page, 'wagmi-address')).toBe(address);
    expect(await text(page, 'wagmi-chain')).toBe('84532');
  });

  it("wagmi's useDisconnect disconnects our modal", async () => {
    await page.getByRole('button', { name: /^wagmi disconnect$/ }).click();
    await expect.poll(() => text(page, 'modal-status')).toBe('disconnected');
    expect(await text(page, 'wagmi-status')).toBe('disconnected');
    await expect.poll(() => page.getByRole('button', { name: /^Connect Wallet$/ }).count()).toBe(1);
  });

  it("wagmi's useConnect opens our modal, and the wallet picked there connects both", async () => {
    await page.getByRole('button', { name: /^wagmi connect$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Dev Wallet/ }).click();
    await expect.poll(() => text(page, 'wagmi-status'), { timeout: 15_000 }).toBe('connected');
    expect(await text(page, 'modal-status')).toBe('connected');
    expect(await text(page, 'wagmi-address')).toBe(address);
  });

  it('no page error, and the app talked to nothing but loopback', () => {
    expect(pageErrors).toEqual([]);
    assertNoEgress();
  });
});

describe('tree-shaking: an app that does not import @wallet-modal/kit/wagmi carries none of its code', () => {
  /** Texts only the wagmi entry's code holds (its provider's errors). */
  const MARKERS = ['Invalid EIP-1193 request', 'The modal closed without a connected wallet'];

  it('examples/basic (no wagmi) holds none of the markers the wagmi app holds', async () => {
    const wagmiApp = builtJs(builds.get('v3')!);
    for (const marker of MARKERS) expect(wagmiApp).toContain(marker);
    const { dist } = await buildExample('basic');
    const basic = builtJs(dist);
    for (const marker of MARKERS) expect(basic).not.toContain(marker);
  }, 120_000);
});
