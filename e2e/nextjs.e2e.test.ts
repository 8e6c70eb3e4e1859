// The Next.js App Router template: the built CLI scaffolds a Next app outside the clone (file:
// dependencies on the clone's kit and schema, installed by the CLI), `next build` passes, `next start`
// serves it, the Dev Wallet connects, and a reload restores the account without ever showing
// "Connect Wallet" (the server renders a placeholder; the browser restores the connection from storage).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from './world/accounts';
import { startAnvil, type Anvil } from './world/anvil';
import { launchBrowser } from './world/chromium';
import { REPO_ROOT } from './world/example-app';
import { connectDevWallet, openApp, shortAddress, userShellEnv } from './world/fresh-app';
import { installDevWallet } from './world/inject-dev-wallet';
import { startNextServer, watchForConnectWallet } from './world/next-server';
import { runCommand } from './world/run';
import { stepTimer } from './world/timings.js';

const CLI = join(REPO_ROOT, 'cli', 'bin', 'create-wallet-modal.js');
const account = DEV_ACCOUNTS[0]!.address;
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

  it("the modal loads only on the client: every generated component and the integration's index are 'use client' modules", () => {
    const integration = readdirSync(join(app, 'src', 'wallet-modal')).sort();
    expect(integration).toEqual(['ConnectButton.tsx', 'WalletModal.tsx', 'config.ts', 'index.ts', 'modal.ts', 'useMounted.ts']);
    for (const file of ['ConnectButton.tsx', 'WalletModal.tsx', 'index.ts', 'useMounted.ts']) expect(firstStatement(`src/wallet-modal/${file}`)).toBe("'use client';");
    for (const file of ['src/App.tsx', 'src/TryIt.tsx']) expect(firstStatement(file)).toBe("'use client';");
    // The layout and the page stay server components.
    for (const file of ['src/app/layout.tsx', 'src/app/page.tsx']) expect(firstStatement(file)).not.toBe("'use client';");
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@wallet-modal/kit', '@wallet-modal/schema', 'next', 'react', 'react-dom']);
    expect(pkg.devDependencies).toHaveProperty('typescript');
  });

  it('next build prerenders the page on the server without touching window, and its HTML has no disconnected button', async () => {
    const html = await (await fetch(server!.url)).text();
    expect(html).toContain('data-wallet-modal-placeholder');
    expect(html).not.toContain('Connect Wallet');
    expect(server!.output()).not.toMatch(/window is not defined|ReferenceError|Error:/);
  });

  it('a browser connects the Dev Wallet on the built app, and a reload shows the account without a flash of the disconnected button', async () => {
    const { page, pageErrors, egress, close } = await openApp(browser, server!.url, async (context) => {
      await installDevWallet(context, { chains: { '31337': chain.url }, chainId: 31337, account });
      await watchForConnectWallet(context);
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await connectDevWallet(page, pageErrors, account);
    await page.keyboard.press('Escape');

    await page.reload();
    const accountButton = page.getByRole('button', { name: `Account ${shortAddress(account)}` });
    await expect.poll(() => accountButton.count(), { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __sawConnectWallet: boolean }).__sawConnectWallet)).toBe(false);
    // The server's HTML and the browser's first render agree: React reports no hydration mismatch.
    expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
    egress.assertNoEgress();
    await close();
  });
});
