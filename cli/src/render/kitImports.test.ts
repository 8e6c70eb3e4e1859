// The generated modal.ts imports only what the kit's manifest lists, only what the config turns on,
// and every combination the CLI can emit type-checks against the built kit.

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseConfig, type WalletModalConfig } from '@wallet-modal/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, scratchDir } from '../testing/cli.js';
import { integrationFiles, integrationNotices } from './integration.js';
import { kitImports, readKitManifest } from './kitImports.js';

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';

function config(input: Record<string, unknown>): WalletModalConfig {
  const parsed = parseConfig({ projectId: 'demo', ...input });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

describe('kit imports from the manifest', () => {
  it('a feature that is off is not imported', () => {
    const all = kitImports(config({ networks: ['eip155:1'], secureSiteUrl: 'https://secure.example.com' }));
    expect(all.moduleCalls).toEqual(['email()', 'embeddedWallet()', 'socials()', 'history()', 'receive()', 'send()']);
    const none = kitImports(config({ networks: ['eip155:1'], features: { email: false, history: false, receive: false, send: false }, connectMethodsOrder: ['wallet'] }));
    expect(none.moduleCalls).toEqual([]);
    expect(none.imports.map((entry) => entry.module)).toEqual(['@wallet-modal/kit/evm', '@wallet-modal/kit/walletconnect']);
  });

  it('e-mail and social login need the secure site: without secureSiteUrl they are left out and reported', () => {
    const plain = kitImports(config({ networks: ['eip155:1'] }));
    expect(plain.moduleCalls).toEqual(['history()', 'receive()', 'send()']);
    expect(plain.imports.map((entry) => entry.module)).not.toContain('@wallet-modal/kit/embedded');
    expect(plain.unconfigured).toEqual([
      { id: 'email', label: 'e-mail login', missing: ['secureSiteUrl'] },
      { id: 'socials', label: 'social login', missing: ['secureSiteUrl'] },
      { id: 'onramp', label: 'Buy (onramp)', missing: ['apiUrl'] },
      { id: 'swaps', label: 'Swap (swaps)', missing: ['apiUrl'] },
    ]);
    // One notice per missing option (not one per feature): what is left out, the config line that brings it in, the command that regenerates.
    expect(integrationNotices(config({ networks: ['eip155:1'] }))).toEqual([
      'E-mail login and social login are left out: they need secureSiteUrl, the embedded wallet\'s secure site (the wallet-modal server serves it). To offer them, add "secureSiteUrl": "http://localhost:8788" to wallet-modal.config.json and run `npx create-wallet-modal generate`.',
      'Buy (onramp) and Swap (swaps) are left out: they need apiUrl, your wallet-modal server (`npx wallet-modal-server --dev` runs one on port 8787). To offer them, add "apiUrl": "http://127.0.0.1:8787" to wallet-modal.config.json and run `npx create-wallet-modal generate`.',
    ]);
    expect(kitImports(config({ networks: ['eip155:1'], features: { email: false, onramp: false, swaps: false }, connectMethodsOrder: ['wallet'] })).unconfigured).toEqual([]);
  });

  it('swaps (on by default) is emitted for an app with its server (apiUrl) on eip155 networks only; without apiUrl it is left out and reported', () => {
    const server = { apiUrl: 'https://api.example.com' };
    expect(kitImports(config({ networks: ['eip155:1'], ...server })).imports).toContainEqual({ name: 'swap', module: '@wallet-modal/kit/swap' });
    expect(kitImports(config({ networks: ['eip155:1', SOLANA], ...server })).moduleCalls).toContain('swap()');
    expect(kitImports(config({ networks: [SOLANA], ...server })).moduleCalls).not.toContain('swap()');
    expect(kitImports(config({ networks: ['eip155:1'], features: { swaps: false }, ...server })).moduleCalls).not.toContain('swap()');
    expect(kitImports(config({ networks: ['eip155:1'] })).moduleCalls).not.toContain('swap()');
    expect(integrationNotices(config({ networks: ['eip155:1'], features: { onramp: false } }))).toContain(
      'Swap (swaps) is left out: it needs apiUrl, your wallet-modal server (`npx wallet-modal-server --dev` runs one on port 8787). To offer it, add "apiUrl": "http://127.0.0.1:8787" to wallet-modal.config.json and run `npx create-wallet-modal generate`.',
    );
  });

  it('pay (off by default) is emitted when features.pay is true, on eip155 networks only; the generated modal.ts then creates pay()', () => {
    expect(kitImports(config({ networks: ['eip155:1'] })).moduleCalls).not.toContain('pay()');
    const on = kitImports(config({ networks: ['eip155:1'], features: { pay: true } }));
    expect(on.imports).toContainEqual({ name: 'pay', module: '@wallet-modal/kit/pay' });
    expect(on.moduleCalls).toContain('pay()');
    expect(kitImports(config({ networks: [SOLANA], features: { pay: true } })).moduleCalls).not.toContain('pay()');
    const modal = integrationFiles(config({ networks: ['eip155:1'], features: { pay: true } })).find((file) => file.path.endsWith('/modal.ts'))!.content;
    expect(modal).toContain("import { pay } from '@wallet-modal/kit/pay';");
    expect(modal).toMatch(/modules: \[[^\]]*\bpay\(\)/);
  });

  it('smart sessions (off by default) are emitted when features.smartSessions is true with apiUrl, on eip155 networks only; the generated modal.ts then creates smartSessions()', () => {
    const server = { apiUrl: 'https://api.example.com' };
    expect(kitImports(config({ networks: ['eip155:1'], ...server })).moduleCalls).not.toContain('smartSessions()');
    const on = kitImports(config({ networks: ['eip155:1'], features: { smartSessions: true }, ...server }));
    expect(on.imports).toContainEqual({ name: 'smartSessions', module: '@wallet-modal/kit/smart-sessions' });
    expect(on.moduleCalls).toContain('smartSessions()');
    expect(kitImports(config({ networks: [SOLANA], features: { smartSessions: true }, ...server })).moduleCalls).not.toContain('smartSessions()');
    const withoutServer = kitImports(config({ networks: ['eip155:1'], features: { smartSessions: true } }));
    expect(withoutServer.moduleCalls).not.toContain('smartSessions()');
    expect(withoutServer.unconfigured).toContainEqual({ id: 'smartSessions', label: 'smart sessions', missing: ['apiUrl'] });
    const modal = integrationFiles(config({ networks: ['eip155:1'], features: { smartSessions: true }, ...server })).find((file) => file.path.endsWith('/modal.ts'))!.content;
    expect(modal).toContain("import { smartSessions } from '@wallet-modal/kit/smart-sessions';");
  });

  it('buying (onramp, on by default) is emitted for an app with its server (apiUrl) on eip155 or solana networks; without apiUrl it is left out and reported', () => {
    const server = { apiUrl: 'https://api.example.com' };
    expect(kitImports(config({ networks: ['eip155:1'], ...server })).imports).toContainEqual({ name: 'onramp', module: '@wallet-modal/kit/onramp' });
    expect(kitImports(config({ networks: [SOLANA], ...server })).moduleCalls).toContain('onramp()');
    expect(kitImports(config({ networks: [BITCOIN], ...server })).moduleCalls).not.toContain('onramp()');
    expect(kitImports(config({ networks: ['eip155:1'], features: { onramp: false }, ...server })).moduleCalls).not.toContain('onramp()');
    expect(kitImports(config({ networks: ['eip155:1'] })).moduleCalls).not.toContain('onramp()');
    expect(integrationNotices(config({ networks: [SOLANA] }))).toContain(
      'Buy (onramp) is left out: it needs apiUrl, your wallet-modal server (`npx wallet-modal-server --dev` runs one on port 8787). To offer it, add "apiUrl": "http://127.0.0.1:8787" to wallet-modal.config.json and run `npx create-wallet-modal generate`.',
    );
  });

  it('sign-in with wallet is emitted when the config has siwx (or its legacy name siweConfig) and the server (apiUrl) it needs', () => {
    expect(kitImports(config({ networks: ['eip155:1'] })).moduleCalls).not.toContain('siwx()');
    expect(kitImports(config({ networks: ['eip155:1'] })).unconfigured.map((entry) => entry.id)).not.toContain('siwx');
    const withServer = kitImports(config({ networks: ['eip155:1'], apiUrl: 'https://api.example.com', siwx: {} }));
    expect(withServer.moduleCalls).toContain('siwx()');
    expect(withServer.imports).toContainEqual({ name: 'siwx', module: '@wallet-modal/kit/siwx' });
    expect(kitImports(config({ networks: ['eip155:1'], apiUrl: 'https://api.example.com', siweConfig: { required: true } })).moduleCalls).toContain('siwx()');
    const noServer = config({ networks: ['eip155:1'], siwx: {} });
    expect(kitImports(noServer).moduleCalls).not.toContain('siwx()');
    expect(integrationNotices(noServer).find((notice) => notice.includes('apiUrl'))).toMatch(/^Buy \(onramp\), Swap \(swaps\) and sign-in with wallet \(siwx\) are left out: they need apiUrl/);
  });

  it('name registration is emitted for an app with its server (apiUrl), and silently left out without one', () => {
    expect(kitImports(config({ networks: ['eip155:1'], apiUrl: 'https://api.example.com' })).moduleCalls).toContain('names()');
    const plain = kitImports(config({ networks: ['eip155:1'] }));
    expect(plain.moduleCalls).not.toContain('names()');
    expect(plain.unconfigured.map((entry) => entry.id)).not.toContain('names');
  });

  it('the embedded wallet comes with e-mail login ("when"), and only for an app with eip155 or solana networks', () => {
    const withEmail = kitImports(config({ networks: ['eip155:1'], connectMethodsOrder: ['email', 'wallet'], secureSiteUrl: 'https://secure.example.com' }));
    expect(withEmail.moduleCalls).toEqual(['email()', 'embeddedWallet()', 'history()', 'receive()', 'send()']);
    expect(withEmail.imports).toContainEqual({ name: 'embeddedWallet', module: '@wallet-modal/kit/embedded' });
    const noEmail = kitImports(config({ networks: ['eip155:1'], features: { email: false }, secureSiteUrl: 'https://secure.example.com' }));
    expect(noEmail.moduleCalls).not.toContain('embeddedWallet()');
    // The auth connector supports eip155 and solana (spec §6): a Solana-only app gets it; a Bitcoin-only app gets no e-mail login.
    expect(kitImports(config({ networks: [SOLANA], secureSiteUrl: 'https://secure.example.com' })).moduleCalls).toContain('embeddedWallet()');
    const bitcoinOnly = kitImports(config({ networks: ['bip122:000000000019d6689c085ae165831e93'], secureSiteUrl: 'https://secure.example.com' }));
    expect(bitcoinOnly.moduleCalls).not.toContain('email()');
    expect(bitcoinOnly.moduleCalls).not.toContain('embeddedWallet()');
  });

  it('a feature of a namespace the app does not use is not imported (activity is eip155 only)', () => {
    const solanaOnly = kitImports(config({ networks: [SOLANA] }));
    expect(solanaOnly.moduleCalls).not.toContain('history()');
    expect(solanaOnly.adapterCalls).toEqual(['walletConnectAdapter(config)', 'solanaAdapter()']);
    expect(solanaOnly.unservedNamespaces).toEqual([]);
  });

  it('a namespace no adapter of the kit serves is reported, so the CLI can say it cannot connect', () => {
    const manifest = readKitManifest();
    const evmOnlyKit = { ...manifest, adapters: manifest.adapters.filter((entry) => entry.id === 'evm') };
    const mixed = kitImports(config({ networks: ['eip155:1', SOLANA] }), evmOnlyKit);
    expect(mixed.adapterCalls).toEqual(['evmAdapter()']);
    expect(mixed.unservedNamespaces).toEqual(['solana']);
  });

  it("every entry of the kit's manifest is a kit export that declares the named factory", () => {
    const kit = JSON.parse(readFileSync(join(repoRoot, 'kit/package.json'), 'utf8')) as { exports: Record<string, { types: string }> };
    const manifest = readKitManifest();
    for (const entry of [...manifest.adapters, ...manifest.features]) {
      const subpath = `.${entry.from.slice('@wallet-modal/kit'.length)}`;
      const types = kit.exports[subpath]?.types;
      expect(types, `${entry.from} is not in kit/package.json exports`).toBeDefined();
      const declarations = readFileSync(join(repoRoot, 'kit', types as string), 'utf8');
      expect(declarations, `${types} does not export ${entry.import}`).toMatch(new RegExp(`export declare function ${entry.import}\\b`));
    }
  });
});

describe('every namespace and feature combination the CLI can emit', () => {
  const scratch = scratchDir();
  afterAll(scratch.cleanup);

  it('builds (type-checks against the built kit) for every combination', () => {
    const networkSets = [['eip155:1'], [SOLANA], [BITCOIN], ['eip155:1', SOLANA], ['eip155:1', BITCOIN], ['eip155:1', SOLANA, BITCOIN]];
    // Every on/off combination of the feature flags the manifest names, so a new feature joins by itself.
    const flags = [...new Set(readKitManifest().features.flatMap((feature) => (feature.flag ? [feature.flag] : [])))];
    const flagCombinations = flags.reduce<Record<string, boolean>[]>(
      (combinations, flag) => combinations.flatMap((features) => [{ ...features, [flag]: true }, { ...features, [flag]: false }]),
      [{}],
    );
    const emitted = new Map<string, WalletModalConfig>();
    for (const networks of networkSets) {
      for (const features of flagCombinations) {
        for (const connectMethodsOrder of [['email', 'social', 'wallet'], ['wallet']]) {
          for (const connectorOrder of [['walletConnect', 'injected'], ['injected']]) {
            for (const secureSite of [{}, { secureSiteUrl: 'https://secure.example.com' }, { apiUrl: 'https://api.example.com', siwx: { required: true } }]) {
              const candidate = config({ networks, features, connectMethodsOrder, connectorOrder, ...secureSite });
              const modal = integrationFiles(candidate).find((file) => file.path.endsWith('modal.ts'))?.content ?? '';
              emitted.set(modal.replace(/^\/\/ @generated.*$/m, ''), candidate);
            }
          }
        }
      }
    }
    expect(emitted.size).toBeGreaterThan(10);
    [...emitted.values()].forEach((candidate, index) => {
      for (const file of integrationFiles(candidate)) {
        const path = join(scratch.dir, `app-${index}`, file.path);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, file.content);
      }
    });
    cpSync(join(repoRoot, 'templates/app/tsconfig.json'), join(scratch.dir, 'tsconfig.json'));
    const tsconfig = JSON.parse(readFileSync(join(scratch.dir, 'tsconfig.json'), 'utf8'));
    writeFileSync(join(scratch.dir, 'tsconfig.json'), JSON.stringify({ ...tsconfig, include: ['app-*/src'] }));
    expect(existsSync(join(repoRoot, 'kit/dist/types/index.d.ts')), 'the kit is not built: run `npm run build` (npm test does)').toBe(true);
    const tsc = join(repoRoot, 'node_modules/.bin/tsc');
    expect(() => execFileSync(tsc, ['-p', join(scratch.dir, 'tsconfig.json')], { encoding: 'utf8' })).not.toThrow();
  });
});
