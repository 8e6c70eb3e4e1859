// The Next.js App Router template: the built CLI scaffolds a Next app outside the clone (file:
// dependencies on the clone's kit and schema, installed by the CLI), `next build` passes, `next start`
// serves it, the Dev Wallet connects, and the connection is rendered on the server (issue 36): a returning
// visitor's first HTML (read before any script runs) shows their account from the wallet cookie, a
// disconnect makes the next first HTML say Connect Wallet, two concurrent requests with different cookies
// get their own state, and a cookie the browser cannot back (disconnected elsewhere) settles on Connect
// Wallet with the cookie cleared, all without hydration warnings.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWalletState, readWalletState, WALLET_STATE_COOKIE } from '@wallet-modal/kit/server';
import { CSP_RECORDER, readCspRecord } from './csp/recorder.js';
import { type Anvil, DEV_ACCOUNTS, installDevWallet, launchBrowser, REPO_ROOT, runCommand, startAnvil } from '@wallet-modal/testing';
import { connectDevWallet, openApp, shortAddress, userShellEnv } from './support/fresh-app';
import { measureJs } from './bench/size';
import { startNextServer, watchForConnectWallet } from './support/next-server';
import { stepTimer } from './support/timings.js';

const CLI = join(REPO_ROOT, 'cli', 'bin', 'create-wallet-modal.js');
const account = DEV_ACCOUNTS[0]!.address;
const other = DEV_ACCOUNTS[1]!.address;
/** A wallet cookie as the kit writes it, for a request's Cookie header. */
const walletCookie = (address: string) => `${WALLET_STATE_COOKIE}=${encodeWalletState({ address, caipNetworkId: 'eip155:31337', connectorId: 'dev.wallet' })}`;
/** The server's HTML for a request with `cookie`: what a visitor sees before any script runs. */
const firstHtml = async (cookie?: string) => (await fetch(server!.url, { headers: cookie ? { cookie } : {} })).text();
/** React's hydration complaints in a page's console. */
const hydrationWarnings = (texts: readonly string[]) => texts.filter((text) => /hydrat|did not match|server rendered|Minified React error #(418|419|423|425)/i.test(text));
const { timings, timed } = stepTimer();

let workspace: string;
let app: string;
let chain: Anvil;
let browser: Browser;
let server: Awaited<ReturnType<typeof startNextServer>> | undefined;


/** The code of a generated file after its header comments: a directive must be its first statement. */
const firstStatement = (path: string) =>
  readFileSync(join(app, path), 'utf8')
    .split('\n')
    .find((line) => line.trim() !== '' && !line.startsWith('//'));

describe('create-wallet-modal --framework next: a Next.js App Router app', () => {
  beforeAll(async () => {
    if (!existsSync(join(REPO_ROOT, 'cli', 'dist', 'index.js'))) throw new Error('The CLI is not built: run `npm run build` first.');
    workspace = mkdtempSync(join(tmpdir(), 'wm-nextjs-'));
    app = join(workspace, 'my-next-app');
    [chain, browser] = await Promise.all([startAnvil({ chainId: 31337 }), launchBrowser()]);
    const config = join(workspace, 'wallet-modal.config.json');
    writeFileSync(config, JSON.stringify({ projectId: 'next-project', networks: ['eip155:31337'], rpcUrls: { 'eip155:31337': chain.url } }));
    await timed('scaffold + npm install', () =>
      runCommand(process.execPath, [CLI, 'my-next-app', '--config', config, '--yes', '--framework', 'next'], { cwd: workspace, env: userShellEnv() }),
    );
    await timed('next build', () => runCommand('npm', ['run', 'build'], { cwd: app, env: { ...userShellEnv(), NEXT_TELEMETRY_DISABLED: '1' } }));
    server = await timed('next start', () => startNextServer(app));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await chain?.stop();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
    console.info(`nextjs e2e timings (ms): ${JSON.stringify(timings)}`);
  });

  it("the provider is a client component and <WalletModal> a server component that reads the wallet cookie; the layout and page stay server components", () => {
    const integration = readdirSync(join(app, 'src', 'wallet-modal')).sort();
    expect(integration).toEqual(['ClientWalletModal.tsx', 'WalletModal.tsx', 'config.ts', 'index.ts', 'modal.ts', 'useMounted.ts']);
    for (const file of ['ClientWalletModal.tsx', 'index.ts', 'useMounted.ts']) expect(firstStatement(`src/wallet-modal/${file}`)).toBe("'use client';");
    expect(firstStatement('src/wallet-modal/WalletModal.tsx')).not.toBe("'use client';");
    expect(readFileSync(join(app, 'src/wallet-modal/WalletModal.tsx'), 'utf8')).toContain('readWalletState(await cookies())');
    for (const file of ['src/App.tsx', 'src/TryIt.tsx']) expect(firstStatement(file)).toBe("'use client';");
    // The layout and the page stay server components.
    for (const file of ['src/app/layout.tsx', 'src/app/page.tsx']) expect(firstStatement(file)).not.toBe("'use client';");
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@wallet-modal/kit', '@wallet-modal/schema', 'next', 'react', 'react-dom']);
    expect(pkg.devDependencies).toHaveProperty('typescript');
  });

  it('a first visit (no wallet cookie) gets Connect Wallet in the server HTML: no placeholder, no window on the server', async () => {
    const html = await firstHtml();
    expect(html).not.toContain('data-wallet-modal-placeholder');
    expect(html).toContain('Connect Wallet');
    expect(html).toContain('Connect a wallet to see its address and network.');
    expect(server!.output()).not.toMatch(/window is not defined|ReferenceError|Error:/);
  });

  it('every page is served with the Content-Security-Policy generated from the config: a fresh nonce per request on the inline scripts of Next.js, no unsafe-inline or unsafe-eval', async () => {
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
    const [first, second] = await Promise.all([fetch(server!.url), fetch(server!.url)]);
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[^']+' 'strict-dynamic'; style-src 'self'; img-src 'self' data:; connect-src 'self' /);
    expect(policy).toContain(new URL(chain.url).origin);
    expect(policy).not.toMatch(/unsafe/);
    expect(nonceOf(policy)).not.toBe(nonceOf(second.headers.get('content-security-policy') ?? ''));
    const html = await first.text();
    // Every inline script Next.js writes carries this request's nonce; the kit writes no style attribute.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonceOf(policy)}"`);
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
  });

  it('two concurrent requests with different wallet cookies each get their own account in the first HTML', async () => {
    const [first, second, none] = await Promise.all([firstHtml(walletCookie(account)), firstHtml(walletCookie(other)), firstHtml()]);
    expect(first).toContain(account);
    expect(first).toContain(shortAddress(account));
    expect(first).not.toContain(other);
    expect(second).toContain(other);
    expect(second).toContain(shortAddress(other));
    expect(second).not.toContain(account);
    expect(none).toContain('Connect Wallet');
    expect(none).not.toContain(account);
    // A forged or oversized cookie renders as a first visit, never an error page.
    for (const forged of [`${WALLET_STATE_COOKIE}=%7B%22v%22%3A1%2C%22a%22%3A%22%3Cscript%3E%22%7D`, `${WALLET_STATE_COOKIE}=${'x'.repeat(3000)}`]) {
      const html = await firstHtml(forged);
      expect(html).toContain('Connect Wallet');
      expect(html).not.toContain('<script>"');
    }
  });

  it('a returning visitor: the first HTML shows the account and network, the reload shows no Connect Wallet and no hydration warning; after a disconnect the first HTML says Connect Wallet', async () => {
    const { page, pageErrors, egress, close } = await openApp(browser, server!.url, async (context) => {
      await installDevWallet(context, { chains: { '31337': chain.url }, chainId: 31337, account });
      await watchForConnectWallet(context);
      await context.addInitScript({ content: CSP_RECORDER });
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => (message.type() === 'error' || message.type() === 'warning') && consoleErrors.push(message.text()));
    await connectDevWallet(page, pageErrors, account);
    await page.keyboard.press('Escape');
    // Connected under the generated policy with nothing blocked.
    expect(await readCspRecord(page)).toEqual({ violations: [], styles: 0 });

    // The cookie the kit wrote: small, not HttpOnly (the kit writes it), SameSite=Lax, the whole site.
    const stateCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === WALLET_STATE_COOKIE);
    await expect.poll(async () => readWalletState((await stateCookie())?.value && `${WALLET_STATE_COOKIE}=${(await stateCookie())!.value}`)?.address).toBe(account);
    const written = (await stateCookie())!;
    expect(written).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
    expect(written.value.length).toBeLessThan(300);

    // The server's response body, before any script runs: the account button and the network.
    const body = await (await page.request.get(server!.url)).text();
    expect(body).toContain(`aria-label="Account ${shortAddress(account)}`);
    expect(body).toContain(account);
    expect(body).toMatch(/data-testid="network-name">(?!Unknown network)[^<]+</);
    expect(body).not.toContain('Connect Wallet');

    await page.reload();
    const accountButton = page.getByRole('button', { name: `Account ${shortAddress(account)}` });
    await expect.poll(() => accountButton.count(), { timeout: 30_000 }).toBe(1);
    // The restore finished (the wallet answered) and the page still shows the account.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('@wallet-modal/connection_status')), { timeout: 30_000 }).toBe('connected');
    expect(await page.evaluate(() => (window as unknown as { __sawConnectWallet: boolean }).__sawConnectWallet)).toBe(false);
    expect(hydrationWarnings(consoleErrors)).toEqual([]);

    // Disconnect, then a reload's first HTML says Connect Wallet.
    await accountButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => stateCookie()).toBeUndefined();
    const after = await (await page.request.get(server!.url)).text();
    expect(after).toContain('Connect Wallet');
    expect(after).not.toContain(account);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(1);
    expect(hydrationWarnings(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(await readCspRecord(page)).toEqual({ violations: [], styles: 0 });
    egress.assertNoEgress();
    await close();
  });

  it('with scripts off, a visitor with a wallet cookie still sees their account button: it is in the server HTML', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: WALLET_STATE_COOKIE, value: walletCookie(account).split('=')[1]!, url: server!.url }]);
    const page = await context.newPage();
    await page.goto(server!.url);
    await expect.poll(() => page.getByRole('button', { name: `Account ${shortAddress(account)}` }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0);
    await context.close();
  });

  it('reports the JS Chromium fetches before the first click of the Next.js app (gzip level 9, idle prefetch included), as the startup budget does for the Vite app', async () => {
    const { beforeClick } = await measureJs(browser, { url: server!.url, openModal: false });
    console.info(`Next.js app: ${beforeClick.gzip} B gzip (${beforeClick.raw} B raw) of JS in ${beforeClick.files.length} files before the first click`);
    // Every script the server's HTML names is fetched and measured (Next's framework chunks, the app's, the kit's).
    expect(beforeClick.files.length).toBeGreaterThan(0);
  });

  it('a cookie the browser cannot back (the wallet was disconnected elsewhere) settles on Connect Wallet without a hydration warning, and the cookie is cleared', async () => {
    const { page, pageErrors, close } = await openApp(browser, 'about:blank', async (context) => {
      await installDevWallet(context, { chains: { '31337': chain.url }, chainId: 31337, account });
      await context.addCookies([{ name: WALLET_STATE_COOKIE, value: walletCookie(account).split('=')[1]!, url: server!.url }]);
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => (message.type() === 'error' || message.type() === 'warning') && consoleErrors.push(message.text()));
    const response = await page.goto(server!.url);
    expect(await response!.text()).toContain(shortAddress(account));
    await expect.poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === WALLET_STATE_COOKIE)).toBe(false);
    expect(await page.getByRole('button', { name: `Account ${shortAddress(account)}` }).count()).toBe(0);
    expect(hydrationWarnings(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await close();
  });
});
