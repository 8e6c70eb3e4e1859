// `generate` after the config is edited: imports follow the config, hand edits are kept unless --force,
// --dry-run writes nothing, --diff shows the change, a bad config writes nothing.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, scratchDir, snapshotFiles } from './testing/cli.js';

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const scratch = scratchDir();
afterAll(scratch.cleanup);

const app = join(scratch.dir, 'app');
const read = (path: string) => readFileSync(join(app, path), 'utf8');
const modalPath = 'src/wallet-modal/modal.ts';
const configPath = 'src/wallet-modal/config.ts';

function editConfig(change: (config: Record<string, unknown>) => void) {
  const config = JSON.parse(read('wallet-modal.config.json'));
  change(config);
  writeFileSync(join(app, 'wallet-modal.config.json'), JSON.stringify(config, null, 2));
}

const generate = (...args: string[]) => runCli(['generate', ...args], app);

beforeAll(async () => {
  const result = await runCli([app, '--yes', '--project-id', 'demo', '--networks', `eip155:1,${SOLANA}`, '--no-install']);
  expect(result.code, result.output).toBe(0);
});

describe('create-wallet-modal generate', () => {
  it('with nothing changed, every file is reported unchanged', async () => {
    const before = snapshotFiles(app);
    const result = await generate();
    expect(result.code, result.output).toBe(0);
    expect(result.output.match(/unchanged +src\/wallet-modal\//g)).toHaveLength(4);
    expect(snapshotFiles(app)).toEqual(before);
  });

  it('The CLI never emits an import the kit does not export: a Solana network imports the Solana adapter the kit exports, and no notice', async () => {
    expect(read(modalPath)).toContain("import { solanaAdapter } from '@wallet-modal/kit/solana';");
    const result = await generate();
    expect(result.output).not.toMatch(/no adapter to connect them/);
  });

  it('Turning a chain family off removes its import from the generated code', async () => {
    expect(read(modalPath)).toContain('adapters: [evmAdapter(), walletConnectAdapter(config), solanaAdapter()]');
    editConfig((config) => (config.networks = [SOLANA]));
    const result = await generate();
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/updated +src\/wallet-modal\/modal\.ts/);
    expect(read(modalPath)).not.toMatch(/evmAdapter/);
    expect(read(modalPath)).toContain('adapters: [walletConnectAdapter(config), solanaAdapter()]');
    editConfig((config) => (config.networks = ['eip155:1']));
    await generate();
    expect(read(modalPath)).not.toMatch(/solana/i);
    expect(read(modalPath)).toContain('adapters: [evmAdapter(), walletConnectAdapter(config)]');
  });

  it('WalletConnect is wired while the connector order lists it, and gone when it does not', async () => {
    expect(read(modalPath)).toContain("import { walletConnectAdapter } from '@wallet-modal/kit/walletconnect';");
    editConfig((config) => (config.connectorOrder = ['recent', 'injected']));
    await generate();
    expect(read(modalPath)).not.toMatch(/walletconnect/i);
    expect(read(modalPath)).toContain('adapters: [evmAdapter()]');
    editConfig((config) => delete config.connectorOrder);
    await generate();
  });

  it('Turning a feature off shows in the generated config and removes its module import; turning it on again restores both', async () => {
    expect(read(modalPath)).toContain("import { history } from '@wallet-modal/kit/history';");
    editConfig((config) => (config.features = { history: false }));
    await generate();
    expect(read(configPath)).toContain('  features: {\n    history: false,\n  },\n');
    expect(read(modalPath)).not.toMatch(/history/);
    editConfig((config) => delete config.features);
    await generate();
    expect(read(configPath)).not.toContain('features');
    expect(read(modalPath)).toContain('modules: [history(), receive(), send()]');
  });

  it('--dry-run writes nothing and lists what would change; --diff prints a unified diff', async () => {
    editConfig((config) => (config.themeMode = 'light'));
    const before = snapshotFiles(app);
    const result = await generate('--dry-run', '--diff');
    expect(result.code, result.output).toBe(0);
    expect(snapshotFiles(app)).toEqual(before);
    expect(result.output).toMatch(/Dry run, nothing written/);
    expect(result.output).toMatch(/would update +src\/wallet-modal\/config\.ts/);
    expect(result.output).toMatch(/unchanged +src\/wallet-modal\/modal\.ts/);
    expect(result.stdout).toContain('--- a/src/wallet-modal/config.ts');
    expect(result.stdout).toContain("+  themeMode: 'light',");
  });

  it('A generated file the user has edited is kept without --force and overwritten with it', async () => {
    editConfig((config) => (config.themeMode = 'system'));
    const edited = `${read(configPath)}// my tweak\n`;
    writeFileSync(join(app, configPath), edited);

    const kept = await generate();
    expect(kept.code, kept.output).toBe(0);
    expect(kept.output).toMatch(/kept +src\/wallet-modal\/config\.ts \(edited since it was generated; pass --force/);
    expect(read(configPath)).toBe(edited);

    const forced = await generate('--force');
    expect(forced.output).toMatch(/overwritten +src\/wallet-modal\/config\.ts/);
    expect(read(configPath)).toContain("themeMode: 'system'");
    expect(read(configPath)).not.toContain('my tweak');
  });

  it('A bad config prints every problem with its path and the allowed values, exits non-zero, and writes nothing', async () => {
    editConfig((config) => {
      config.networks = ['eip155:1', 'eip155:999999'];
      config.features = { swap: false };
      config.rpcUrls = { 'eip155:1': 'ftp://example.org' };
    });
    const before = snapshotFiles(app);
    const result = await generate('--force');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/wallet-modal\.config\.json has 3 problems/);
    // Any EVM chain viem knows is allowed (issue 30); one it does not know is reported with the rest.
    expect(result.stderr).toMatch(/networks\[1\]: eip155:999999 is not a chain viem knows: define it in customNetworks/);
    expect(result.stderr).toMatch(/features\.swap: Unknown key "swap" .*allowed keys: swaps, /);
    expect(result.stderr).toMatch(/rpcUrls\["eip155:1"\]: Provided URL is not compatible with HTTP connection/);
    expect(snapshotFiles(app)).toEqual(before);
  });
});

describe('create-wallet-modal generate in an existing Vite React app', () => {
  const existing = join(scratch.dir, 'existing');

  beforeAll(() => {
    const files = { 'package.json': '{ "name": "existing", "private": true }\n', 'src/main.tsx': '// the user’s app\n' };
    for (const [path, content] of Object.entries(files)) {
      const target = join(existing, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  });

  it('without a config and without a terminal, it asks for --project-id and writes nothing', async () => {
    const before = snapshotFiles(existing);
    const result = await runCli(['generate', '--cwd', existing]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/No wallet-modal\.config\.json in .*Pass --project-id <id>/);
    expect(snapshotFiles(existing)).toEqual(before);
  });

  it('a flag where a value belongs (--project-id --config x) is refused by name, and nothing is written', async () => {
    const before = snapshotFiles(existing);
    const result = await runCli(['generate', '--cwd', existing, '--project-id', '--config', '-y']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--project-id needs a value, but the next word is the option --config: write --project-id <id>.');
    expect(snapshotFiles(existing)).toEqual(before);
  });

  it('with --project-id it creates the config and adds the integration, leaving the app’s files alone', async () => {
    const result = await runCli(['generate', '--cwd', existing, '--project-id', 'demo']);
    expect(result.code, result.output).toBe(0);
    const files = snapshotFiles(existing);
    expect(Object.keys(files).sort()).toEqual([
      'package.json',
      'src/main.tsx',
      'src/wallet-modal/WalletModal.tsx',
      'src/wallet-modal/config.ts',
      'src/wallet-modal/index.ts',
      'src/wallet-modal/modal.ts',
      'wallet-modal.config.json',
    ]);
    expect(files['src/main.tsx']).toBe('// the user’s app\n');
    expect(result.output).toMatch(/wrap your root component: <WalletModal><App \/><\/WalletModal>/);
  });
});
