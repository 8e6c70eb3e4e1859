// Proves the built-in network catalogue matches the spec (§3 "Networks defined").

import { describe, expect, it } from 'vitest';
import { mainnet, baseSepolia } from 'viem/chains';
import { toViemChain, viemChainCache } from './chain.js';
import { NETWORK_IDS, NETWORKS, customNetwork, defineNetwork, getNetwork, isNetworkId } from './networks.js';

describe('network catalogue', () => {
  // Issue 30 adds the local development chain (31337, what anvil and hardhat start) to the spec's list.
  it('Chain ids: 1, 10, 56, 137, 8453, 42161, 11155111', () => {
    const evm = NETWORKS.filter((network) => network.chainNamespace === 'eip155');
    expect(evm.map((network) => network.id)).toEqual([1, 10, 56, 137, 8453, 42161, 11155111, 31337]);
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
      'Local',
      'Solana',
      'Solana Devnet',
      'Solana Testnet',
      'Bitcoin',
      'Bitcoin Testnet',
      'Bitcoin Regtest',
    ]);
    expect(getNetwork('eip155:11155111')?.testnet).toBe(true);
  });

  it('each network has a CAIP-2 id of two non-empty parts, its namespace, an https RPC URL and an explorer; the local chain has loopback and none', () => {
    expect(NETWORKS.map((network) => network.caipNetworkId)).toEqual([...NETWORK_IDS]);
    for (const network of NETWORKS) {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`);
      expect(isNetworkId(network.caipNetworkId)).toBe(true);
      // The local chains (anvil's 31337, a regtest node) run on loopback and have no explorer.
      if (network.id === 31337 || network.name === 'Bitcoin Regtest') continue;
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//);
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//);
    }
    expect(getNetwork('eip155:31337')).toMatchObject({ name: 'Local', testnet: true, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } });
    expect(getNetwork('eip155:31337')?.blockExplorers).toBeUndefined();
    expect(getNetwork('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')).toMatchObject({ testnet: true, rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } } });
  });

  it('a bip122 id is the first 32 hex digits of the genesis block hash: regtest’s header (version 1, merkle root, time, bits, nonce) hashes to it', async () => {
    const { createHash } = await import('node:crypto');
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
    const header = Buffer.alloc(80);
    header.writeUInt32LE(1, 0);
    Buffer.from('4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b', 'hex').reverse().copy(header, 36);
    header.writeUInt32LE(1296688602, 68);
    header.writeUInt32LE(0x207fffff, 72);
    header.writeUInt32LE(2, 76);
    const genesis = Buffer.from(sha(sha(header))).reverse().toString('hex');
    expect(`bip122:${genesis.slice(0, 32)}`).toBe(NETWORK_IDS.at(-1));
  });

  it('getNetwork finds a network by CAIP-2 id and returns undefined for an unknown one', () => {
    expect(getNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')?.nativeCurrency.symbol).toBe('SOL');
    expect(getNetwork('eip155:2')).toBeUndefined();
  });

  it('any viem chain becomes a network: its CAIP-2 id, currency, RPC, explorer and testnet flag', () => {
    expect(defineNetwork(baseSepolia)).toEqual({
      caipNetworkId: 'eip155:84532',
      id: 84532,
      chainNamespace: 'eip155',
      name: 'Base Sepolia',
      nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
      blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
      testnet: true,
    });
  });

  it('a custom network from the config: an EVM rollup and a Solana cluster', () => {
    const currency = { name: 'Ether', symbol: 'ETH', decimals: 18 };
    expect(customNetwork({ id: 'eip155:777', name: 'My Rollup', nativeCurrency: currency, rpcUrls: ['https://rpc.rollup.example'] })).toMatchObject({
      caipNetworkId: 'eip155:777',
      id: 777,
      chainNamespace: 'eip155',
      testnet: false,
    });
    const cluster = customNetwork({
      id: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
      name: 'Local validator',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: ['http://127.0.0.1:8899'],
      testnet: true,
    });
    expect(cluster).toMatchObject({ caipNetworkId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69', id: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69', chainNamespace: 'solana' });
  });

  it('isNetworkId takes eip155, solana and bip122 ids and refuses the rest', () => {
    expect(['eip155:1', 'eip155:84532', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'bip122:000000000933ea01ad0ee984209779ba'].every(isNetworkId)).toBe(true);
    expect(['eip155:0', 'eip155:0x1', 'eip155:', 'solana:short', 'cosmos:cosmoshub-4', 'base'].some(isNetworkId)).toBe(false);
  });

  it('toViemChain: one conversion; a cache per owner keyed by RPC URLs, so two modals with different URLs never share a chain', () => {
    const network = defineNetwork(mainnet);
    expect(toViemChain(network)).toMatchObject({ id: 1, name: 'Ethereum', rpcUrls: { default: { http: mainnet.rpcUrls.default.http } } });
    const chainOf = viemChainCache();
    const local = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };
    expect(chainOf(network)).toBe(chainOf({ ...network }));
    expect(chainOf(local)).not.toBe(chainOf(network));
    expect(chainOf(local).rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
    expect(() => toViemChain(getNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')!)).toThrow(/not an EVM network/);
  });
});
