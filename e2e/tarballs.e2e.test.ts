// The path `npx create-wallet-modal` takes once published, without a clone: `npm pack` schema, kit and
// cli into a folder outside the repo, install the cli tarball into a tools prefix and run ITS bin to
// scaffold an app (--kit-source: file: dependencies on the kit and schema tarballs), then npm install,
// npm run build, serve dist with the Dev Wallet, click Connect Wallet -> Dev Wallet and see the account.
// Needs `npm run build` first (npm pack packs dist as built; `npm publish` builds it, prepublishOnly).
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, DEV_ACCOUNTS, devWalletScripts, launchBrowser, REPO_ROOT, runCommand, serveStatic, startAnvil, type StaticServer } from '@wallet-modal/testing';
import { connectDevWallet, openApp, userShellEnv } from './support/fresh-app';
import { stepTimer } from './support/timings.js';

const PACKAGES = { schema: '@wallet-modal/schema', kit: '@wallet-modal/kit', cli: 'create-wallet-modal' } as const;
/** What an app must never carry into production: the build and type tools, and the kit's build-time styles. */
const DEV_TOOLS = ['typescript', 'vite', '@vitejs/plugin-react', '@vanilla-extract/css', '@vanilla-extract/vite-plugin', 'simple-icons'];
const account = DEV_ACCOUNTS[0]!.address;

let workspace: string;
let packed: string;
let tools: string;
let app: string;
let tarballs: Record<keyof typeof PACKAGES, string>;
let chain: Anvil;
let browser: Browser;
let served: StaticServer | undefined;
const { timings, timed } = stepTimer();


/** The files in a tarball, without npm's `package/` prefix. */
async function tarballFiles(tarball: string): Promise<string[]> {
  const listing = await runCommand('tar', ['-tzf', tarball], { cwd: packed });
  return listing.split('\n').filter(Boolean).map((path) => path.replace(/^package\//, ''));
}

/**
 * `npm pack` of one workspace package into `packed`, checked to hold `required`; returns the tarball's path.
 * Other work in this tree may be rebuilding dist/ (vite empties it first), which makes npm pack fail or
 * miss files: such a pack is retried a few times before the test gives up with what was missing.
 */
async function pack(name: string, required: readonly string[]): Promise<string> {
  let problem = '';
  for (let attempt = 1; attempt <= 4; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 10_000));
    const before = new Set(readdirSync(packed));
    try {
      await runCommand('npm', ['pack', '-w', name, '--pack-destination', packed], { cwd: REPO_ROOT, env: userShellEnv() });
    } catch (error) {
      problem = (error as Error).message;
      for (const file of readdirSync(packed)) if (!before.has(file)) rmSync(join(packed, file), { force: true });
      continue;
    }
    const made = readdirSync(packed).filter((file) => !before.has(file));
    if (made.length !== 1) throw new Error(`npm pack -w ${name} made ${made.length} tarballs: ${made.join(', ')}`);
    const tarball = join(packed, made[0]!);
    const files = await tarballFiles(tarball);
    const missing = required.filter((file) => !files.includes(file));
    if (missing.length === 0) return tarball;
    problem = `${made[0]} lacks ${missing.join(', ')}`;
    rmSync(tarball);
  }
  throw new Error(`npm pack -w ${name}: ${problem}\nRun \`npm run build\` (and let other builds finish), then retry.`);
}

