// Issue 30, the CLI: `--networks` names any EVM chain viem knows by CAIP-2 id or viem name, the built-in
// networks by id or name, a custom network from the config; a typo gets "did you mean", an EVM id viem
// does not know is refused with what to do; `generate` after adding a network defines just that chain.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { networkIdOf } from './networks/resolve.js';
import { repoRoot, runCli, scratchDir } from './testing/cli.js';

const scratch = scratchDir();
afterAll(scratch.cleanup);

const read = (app: string, path: string) => readFileSync(join(app, path), 'utf8');
const configOf = (app: string) => JSON.parse(read(app, 'wallet-modal.config.json')) as Record<string, unknown>;
const create = (name: string, networks: string, ...args: string[]) =>
  runCli([join(scratch.dir, name), '--yes', '--project-id', 'demo', '--networks', networks, '--no-install', ...args]);

describe('a network named on the command line', () => {
  it('is a CAIP-2 id of any chain viem knows, or its viem export name', () => {
    expect(networkIdOf('eip155:84532')).toBe('eip155:84532');
    expect(networkIdOf('baseSepolia')).toBe('eip155:84532');
    expect(networkIdOf('gnosis')).toBe('eip155:100');
    // Case is forgiven when only one name matches.
    expect(networkIdOf('BaseSepolia')).toBe('eip155:84532');
  });

  it('is a built-in network by id or name: the local chain (anvil, hardhat), Solana clusters, Bitcoin', () => {
    expect(networkIdOf('local')).toBe('eip155:31337');
    expect(networkIdOf('anvil')).toBe('eip155:31337');
    expect(networkIdOf('mainnet')).toBe('eip155:1');
    expect(networkIdOf('solanaDevnet')).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(networkIdOf('bitcoin')).toBe('bip122:000000000019d6689c085ae165831e93');
  });

  it('a typo gets “did you mean” with the closest names', () => {
    expect(() => networkIdOf('baseSepolai')).toThrow(/Unknown network "baseSepolai"\. Did you mean baseSepolia \(eip155:84532, Base Sepolia\)/);
    expect(() => networkIdOf('optimsm')).toThrow(/Did you mean optimism \(eip155:10, OP Mainnet\)/);
  });

  it('an EVM id viem does not know is refused with how to define it', () => {
    expect(() => networkIdOf('eip155:999999')).toThrow(/eip155:999999 is not a chain viem knows: define it in customNetworks/);
    // ... unless the config defines it.
    expect(networkIdOf('eip155:999999', ['eip155:999999'])).toBe('eip155:999999');
  });
});

