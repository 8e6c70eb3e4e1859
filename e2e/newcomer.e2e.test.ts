// What a newcomer does with a clone of this repo: run the built CLI into a folder outside the clone
// (the app gets file: dependencies on the clone's kit and schema, and the CLI installs them), build,
// serve dist, click Connect Wallet and pick the Dev Wallet; and `npm run dev`. The linked kit must use
// the app's React: with two copies the page throws "Cannot read properties of null (reading 'useRef')".
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, DEV_ACCOUNTS, type DevWalletConfig, devWalletScripts, freePort, installDevWallet, launchBrowser, REPO_ROOT, runCommand, serveStatic, startAnvil, type StaticServer } from '@wallet-modal/testing';
import { connectDevWallet as connectAccount, openApp, userShellEnv } from './support/fresh-app';

const CLI = join(REPO_ROOT, 'cli', 'bin', 'create-wallet-modal.js');
const account = DEV_ACCOUNTS[0]!.address;

let workspace: string;
let app: string;
let cliOutput: string;
let chain: Anvil;
let browser: Browser;
let served: StaticServer | undefined;

const walletConfig = (): DevWalletConfig => ({ chains: { '31337': chain.url }, chainId: 31337, account });
const open = (url: string, setup?: (context: BrowserContext) => Promise<void>) => openApp(browser, url, setup);
const connectDevWallet = (page: Page, pageErrors: readonly string[]) => connectAccount(page, pageErrors, account);

/** `npm run dev` on `port`, in its own process group so vite (npm's grandchild) stops with it. */
async function startDevServer(cwd: string, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn('npm', ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd,
    env: userShellEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const killGroup = () => child.pid && process.kill(-child.pid, 'SIGKILL');
  process.once('exit', killGroup);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    process.off('exit', killGroup);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited (${child.exitCode}):\n${output}`);
    if (await fetch(url).then((response) => response.ok, () => false)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`npm run dev did not answer on ${url} within 60 s:\n${output}`);
}

describe('a newcomer scaffolds an app from a clone of this repo', () => {
  beforeAll(async () => {
    if (!existsSync(join(REPO_ROOT, 'cli', 'dist', 'index.js'))) throw new Error('The CLI is not built: run `npm run build` first.');
    workspace = mkdtempSync(join(tmpdir(), 'wm-newcomer-'));
    app = join(workspace, 'my-app');
    [chain, browser] = await Promise.all([startAnvil({ chainId: 31337 }), launchBrowser()]);
    // The config a newcomer writes for a local chain: the CLI takes it with --config.
    const config = join(workspace, 'wallet-modal.config.json');
    writeFileSync(config, JSON.stringify({ projectId: 'newcomer-project', networks: ['eip155:31337'], rpcUrls: { 'eip155:31337': chain.url } }));
    cliOutput = await runCommand(process.execPath, [CLI, 'my-app', '--config', config, '--yes'], { cwd: workspace, env: userShellEnv() });
  });

  afterAll(async () => {
    await browser?.close();
    await served?.close();
    await chain?.stop();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  it("writes the app outside the clone with file: dependencies on the clone's kit and schema, and installs them", () => {
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@wallet-modal/kit']).toBe(`file:${join(REPO_ROOT, 'kit')}`);
    expect(pkg.dependencies['@wallet-modal/schema']).toBe(`file:${join(REPO_ROOT, 'schema')}`);
    expect(cliOutput).toContain('Installed dependencies');
    // The setting that loads React twice without dedupe: a linked kit next to the clone's own React.
    expect(lstatSync(join(app, 'node_modules', '@wallet-modal', 'kit')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'react', 'package.json'))).toBe(true);
    expect(existsSync(join(REPO_ROOT, 'node_modules', 'react', 'package.json'))).toBe(true);
  });

  it('npm run build, served: Connect Wallet, Dev Wallet, the account shows, and no page error', async () => {
    await runCommand('npm', ['run', 'build'], { cwd: app, env: userShellEnv() });
    served = await serveStatic({ root: join(app, 'dist'), injectScripts: devWalletScripts(walletConfig()) });
    const { page, pageErrors, egress, close } = await open(served.url);
    await connectDevWallet(page, pageErrors);
    expect(pageErrors).toEqual([]);
    egress.assertNoEgress();
    await close();
  });

  it('npm run dev renders Connect Wallet, connects the Dev Wallet, and has no page error', async () => {
    const dev = await startDevServer(app, await freePort());
    try {
      const { page, pageErrors, egress, close } = await open(dev.url, (context) => installDevWallet(context, walletConfig()));
      await connectDevWallet(page, pageErrors);
      expect(pageErrors).toEqual([]);
      egress.assertNoEgress();
      await close();
    } finally {
      await dev.stop();
    }
  });
});