/** Bytes under `dir`, counting each file once (du -sb, without following links). */
function diskBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += diskBytes(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

type LockPackage = { dev?: boolean; devOptional?: boolean; optional?: boolean; link?: boolean };
/** The installed packages from the app's lockfile, keyed by their node_modules path. */
const lockPackages = () =>
  Object.entries((JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockPackage> }).packages).filter(
    ([path]) => path !== '',
  );
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('an app made by the packed CLI from packed kit and schema, with no clone in sight', () => {
  beforeAll(async () => {
    for (const dir of ['schema', 'kit', 'cli']) {
      if (!existsSync(join(REPO_ROOT, dir, 'dist'))) throw new Error(`${dir}/dist is missing: run \`npm run build\` first.`);
    }
    workspace = mkdtempSync(join(tmpdir(), 'wm-tarballs-'));
    packed = join(workspace, 'packed');
    tools = join(workspace, 'tools');
    const apps = join(workspace, 'apps');
    app = join(apps, 'my-app');
    mkdirSync(packed);
    mkdirSync(apps);
    const world = Promise.all([startAnvil({ chainId: 31337 }), launchBrowser()]);
    await timed('pack', async () => {
      // One at a time: npm pack runs the cli's prepack, which copies ../templates and ../kit/manifest.json.
      const schema = await pack(PACKAGES.schema, ['dist/index.js', 'dist/index.d.ts', 'dist/wire/index.js', 'config.schema.json']);
      const kit = await pack(PACKAGES.kit, ['dist/index.js', 'dist/react.js', 'dist/evm.js', 'dist/style.css', 'dist/types/index.d.ts', 'manifest.json']);
      const cli = await pack(PACKAGES.cli, [
        'bin/create-wallet-modal.js',
        'dist/index.js',
        'templates/app/package.json.hbs',
        'templates/app-next/package.json.hbs',
        'templates/integration-next/index.ts.hbs',
        'kit-manifest.json',
      ]);
      tarballs = { schema, kit, cli };
    });
    // The cli depends on @wallet-modal/schema, not on npm yet: its tarball goes in beside it.
    await timed('install cli', () =>
      runCommand('npm', ['install', '--prefix', tools, tarballs.cli, tarballs.schema, '--prefer-offline', '--no-audit', '--no-fund'], {
        cwd: workspace,
        env: userShellEnv(),
      }),
    );
    [chain, browser] = await world;
    const config = join(workspace, 'wallet-modal.config.json');
    writeFileSync(config, JSON.stringify({ projectId: 'tarball-project', networks: ['eip155:31337'], rpcUrls: { 'eip155:31337': chain.url } }));
    const bin = join(tools, 'node_modules', '.bin', 'create-wallet-modal');
    await timed('scaffold + npm install', () =>
      runCommand(bin, ['my-app', '--config', config, '--yes', '--kit-source', packed], { cwd: apps, env: userShellEnv() }),
    );
  });

  afterAll(async () => {
    await browser?.close();
    await served?.close();
    await chain?.stop();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
    console.info(`tarballs e2e timings (ms): ${JSON.stringify(timings)}`);
  });

  it('everything lives outside the repo, and the bin that ran is the installed tarball, with its templates and the kit manifest', () => {
    for (const dir of [packed, tools, app]) expect(relative(REPO_ROOT, dir).startsWith('..')).toBe(true);
    const installed = join(tools, 'node_modules', 'create-wallet-modal');
    expect(realpathSync(join(tools, 'node_modules', '.bin', 'create-wallet-modal'))).toBe(realpathSync(join(installed, 'bin', 'create-wallet-modal.js')));
    expect(lstatSync(installed).isSymbolicLink()).toBe(false);
    expect(existsSync(join(installed, 'templates', 'app', 'package.json.hbs'))).toBe(true);
    expect(existsSync(join(installed, 'templates', 'integration', 'modal.ts.hbs'))).toBe(true);
    expect(JSON.parse(readFileSync(join(installed, 'kit-manifest.json'), 'utf8'))).toEqual(
      JSON.parse(readFileSync(join(REPO_ROOT, 'kit', 'manifest.json'), 'utf8')),
    );
    // npm pack's postpack cleans up after the cli's prepack: nothing is left in the clone.
    expect(existsSync(join(REPO_ROOT, 'cli', 'templates'))).toBe(false);
    expect(existsSync(join(REPO_ROOT, 'cli', 'kit-manifest.json'))).toBe(false);
  });

  it('without --kit-source the installed CLI knows it is not in a clone and writes the published range', async () => {
    const other = join(workspace, 'apps', 'published');
    await runCommand(join(tools, 'node_modules', '.bin', 'create-wallet-modal'), [other, '--project-id', 'p', '--yes', '--no-install'], {
      cwd: workspace,
      env: userShellEnv(),
    });
    const pkg = JSON.parse(readFileSync(join(other, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; scripts: Record<string, string> };
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'kit', 'package.json'), 'utf8')) as { version: string };
    expect(pkg.dependencies['@wallet-modal/kit']).toBe(`^${version}`);
    expect(pkg.dependencies['@wallet-modal/schema']).toBe(`^${version}`);
    expect(pkg.scripts.generate).toBe('npx create-wallet-modal generate');
  });

  it('the packed CLI scaffolds a Next.js App Router app from the tarballs too (--framework next), with no clone-only Turbopack root', async () => {
    const next = join(workspace, 'apps', 'next-app');
    await runCommand(join(tools, 'node_modules', '.bin', 'create-wallet-modal'), [next, '--project-id', 'p', '--yes', '--no-install', '--framework', 'next', '--kit-source', packed], {
      cwd: workspace,
      env: userShellEnv(),
    });
    const pkg = JSON.parse(readFileSync(join(next, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@wallet-modal/kit']).toBe(`file:${tarballs.kit}`);
    expect(pkg.dependencies.next).toBeDefined();
    // The client half of the server-rendered <WalletModal> (issue 36): the modal lives in the browser.
    expect(readFileSync(join(next, 'src', 'wallet-modal', 'ClientWalletModal.tsx'), 'utf8')).toContain("'use client';");
    expect(readFileSync(join(next, 'next.config.mjs'), 'utf8')).not.toContain('turbopack');
  });

  it('the app depends on the kit and schema tarballs and npm installed real copies of them, not links', () => {
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@wallet-modal/kit']).toBe(`file:${tarballs.kit}`);
    expect(pkg.dependencies['@wallet-modal/schema']).toBe(`file:${tarballs.schema}`);
    for (const name of ['kit', 'schema']) {
      const dir = join(app, 'node_modules', '@wallet-modal', name);
      expect(lstatSync(dir).isSymbolicLink()).toBe(false);
      expect(existsSync(join(dir, 'dist'))).toBe(true);
    }
    expect(existsSync(join(app, 'node_modules', '@wallet-modal', 'kit', 'dist', 'style.css'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', '@wallet-modal', 'kit', 'manifest.json'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', '@wallet-modal', 'schema', 'config.schema.json'))).toBe(true);
  });

  it('no build or type tool is a production dependency of the app; node_modules stays within 150 MB and 100 packages', () => {
    const all = lockPackages();
    // devOptional: a dev dependency that is only an optional peer in production (typescript, for abitype);
    // `npm install --omit=dev` leaves it out.
    const production = all.filter(([, entry]) => !entry.dev && !entry.devOptional);
    expect(production.map(([path]) => nameOf(path)).filter((name) => DEV_TOOLS.includes(name))).toEqual([]);
    const megabytes = diskBytes(join(app, 'node_modules')) / 1e6;
    // The kit bundles its lazy-loaded dependencies (WalletConnect's SDK, @solana/kit, wallet-standard,
    // Radix) into its own chunks: an app installs viem, zod, nanostores and React beside it, and its tools.
    console.info(
      `tarball app node_modules: ${megabytes.toFixed(1)} MB, ${all.length} packages (${production.length} production, ` +
        `${all.length - production.length} dev); tarballs: ${Object.values(tarballs)
          .map((file) => `${relative(packed, file)} ${(statSync(file).size / 1e3).toFixed(0)} kB`)
          .join(', ')}`,
    );
    expect(all.length).toBeLessThanOrEqual(100);
    expect(megabytes).toBeLessThanOrEqual(150);
  });

  it('npm run build, served with the Dev Wallet: Connect Wallet, Dev Wallet, the account shows, and no page error', async () => {
    await timed('app build', () => runCommand('npm', ['run', 'build'], { cwd: app, env: userShellEnv() }));
    served = await serveStatic({ root: join(app, 'dist'), injectScripts: devWalletScripts({ chains: { '31337': chain.url }, chainId: 31337, account }) });
    const { page, pageErrors, egress, close } = await openApp(browser, served.url);
    await timed('connect', () => connectDevWallet(page, pageErrors, account));
    expect(pageErrors).toEqual([]);
    egress.assertNoEgress();
    await close();
  });
});