describe('create-wallet-modal --networks', () => {
  it("stores CAIP-2 ids and defines just the chains the kit does not build in, from viem's data", async () => {
    const result = await create('named', 'local,baseSepolia,eip155:1');
    expect(result.code, result.output).toBe(0);
    const app = join(scratch.dir, 'named');
    expect(configOf(app).networks).toEqual(['eip155:31337', 'eip155:84532', 'eip155:1']);
    const config = read(app, 'src/wallet-modal/config.ts');
    // viem's data for the chain (its explorer, testnet flag), not an import of viem/chains: an OP-stack
    // chain there brings formatters and serializers the kit never uses (~17 KiB gzip).
    expect(config).toContain("const baseSepolia = defineNetwork({\n  id: 84532,\n  name: 'Base Sepolia',");
    expect(config).toContain("url: 'https://sepolia.basescan.org',");
    expect(config).toContain('testnet: true,');
    expect(config).not.toContain("from 'viem");
    expect(config).toContain("networks: ['eip155:31337', baseSepolia, 'eip155:1'],");
    // The built-in ones come from the kit's catalogue, already in the bundle: nothing defined for mainnet or anvil.
    expect(config).not.toMatch(/\b(mainnet|anvil|foundry|hardhat)\b/);
  });

  it('the app with a chain defined from viem type-checks against the built kit (defineNetwork, WalletModalOptionsInput)', () => {
    expect(existsSync(join(repoRoot, 'kit/dist/types/index.d.ts')), 'the kit is not built: run `npm run build` (npm test does)').toBe(true);
    const tsc = join(repoRoot, 'node_modules/.bin/tsc');
    expect(() => execFileSync(tsc, ['-p', join(scratch.dir, 'named', 'tsconfig.json'), '--noEmit'], { encoding: 'utf8' })).not.toThrow();
  });

  it('an app of built-in networks only imports nothing from viem', async () => {
    const result = await create('builtin', 'eip155:1,eip155:31337');
    expect(result.code, result.output).toBe(0);
    const config = read(join(scratch.dir, 'builtin'), 'src/wallet-modal/config.ts');
    expect(config).not.toContain('viem');
    expect(config).toContain("networks: ['eip155:1', 'eip155:31337'],");
  });

  it('a typo writes nothing and says what was meant', async () => {
    const result = await create('typo', 'eip155:1,baseSepolai');
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Did you mean baseSepolia \(eip155:84532, Base Sepolia\)/);
    expect(() => read(join(scratch.dir, 'typo'), 'wallet-modal.config.json')).toThrow();
  });

  it('an EVM id viem does not know writes nothing and points to customNetworks', async () => {
    const result = await create('unknown', 'eip155:999999');
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/eip155:999999 is not a chain viem knows: define it in customNetworks/);
  });

  it('a custom network from the config file is taken by its id, and the generated config carries its definition', async () => {
    const file = join(scratch.dir, 'custom.config.json');
    const rollup = { id: 'eip155:999999', name: 'My Rollup', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://127.0.0.1:9545'], testnet: true };
    writeFileSync(file, JSON.stringify({ projectId: 'demo', networks: ['eip155:1'], customNetworks: [rollup] }));
    // Listed by the flag too: --networks may name what the file defines.
    const result = await create('custom', 'eip155:999999,eip155:1', '--config', file);
    expect(result.code, result.output).toBe(0);
    const app = join(scratch.dir, 'custom');
    expect(configOf(app).networks).toEqual(['eip155:999999', 'eip155:1']);
    const config = read(app, 'src/wallet-modal/config.ts');
    expect(config).toContain("networks: ['eip155:999999', 'eip155:1'],");
    expect(config).toContain("name: 'My Rollup',");
    expect(config).not.toContain('defineNetwork');
  });
});

describe('create-wallet-modal generate after the config lists another network', () => {
  it('defines the added chains, and drops them when they are removed', async () => {
    const created = await create('edited', 'eip155:31337');
    expect(created.code, created.output).toBe(0);
    const app = join(scratch.dir, 'edited');
    const edit = (networks: string[]) => writeFileSync(join(app, 'wallet-modal.config.json'), JSON.stringify({ ...configOf(app), networks }, null, 2));

    edit(['eip155:31337', 'eip155:84532', 'eip155:100']);
    const added = await runCli(['generate'], app);
    expect(added.code, added.output).toBe(0);
    expect(added.output).toMatch(/updated +src\/wallet-modal\/config\.ts/);
    const config = read(app, 'src/wallet-modal/config.ts');
    expect(config).toContain('(viem/chains: baseSepolia, gnosis)');
    expect(config).toMatch(/const baseSepolia = defineNetwork\(\{[\s\S]*const gnosis = defineNetwork\(\{\n {2}id: 100,\n {2}name: 'Gnosis',/);
    expect(config).toContain("networks: ['eip155:31337', baseSepolia, gnosis],");

    edit(['eip155:31337']);
    const removed = await runCli(['generate'], app);
    expect(removed.code, removed.output).toBe(0);
    expect(read(app, 'src/wallet-modal/config.ts')).not.toMatch(/viem|defineNetwork/);
  });

  it('refuses an EVM id viem does not know and writes nothing', async () => {
    const app = join(scratch.dir, 'edited');
    const before = read(app, 'src/wallet-modal/config.ts');
    writeFileSync(join(app, 'wallet-modal.config.json'), JSON.stringify({ ...configOf(app), networks: ['eip155:31337', 'eip155:999999'] }, null, 2));
    const result = await runCli(['generate'], app);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/networks\[1\]: eip155:999999 is not a chain viem knows: define it in customNetworks/);
    expect(read(app, 'src/wallet-modal/config.ts')).toBe(before);
  });
});
