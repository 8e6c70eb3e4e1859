// `create-wallet-modal add` into apps shaped like their starters' output (create-vite react-ts and
// create-next-app with the App Router: cli/fixtures/starters), outside the clone: the built CLI writes the
// config and the integration, wraps the root and installs with npm; the developer puts <ConnectButton />
// on their page; the app builds (the starter's own build: `tsc -b && vite build`, `next build`) and the
// Dev Wallet connects in Chromium.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, DEV_ACCOUNTS, devWalletScripts, installDevWallet, launchBrowser, REPO_ROOT, runCommand, serveStatic, startAnvil, type StaticServer } from '@wallet-modal/testing';
import { connectDevWallet, openApp, userShellEnv } from './support/fresh-app';
import { startNextServer } from './support/next-server';
import { stepTimer } from './support/timings.js';

const CLI = join(REPO_ROOT, 'cli', 'bin', 'create-wallet-modal.js');
const account = DEV_ACCOUNTS[0]!.address;
const { timings, timed } = stepTimer();

let workspace: string;
let chain: Anvil;
let browser: Browser;
let served: StaticServer | undefined;
let nextServer: Awaited<ReturnType<typeof startNextServer>> | undefined;
const outputs: Record<string, string> = {};


const appDir = (starter: string) => join(workspace, starter);
const env = () => ({ ...userShellEnv(), NEXT_TELEMETRY_DISABLED: '1' });

/** What the developer does after `add`: import <ConnectButton /> and put it under the page's heading. */
function placeConnectButton(file: string, importLine: string, heading: RegExp) {
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, `${importLine}\n${source.replace(heading, (line) => `${line}\n<ConnectButton />`)}`);
}

describe('create-wallet-modal add into starter-shaped Vite and Next.js apps', () => {
  beforeAll(async () => {
    if (!existsSync(join(REPO_ROOT, 'cli', 'dist', 'index.js'))) throw new Error('The CLI is not built: run `npm run build` first.');
    workspace = mkdtempSync(join(tmpdir(), 'wm-add-'));
    const world = Promise.all([startAnvil({ chainId: 31337 }), launchBrowser()]);
    for (const starter of ['vite-react-ts', 'next-app']) cpSync(join(REPO_ROOT, 'cli', 'fixtures', 'starters', starter), appDir(starter), { recursive: true });
    [chain, browser] = await world;
    const config = join(workspace, 'wallet-modal.config.json');
    writeFileSync(config, JSON.stringify({ projectId: 'add-project', networks: ['eip155:31337'], rpcUrls: { 'eip155:31337': chain.url } }));
    await Promise.all(
      ['vite-react-ts', 'next-app'].map((starter) =>
        timed(`add + npm install (${starter})`, async () => {
          outputs[starter] = await runCommand(process.execPath, [CLI, 'add', '--config', config, '--yes'], { cwd: appDir(starter), env: env() });
        }),
      ),
    );
  });

  afterAll(async () => {
    await browser?.close();
    await served?.close();
    await nextServer?.stop();
    await chain?.stop();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
    console.info(`add e2e timings (ms): ${JSON.stringify(timings)}`);
  });

  it('add detected each framework, installed with npm and wrapped the root', () => {
    expect(outputs['vite-react-ts']).toContain('Found a Vite + React app using npm');
    expect(outputs['next-app']).toContain('Found a Next.js (App Router) app using npm');
    for (const starter of ['vite-react-ts', 'next-app']) {
      expect(outputs[starter]).toContain('Installed dependencies');
      expect(existsSync(join(appDir(starter), 'node_modules', '@wallet-modal', 'kit', 'package.json'))).toBe(true);
    }
    expect(readFileSync(join(appDir('vite-react-ts'), 'src/main.tsx'), 'utf8')).toContain('<WalletModal>');
    expect(readFileSync(join(appDir('next-app'), 'app/layout.tsx'), 'utf8')).toContain('<WalletModal>');
  });

  it('the Vite app builds with its own `tsc -b && vite build`, and the Dev Wallet connects', async () => {
    const app = appDir('vite-react-ts');
    placeConnectButton(join(app, 'src/App.tsx'), "import { ConnectButton } from './wallet-modal'", /<h1>Vite \+ React<\/h1>/);
    await timed('vite app build', () => runCommand('npm', ['run', 'build'], { cwd: app, env: env() }));
    served = await serveStatic({ root: join(app, 'dist'), injectScripts: devWalletScripts({ chains: { '31337': chain.url }, chainId: 31337, account }) });
    const { page, pageErrors, egress, close } = await openApp(browser, served.url);
    await timed('vite connect', () => connectDevWallet(page, pageErrors, account));
    expect(pageErrors).toEqual([]);
    egress.assertNoEgress();
    await close();
  }, 240_000);

  it('the Next.js app passes next build, and the Dev Wallet connects on next start', async () => {
    const app = appDir('next-app');
    placeConnectButton(join(app, 'app/page.tsx'), 'import { ConnectButton } from "../wallet-modal";', /<h1>To get started, edit the page\.tsx file\.<\/h1>/);
    await timed('next app build', () => runCommand('npm', ['run', 'build'], { cwd: app, env: env() }));
    nextServer = await startNextServer(app);
    const { page, pageErrors, egress, close } = await openApp(browser, nextServer.url, (context) =>
      installDevWallet(context, { chains: { '31337': chain.url }, chainId: 31337, account }),
    );
    await timed('next connect', () => connectDevWallet(page, pageErrors, account));
    expect(pageErrors).toEqual([]);
    egress.assertNoEgress();
    await close();
    // next build alone takes 1-4 minutes on two shared cores.
  }, 420_000);
});
