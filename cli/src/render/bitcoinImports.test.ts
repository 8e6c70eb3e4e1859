// A config listing Bitcoin networks gets the kit's Bitcoin adapter (from the kit's manifest), beside
// the EVM adapter when it lists EVM networks too; no notice says Bitcoin cannot connect.

import { parseConfig, type WalletModalConfig } from '@wallet-modal/schema';
import { describe, expect, it } from 'vitest';
import { integrationFiles, integrationNotices } from './integration.js';
import { kitImports } from './kitImports.js';

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';

function config(input: Record<string, unknown>): WalletModalConfig {
  const parsed = parseConfig({ projectId: 'demo', ...input });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

describe('Bitcoin networks in the config', () => {
  it('emit bitcoinAdapter() from @wallet-modal/kit/bitcoin, and nothing of it without them', () => {
    const mixed = config({ networks: ['eip155:1', BITCOIN, BITCOIN_TESTNET], connectorOrder: ['injected'] });
    expect(kitImports(mixed).adapterCalls).toEqual(['evmAdapter()', 'bitcoinAdapter()']);
    expect(kitImports(mixed).imports).toContainEqual({ name: 'bitcoinAdapter', module: '@wallet-modal/kit/bitcoin' });
    expect(kitImports(mixed).unservedNamespaces).toEqual([]);
    expect(integrationNotices(mixed).some((notice) => notice.startsWith('bip122'))).toBe(false);
    const modal = integrationFiles(mixed).find((file) => file.path.endsWith('modal.ts'))?.content ?? '';
    expect(modal).toContain("import { bitcoinAdapter } from '@wallet-modal/kit/bitcoin';");
    expect(kitImports(config({ networks: ['eip155:1'] })).imports.map((entry) => entry.module)).not.toContain('@wallet-modal/kit/bitcoin');
  });
});
