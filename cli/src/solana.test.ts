// Scaffolding Solana apps (issue 13): a Solana-only app and an EVM + Solana app import the Solana
// adapter from the kit's manifest, type-check against the built kit, and build with Vite.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli, scratchDir } from './testing/cli.js';

const scratch = scratchDir();
afterAll(scratch.cleanup);

const tsc = join(repoRoot, 'node_modules/.bin/tsc');
const vite = join(repoRoot, 'node_modules/.bin/vite');
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

const cases = [
  { name: 'solana-only', networks: `${DEVNET},solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, adapters: 'adapters: [walletConnectAdapter(config), solanaAdapter()],', evm: false },
  { name: 'evm-and-solana', networks: `eip155:1,${DEVNET}`, adapters: 'adapters: [evmAdapter(), walletConnectAdapter(config), solanaAdapter()],', evm: true },
];

describe.each(cases)('create-wallet-modal with $name networks', ({ name, networks, adapters, evm }) => {
  const app = join(scratch.dir, name);

  beforeAll(async () => {
    const result = await runCli([app, '--yes', '--project-id', 'demo', '--networks', networks, '--no-install']);
    expect(result.code, result.output).toBe(0);
  });

  it('imports the Solana adapter and WalletConnect (which serves solana too) from the kit, and the EVM adapter only when an eip155 network is listed', () => {
    const modal = readFileSync(join(app, 'src/wallet-modal/modal.ts'), 'utf8');
    expect(modal).toContain("import { solanaAdapter } from '@wallet-modal/kit/solana';");
    expect(modal.includes("from '@wallet-modal/kit/evm'")).toBe(evm);
    expect(modal).toContain(adapters);
    expect(JSON.parse(readFileSync(join(app, 'wallet-modal.config.json'), 'utf8')).networks).toEqual(networks.split(','));
  });

  it('type-checks against the built kit and builds with Vite', () => {
    expect(existsSync(join(repoRoot, 'kit/dist/types/adapters/solana/index.d.ts')), 'the kit is not built: run `npm run build` (npm test does)').toBe(true);
    expect(() => execFileSync(tsc, ['-p', join(app, 'tsconfig.json'), '--noEmit'], { encoding: 'utf8' })).not.toThrow();
    execFileSync(vite, ['build', '--logLevel', 'error'], { cwd: app, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' });
    expect(existsSync(join(app, 'dist', 'index.html'))).toBe(true);
  });
});
