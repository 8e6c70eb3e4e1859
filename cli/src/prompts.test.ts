// The network question (issue 30): searchable over every network the CLI knows, mainnets grouped before
// testnets, the local chain offered.

import { describe, expect, it } from 'vitest';
import { matchesAllWords, networkOptions } from './prompts.js';

describe('the network question', () => {
  const options = networkOptions();

  it("offers every chain viem knows beside the built-in networks, the local chain among them", () => {
    expect(options.length).toBeGreaterThan(500);
    expect(options.find((option) => option.value === 'eip155:31337')?.label).toBe('testnet  Local');
    expect(options.find((option) => option.value === 'eip155:84532')?.label).toBe('testnet  Base Sepolia');
    expect(options.find((option) => option.value === 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')?.label).toBe('testnet  Solana Devnet');
  });

  it('groups mainnets before testnets, built-in networks first in each group', () => {
    const firstTestnet = options.findIndex((option) => option.label.startsWith('testnet'));
    expect(options.slice(0, firstTestnet).every((option) => option.label.startsWith('mainnet'))).toBe(true);
    expect(options.slice(firstTestnet).every((option) => option.label.startsWith('testnet'))).toBe(true);
    expect(options[0]!.value).toBe('eip155:1');
    expect(options[firstTestnet]!.value).toBe('eip155:11155111');
  });

  it('a search matches every word typed, in the name, the id, the group or the viem name', () => {
    const found = (search: string) => options.filter((option) => matchesAllWords(search, option)).map((option) => option.value);
    expect(found('base sepolia')).toContain('eip155:84532');
    expect(found('base testnet')).toContain('eip155:84532');
    expect(found('base mainnet')).not.toContain('eip155:84532');
    expect(found('eip155:31337')).toEqual(['eip155:31337']);
    expect(found('anvil')).toEqual(['eip155:31337']);
    expect(found('baseSepolia')).toContain('eip155:84532');
  });
});
