// Custom buttons and the embedded modal in a real browser (issue 17): examples/basic generated for
// this run's chains, with the app's own page code (as a user writes it after generate) drawing its
// button with <ConnectButton asChild>, its state with the render prop, a per-wallet button, and on
// #embed a modal created with embedded: true (and the rounded theme preset) shown inline by <WalletModalEmbed />.

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, axeViolations, buildExampleVariant, DEV_ACCOUNTS, type EgressGuard, type ExampleVariant, guardEgress, installDevWallet, launchBrowser, rpcUrlsOf, serveStatic, startExampleChains, type StaticServer } from '@wallet-modal/testing';

const account = DEV_ACCOUNTS[0]!;
const short = `${account.address.slice(0, 4)}…${account.address.slice(-6)}`;

/** The app's page: its own link styled as it likes, our state in it; a per-wallet button beside. */
const APP = `import { ConnectButton, WalletButton } from '@wallet-modal/kit/react';

export function App() {
  return (
    <main className="app">
      <nav>
        <ConnectButton asChild>
          <a href="#wallet" className="nav-wallet" data-testid="nav-wallet" />
        </ConnectButton>
      </nav>
      <ConnectButton>
        {({ ready, account, chain, openChainModal }) =>
          !ready ? null : account ? (
            <p data-testid="state">
              {account.displayName} · {account.displayBalance ?? '…'} ·{' '}
              <button onClick={openChainModal}>{chain?.unsupported ? 'Wrong network' : chain?.name}</button>
            </p>
          ) : (
            <p data-testid="state">Not connected</p>
          )
        }
      </ConnectButton>
      <WalletButton wallet="dev.wallet-modal" />
      <WalletButton wallet="io.metamask" name="MetaMask" />
    </main>
  );
}
`;

/** The entry: the generated <WalletModal> around the app, or on #embed an embedded modal inline. */
const MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletModal, themePresets } from '@wallet-modal/kit';
import { evmAdapter } from '@wallet-modal/kit/evm';
import { WalletModalEmbed, WalletModalProvider, useAccount } from '@wallet-modal/kit/react';
import { App } from './App';
import { WalletModal } from './wallet-modal';
import { config } from './wallet-modal/config';
import './App.css';

function EmbedPage() {
  const { address } = useAccount();
  return (
    <main className="app">
      <h1>Settings</h1>
      <aside data-testid="slot"><WalletModalEmbed /></aside>
      <p data-testid="page-address">{address ?? 'none'}</p>
    </main>
  );
}

