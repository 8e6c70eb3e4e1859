// `create-wallet-modal add` (alias `init`) in existing apps shaped like create-vite's react-ts and
// create-next-app's App Router output (cli/fixtures/starters): what it writes, that a second run changes
// nothing, and the refusals that leave the app exactly as it was. No install here except the failing
// one; e2e/add.e2e.test.ts installs, builds and connects.

import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli, scratchDir, snapshotFiles } from './testing/cli.js';

const scratch = scratchDir();
afterAll(scratch.cleanup);

/** A copy of a starter fixture in a fresh folder. */
function starter(name: 'vite-react-ts' | 'next-app', folder: string = name): string {
  const dir = join(scratch.dir, folder);
  cpSync(join(repoRoot, 'cli', 'fixtures', 'starters', name), dir, { recursive: true });
  return dir;
}

/** One hash over every path and content below `dir` (node_modules included): equal hashes, equal trees. */
function treeHash(dir: string): string {
  const hash = createHash('sha256');
  for (const [path, content] of Object.entries(snapshotFiles(dir, [])).sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${path}\0${content}\0`);
  return hash.digest('hex');
}

const add = (dir: string, ...args: string[]) => runCli(['add', dir, '--yes', '--project-id', 'demo', '--no-install', ...args]);
const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

describe('create-wallet-modal add into a Vite React app (create-vite react-ts)', () => {
  const app = starter('vite-react-ts');

  it('writes the config and the integration, adds the dependencies and wraps <App /> in main.tsx', async () => {
    const result = await add(app);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Found a Vite + React app using npm');
    for (const file of ['wallet-modal.config.json', 'src/wallet-modal/modal.ts', 'src/wallet-modal/WalletModal.tsx', 'src/wallet-modal/index.ts']) {
      expect(existsSync(join(app, file)), file).toBe(true);
    }
    const pkg = JSON.parse(read(app, 'package.json'));
    expect(pkg.dependencies['@wallet-modal/kit']).toBe('file:../../../kit');
    expect(Object.keys(pkg.dependencies)).toEqual(['@wallet-modal/kit', '@wallet-modal/schema', 'react', 'react-dom']);
    // The starter's style: single quotes, no semicolons.
    expect(read(app, 'src/main.tsx')).toContain("import App from './App.tsx'\nimport { WalletModal } from './wallet-modal'\n");
    expect(read(app, 'src/main.tsx')).toContain('  <StrictMode>\n    <WalletModal>\n      <App />\n    </WalletModal>\n  </StrictMode>,');
    expect(read(app, 'vite.config.ts')).toContain("resolve: { dedupe: ['react', 'react-dom'] },");
    expect(result.output).toMatch(/render <ConnectButton \/>/);
  });

  it('is idempotent: running it twice (as init) changes nothing', async () => {
    const before = treeHash(app);
    const again = await runCli(['init', app, '--yes', '--no-install']);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('already in');
    expect(treeHash(app)).toBe(before);
  });
});

describe('create-wallet-modal add into a Next.js app (create-next-app, App Router)', () => {
  const app = starter('next-app');

  it('writes client components beside app/, adds the dependencies and wraps {children} in the root layout', async () => {
    const result = await add(app);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Found a Next.js (App Router) app using npm');
    expect(Object.keys(snapshotFiles(join(app, 'wallet-modal'))).sort()).toEqual(['ClientWalletModal.tsx', 'WalletModal.tsx', 'config.ts', 'index.ts', 'modal.ts', 'useMounted.ts']);
    // <WalletModal> is a server component (it reads the wallet cookie); the provider it renders is a client one.
    expect(read(app, 'wallet-modal/ClientWalletModal.tsx')).toMatch(/\n\n'use client';\n/);
    expect(read(app, 'wallet-modal/WalletModal.tsx')).not.toContain("'use client'");
    expect(read(app, 'wallet-modal/WalletModal.tsx')).toContain("readWalletState(await cookies())");
    // The starter's style: double quotes and semicolons.
    const layout = read(app, 'app/layout.tsx');
    expect(layout).toContain('import "./globals.css";\nimport { WalletModal } from "../wallet-modal/WalletModal";\n');
    expect(layout).toContain('      <body>\n        <WalletModal>\n          {children}\n        </WalletModal>\n      </body>');
    expect(read(app, 'next.config.ts')).toMatch(/turbopack: \{ root: '[^']+' \},\n {2}outputFileTracingRoot: '[^']+',/);
  });

  it('is idempotent: running it twice changes nothing', async () => {
    const before = treeHash(app);
    const again = await runCli(['add', app, '--yes', '--no-install']);
    expect(again.code, again.output).toBe(0);
    expect(treeHash(app)).toBe(before);
  });

  it('generate in the added app regenerates only its own files, in wallet-modal/ beside app/', async () => {
    const config = JSON.parse(read(app, 'wallet-modal.config.json'));
    writeFileSync(join(app, 'wallet-modal.config.json'), JSON.stringify({ ...config, networks: ['eip155:10'] }, null, 2));
    const before = snapshotFiles(app);
    const result = await runCli(['generate', '--cwd', app]);
    expect(result.code, result.output).toBe(0);
    const after = snapshotFiles(app);
    const changed = Object.keys(after).filter((path) => after[path] !== before[path]);
    // proxy.ts sends the Content-Security-Policy, whose connect-src lists the networks' RPC URLs.
    expect(changed).toEqual(['proxy.ts', 'wallet-modal/config.ts']);
    expect(after['proxy.ts']).toContain('https://mainnet.optimism.io');
    expect(after['proxy.ts']).not.toContain('https://eth.merkle.io');
  });

  it('generate names the exact line to change when the root layout still imports WalletModal from the client index', async () => {
    const layout = read(app, 'app/layout.tsx');
    writeFileSync(join(app, 'app/layout.tsx'), layout.replace('import { WalletModal } from "../wallet-modal/WalletModal";', 'import { ConnectButton, WalletModal } from "../wallet-modal";'));
    const result = await runCli(['generate', '--cwd', app]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(
      'app/layout.tsx imports WalletModal from "../wallet-modal", a client module that no longer exports it',
    );
    expect(result.output).toContain('Change the line\n│    import { ConnectButton, WalletModal } from "../wallet-modal";\n│  to\n│    import { WalletModal } from "../wallet-modal/WalletModal";\n│    import { ConnectButton } from "../wallet-modal";');
    writeFileSync(join(app, 'app/layout.tsx'), layout);
    expect((await runCli(['generate', '--cwd', app])).output).not.toContain('no longer exports it');
  });
});

describe('create-wallet-modal add into a Next.js app with its own middleware', () => {
  it('writes no proxy.ts beside an app\'s own middleware.ts (Next.js refuses both) and prints the policy to send from it', async () => {
    const app = starter('next-app', 'next-with-middleware');
    writeFileSync(join(app, 'middleware.ts'), 'export function middleware() {}\n');
    const result = await add(app);
    expect(result.code, result.output).toBe(0);
    expect(existsSync(join(app, 'proxy.ts'))).toBe(false);
    expect(result.output).toContain('middleware.ts is your own, and Next.js runs either it or a proxy.ts, so no proxy.ts was written.');
    expect(result.output).toMatch(/script-src 'self' 'nonce-\{NONCE\}' 'strict-dynamic'; style-src 'self';/);
  });
});

describe('create-wallet-modal add: a root it cannot edit safely', () => {
  it('prints the exact two lines to add when main.tsx has another shape', async () => {
    const app = starter('vite-react-ts', 'vite-custom-root');
    writeFileSync(join(app, 'src/main.tsx'), "import App from './App.tsx'\nimport { render } from './render'\nrender(<App />, <App />)\n");
    const result = await add(app);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("add these two lines to it yourself:\n│    import { WalletModal } from './wallet-modal';\n│    <WalletModal><App /></WalletModal>");
    expect(read(app, 'src/main.tsx')).not.toContain('WalletModal');
  });
});

describe('create-wallet-modal add: bad input leaves the app exactly as it was', () => {
  const unchanged = async (dir: string, args: string[], message: RegExp) => {
    const before = treeHash(dir);
    const result = await runCli(['add', dir, '--yes', '--project-id', 'demo', ...args]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(treeHash(dir)).toBe(before);
  };

  it('a folder that is not an app (no package.json) is refused with what to do', async () => {
    const dir = join(scratch.dir, 'not-an-app');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await unchanged(dir, [], /is not an app: it has no package\.json\. Run `create-wallet-modal add` in the folder of a Vite React or Next\.js app/);
  });

  it('a package.json without react is refused', async () => {
    const dir = join(scratch.dir, 'no-react');
    mkdirSync(dir);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'server', dependencies: { express: '^5.0.0' } }, null, 2));
    await unchanged(dir, [], /does not list react: the wallet modal is added to React apps/);
  });

  it('a framework it does not know is refused, naming the supported ones and --framework', async () => {
    const dir = join(scratch.dir, 'remix-app');
    mkdirSync(dir);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'remix', dependencies: { react: '^19.0.0', '@remix-run/react': '^2.0.0' } }, null, 2));
    await unchanged(dir, [], /Could not tell which framework .* uses: package\.json lists neither next nor vite.*pass --framework vite or --framework next/);
    await unchanged(dir, ['--framework', 'remix'], /--framework "remix" is not supported; allowed values: vite, next\./);
  });

  it('a Next.js Pages Router app is refused (the App Router is supported)', async () => {
    const dir = starter('next-app', 'pages-router');
    rmSync(join(dir, 'app'), { recursive: true });
    mkdirSync(join(dir, 'pages'));
    writeFileSync(join(dir, 'pages', 'index.tsx'), 'export default function Home() { return null; }\n');
    await unchanged(dir, [], /has no app\/ folder: create-wallet-modal adds the modal to Next\.js App Router apps/);
  });

  it('an install that fails (offline: a dead registry, an empty cache) says so, and every file it wrote is put back', async () => {
    const app = starter('vite-react-ts', 'offline');
    const before = treeHash(app);
    const cache = mkdtempSync(join(scratch.dir, 'empty-cache-'));
    const env = { npm_config_registry: 'http://127.0.0.1:9', npm_config_cache: cache, npm_config_fetch_retries: '0', npm_config_prefer_offline: 'false' };
    const result = await runCli(['add', app, '--yes', '--project-id', 'demo'], repoRoot, env);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/npm install failed/);
    expect(result.stderr).toMatch(/`npm install --no-fund --no-audit` failed, so nothing was changed: the app is as it was\./);
    expect(treeHash(app)).toBe(before);
    expect(existsSync(join(app, 'node_modules'))).toBe(false);
  });
});

describe('create-wallet-modal add with another package manager', () => {
  it("a pnpm app (pnpm-lock.yaml) is told to run pnpm install, and npm's lockfile is never written", async () => {
    const app = starter('vite-react-ts', 'pnpm-app');
    writeFileSync(join(app, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");
    const result = await add(app);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Found a Vite + React app using pnpm');
    expect(result.output).toContain('Skipped installing dependencies (--no-install): run `pnpm install` in the app.');
    expect(existsSync(join(app, 'package-lock.json'))).toBe(false);
  });
});
