// The config file and config.ts hold only what the developer chose: projectId, networks and non-defaults.

import { parseConfig } from '@wallet-modal/schema';
import { describe, expect, it } from 'vitest';
import { minimalConfig } from './minimalConfig.js';

function resolved(input: Record<string, unknown>) {
  const result = parseConfig({ projectId: 'demo', networks: ['eip155:10'], ...input });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.config;
}

describe('minimalConfig', () => {
  it('a config of defaults reduces to projectId and networks', () => {
    expect(minimalConfig(resolved({ themeMode: 'dark', features: { swaps: true } }))).toEqual({
      projectId: 'demo',
      networks: ['eip155:10'],
    });
  });

  it('keeps only the changed entries of objects with defaults, and every other non-default value', () => {
    expect(
      minimalConfig(resolved({ features: { swaps: false, pay: true }, themeMode: 'light', defaultAccountTypes: { eip155: 'eoa' } })),
    ).toEqual({
      projectId: 'demo',
      networks: ['eip155:10'],
      features: { swaps: false, pay: true },
      themeMode: 'light',
      defaultAccountTypes: { eip155: 'eoa' },
    });
  });

  it('keeps a defaultNetwork that differs from the one picked automatically', () => {
    const config = resolved({ networks: ['eip155:10', 'eip155:8453'], defaultNetwork: 'eip155:8453' });
    expect(minimalConfig(config)).toMatchObject({ defaultNetwork: 'eip155:8453' });
    expect(minimalConfig(resolved({ defaultNetwork: 'eip155:10' }))).not.toHaveProperty('defaultNetwork');
  });

  it('keeps customNetworks: a Solana cluster defined only there does not break the reduction', () => {
    const cluster = { id: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69', name: 'Local validator', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: ['http://127.0.0.1:8899'], testnet: true };
    const config = resolved({ networks: ['eip155:10', cluster.id], customNetworks: [cluster] });
    expect(minimalConfig(config)).toEqual({ projectId: 'demo', networks: ['eip155:10', cluster.id], customNetworks: [cluster] });
  });
});
