import { customNetwork, getNetwork } from '@wallet-modal/schema/networks';
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

  it('any EVM chain is proposed, a custom one included, with the RPC URL its definition gives', () => {
    const rollup = customNetwork({ id: 'eip155:777', name: 'My Rollup', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://127.0.0.1:9777', 'http://127.0.0.1:9778'] });
    const proposal = proposedNamespaces([local('eip155:31337', 'http://127.0.0.1:8545'), rollup]);
    expect(proposal.eip155?.chains).toEqual(['eip155:31337', 'eip155:777']);
    expect(proposal.eip155?.rpcMap).toEqual({ 31337: 'http://127.0.0.1:8545', 777: 'http://127.0.0.1:9777' });
  });

  it('One session may carry eip155 and solana namespaces', () => {
    const solana = getNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') as CaipNetwork;
    const proposal = proposedNamespaces([getNetwork('eip155:1') as CaipNetwork, solana]);
    expect(Object.keys(proposal)).toEqual(['eip155', 'solana']);
    expect(proposal.solana?.chains).toEqual([solana.caipNetworkId]);
    expect(proposal.solana?.methods).toContain('solana_signMessage');
  });

  it('bip122 is proposed with WalletConnect\'s Bitcoin methods; namespaces without wallet methods over a session are not', () => {
    const bitcoin = local('bip122:000000000019d6689c085ae165831e93', 'http://127.0.0.1:3002');
    const proposal = proposedNamespaces([bitcoin, { ...bitcoin, chainNamespace: 'polkadot', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }]);
    expect(Object.keys(proposal)).toEqual(['bip122']);
    expect(proposal.bip122).toEqual({
      chains: ['bip122:000000000019d6689c085ae165831e93'],
      methods: ['signMessage', 'getAccountAddresses', 'signPsbt', 'sendTransfer'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { '000000000019d6689c085ae165831e93': 'http://127.0.0.1:3002' },
    });
  });
});
