// Proves the built-in network catalogue matches the spec (§3 "Networks defined").

import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, NETWORKS, getNetwork } from './networks.js';

describe('network catalogue', () => {
  it('Chain ids: 1, 10, 56, 137, 8453, 42161, 11155111', () => {
    const evm = NETWORKS.filter((network) => network.chainNamespace === 'eip155');
    expect(evm.map((network) => network.id)).toEqual([1, 10, 56, 137, 8453, 42161, 11155111]);
  });

  it('Networks defined: Arbitrum One, Base, BNB Smart Chain, Ethereum, OP Mainnet, Polygon, Sepolia (testnet), Solana mainnet, devnet and testnet, Bitcoin mainnet and testnet', () => {
    expect(NETWORKS.map((network) => network.name)).toEqual([
      'Ethereum',
      'OP Mainnet',
      'BNB Smart Chain',
      'Polygon',
      'Base',
      'Arbitrum One',
      'Sepolia',
      'Solana',
      'Solana Devnet',
      'Solana Testnet',
      'Bitcoin',
      'Bitcoin Testnet',
    ]);
    expect(getNetwork('eip155:11155111')?.testnet).toBe(true);
  });

  it('each network has a CAIP-2 id of two non-empty parts, its namespace, an http RPC URL and an explorer', () => {
    expect(NETWORKS.map((network) => network.caipNetworkId)).toEqual([...NETWORK_IDS]);
    for (const network of NETWORKS) {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`);
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//);
      expect(network.blockExplorers.default.url).toMatch(/^https:\/\//);
    }
  });

  it('getNetwork finds a network by CAIP-2 id and returns undefined for an unknown one', () => {
    expect(getNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')?.nativeCurrency.symbol).toBe('SOL');
    expect(getNetwork('eip155:2')).toBeUndefined();
  });
});
