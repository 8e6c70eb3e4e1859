import { getNetwork } from '@wallet-modal/schema/networks';
import { describe, expect, it } from 'vitest';
import type { CaipNetwork } from '../../core/types.js';
import { proposedNamespaces } from './namespaces.js';

const local = (id: string, url: string): CaipNetwork => {
  const network = getNetwork(id) as CaipNetwork;
  return { ...network, rpcUrls: { default: { http: [url] } } };
};

describe('proposed namespaces', () => {
  it('chain reads go to the app’s own RPC URLs (rpcMap), never a vendor RPC', () => {
    const proposal = proposedNamespaces([local('eip155:1', 'http://127.0.0.1:8545'), local('eip155:10', 'http://127.0.0.1:8546')]);
    expect(proposal.eip155?.chains).toEqual(['eip155:1', 'eip155:10']);
    expect(proposal.eip155?.rpcMap).toEqual({ 1: 'http://127.0.0.1:8545', 10: 'http://127.0.0.1:8546' });
    expect(proposal.eip155?.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']));
    expect(proposal.eip155?.events).toEqual(['chainChanged', 'accountsChanged']);
  });

  it('One session may carry eip155 and solana namespaces', () => {
    const solana = getNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') as CaipNetwork;
    const proposal = proposedNamespaces([getNetwork('eip155:1') as CaipNetwork, solana]);
    expect(Object.keys(proposal)).toEqual(['eip155', 'solana']);
    expect(proposal.solana?.chains).toEqual([solana.caipNetworkId]);
    expect(proposal.solana?.methods).toContain('solana_signMessage');
  });

  it('namespaces without wallet methods over a session (bip122 here) are not proposed', () => {
    const bitcoin = getNetwork('bip122:000000000019d6689c085ae165831e93') as CaipNetwork;
    expect(proposedNamespaces([bitcoin])).toEqual({});
  });
});