const root = createRoot(document.getElementById('root')!);
if (location.hash === '#embed') {
  const embedded = createWalletModal({ ...config, adapters: [evmAdapter()], embedded: true, themeVariables: { ...themePresets.rounded, accent: '#ff0066' } });
  root.render(<StrictMode><WalletModalProvider modal={embedded}><EmbedPage /></WalletModalProvider></StrictMode>);
} else {
  root.render(<StrictMode><WalletModal><App /></WalletModal></StrictMode>);
}
`;

let chains: Anvil[] = [];
let variant: ExampleVariant | undefined;
let app: StaticServer;
let browser: Browser;

async function openPage(hash = ''): Promise<{ page: Page; context: BrowserContext; egress: EgressGuard; errors: string[] }> {
  const context = await browser.newContext();
  await installDevWallet(context, { chains: { '31337': chains[0]!.url, '84532': chains[1]!.url }, chainId: 31337, account: account.address });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const egress = guardEgress(page);
  await page.goto(new URL(hash, app.url).href);
  // The app has rendered, or failed with the page's error (which the test then shows).
  await expect.poll(async () => errors.length > 0 || (await page.locator('main').count()) > 0, { timeout: 30_000 }).toBe(true);
  expect(errors).toEqual([]);
  return { page, context, egress, errors };
}

describe('custom buttons and the embedded modal in the browser', () => {
  beforeAll(async () => {
    chains = await startExampleChains();
    variant = await buildExampleVariant('basic', { rpcUrls: rpcUrlsOf(chains), files: { 'src/App.tsx': APP, 'src/main.tsx': MAIN } });
    app = await serveStatic({ root: variant.dist });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await Promise.all(chains.map((chain) => chain.stop()));
    variant?.remove();
  });

  it("an app's own element (asChild) opens the modal, connects through the Dev Wallet and shows our state", async () => {
    const { page, context, egress, errors } = await openPage();
    const link = page.getByTestId('nav-wallet');
    await expect.poll(() => link.innerText()).toBe('Connect Wallet');
    expect(await link.evaluate((element) => element.tagName)).toBe('A');
    expect(await link.getAttribute('class')).toBe('nav-wallet');
    expect(await page.getByTestId('state').innerText()).toBe('Not connected');
    await link.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Dev Wallet/ }).click();
    await expect.poll(() => dialog.getByTestId('account-address').innerText(), { timeout: 15_000 }).toBe(short);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Our state in the app's element and in its render prop: short address, balance, network name.
    await expect.poll(() => link.getAttribute('aria-label')).toMatch(new RegExp(`^Account ${short} \\d+\\.\\d{3} ETH$`));
    await expect.poll(() => link.innerText()).toMatch(new RegExp(`^${short} \\d+\\.\\d{3} ETH$`));
    expect(await link.getAttribute('data-connected')).toBe('true');
    await expect.poll(() => page.getByTestId('state').innerText()).toMatch(new RegExp(`^${short} · \\d+\\.\\d{3} ETH · Local$`));
    await page.getByTestId('state').getByRole('button', { name: 'Local' }).click();
    await expect.poll(() => dialog.getByRole('heading').innerText()).toBe('Choose Network');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    expect(egress.offenders()).toEqual([]);
    await context.close();
  });

  it('a per-wallet button connects the Dev Wallet without the wallet list; a missing wallet is named as not installed', async () => {
    const { page, context, errors } = await openPage();
    expect(await page.getByRole('status').filter({ hasText: 'MetaMask' }).innerText()).toBe('MetaMask is not installed in this browser');
    await page.getByRole('button', { name: 'Connect Dev Wallet' }).click();
    await expect.poll(() => page.getByTestId('state').innerText(), { timeout: 15_000 }).toMatch(new RegExp(`^${short} · `));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Dev Wallet connected' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('embedded mode: the modal is rendered inline where the app puts it, not appended to the body, themed by a preset; close goes to Account once connected', async () => {
    const { page, context, errors } = await openPage('#embed');
    const slot = page.getByTestId('slot');
    const embed = slot.getByRole('dialog');
    await expect.poll(() => embed.getByRole('heading').innerText()).toBe('Connect Wallet');
    // Inside the app's <aside>, in the page's flow, and the only dialog: nothing appended to the body.
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await embed.evaluate((element) => getComputedStyle(element).position)).toBe('relative');
    expect(await page.evaluate(() => [...document.body.children].filter((child) => child.id !== 'root' && !child.hasAttribute('data-radix-focus-guard') && child.tagName !== 'SCRIPT').length)).toBe(0);
    // The rounded preset's tokens reach the static CSS: 20px padding, pill rows, 48px controls, the app's accent.
    expect(await embed.evaluate((element) => getComputedStyle(element).paddingTop)).toBe('20px');
    const row = embed.getByRole('button', { name: /Dev Wallet/ });
    expect(await row.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('999px');
    expect(await embed.getByRole('button', { name: 'Close' }).evaluate((element) => getComputedStyle(element).height)).toBe('48px');
    expect(await embed.evaluate((element) => getComputedStyle(element).getPropertyValue('--wm-color-selected').trim())).toBe('#ff0066');
    expect(await axeViolations(page)).toEqual([]);
    await row.click();
    await expect.poll(() => embed.getByTestId('account-address').innerText(), { timeout: 15_000 }).toBe(short);
    await expect.poll(() => page.getByTestId('page-address').innerText()).toBe(account.address);
    await embed.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => embed.getByRole('heading').innerText()).toBe('Account');
    expect(await embed.getByTestId('account-address').innerText()).toBe(short);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
