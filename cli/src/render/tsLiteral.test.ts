// The config literal in config.ts reads like formatted, hand-written TypeScript.

import { describe, expect, it } from 'vitest';
import { toTsLiteral } from './tsLiteral.js';

describe('toTsLiteral', () => {
  it('prints objects with 2-space indent, single quotes, trailing commas and short arrays on one line', () => {
    expect(toTsLiteral({ projectId: "it's", networks: ['eip155:1'], features: { swaps: false }, n: 3 })).toBe(
      "{\n  projectId: 'it\\'s',\n  networks: ['eip155:1'],\n  features: {\n    swaps: false,\n  },\n  n: 3,\n}",
    );
  });

  it('quotes keys that are not identifiers', () => {
    expect(toTsLiteral({ 'eip155:1': 'http://127.0.0.1:8545', '--w3m-accent': 'red' })).toBe(
      "{\n  'eip155:1': 'http://127.0.0.1:8545',\n  '--w3m-accent': 'red',\n}",
    );
  });

  it('breaks an array over lines when it would pass 100 columns', () => {
    const ids = Array.from({ length: 8 }, (_, index) => `wallet-id-number-${index}`);
    expect(toTsLiteral({ featuredWalletIds: ids })).toBe(
      `{\n  featuredWalletIds: [\n${ids.map((id) => `    '${id}',`).join('\n')}\n  ],\n}`,
    );
  });
});
