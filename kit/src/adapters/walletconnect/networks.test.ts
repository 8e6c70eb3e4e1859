// Open networks over WalletConnect (issue 30): the modal proposes exactly the app's networks, any EVM
// chain and custom ones included, and a wallet that approves only some leaves the others listed but not
// available from it. A real wallet peer (walletkit) that has the local chain only pairs over the
// loopback relay fixture. Node, not jsdom (see calls.test.ts); nothing leaves loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSepolia } from 'viem/chains';
import { type Anvil, DEV_ACCOUNTS, installNodeEgressGuard, type NodeEgressGuard, type Relay, startAnvil, startRelay, startWalletPeer, type WalletPeer } from '@wallet-modal/testing';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { evmAdapter } from '../evm/index.js';
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectAdapter } from './index.js';
import { installBareWindow } from './testing.js';

let guard: NodeEgressGuard;
let relay: Relay;
let anvil: Anvil;
let peer: WalletPeer;
let modal: WalletModal;

const rollup = {
  id: 'eip155:777',
  name: 'My Rollup',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['http://127.0.0.1:9777'],
};

beforeAll(async () => {
  installBareWindow();
  guard = installNodeEgressGuard();
  [relay, anvil] = await Promise.all([startRelay(), startAnvil({ chainId: 31337 })]);
  // The wallet app has the local chain only.
  peer = await startWalletPeer({ relayUrl: relay.url, projectId: 'test', privateKey: DEV_ACCOUNTS[5]!.privateKey, chains: { 31337: anvil.url }, storagePrefix: 'networks-peer' });
  localStorage.clear();
  modal = createWalletModal({
    projectId: 'test',
    networks: ['eip155:31337', { ...baseSepolia, rpcUrls: { default: { http: ['http://127.0.0.1:9532'] } } }, rollup.id],
    customNetworks: [rollup],
    rpcUrls: { 'eip155:31337': anvil.url },
    adapters: [evmAdapter(), walletConnectAdapter({ projectId: 'test', relayUrl: relay.url, storagePrefix: 'networks-dapp' })],
  });
  const connecting = modal.connect(WALLET_CONNECT_CONNECTOR_ID);
  for (let waited = 0; !modal.$connection.get().uri?.startsWith('wc:'); waited += 50) {
    if (waited > 20_000) throw new Error('no pairing URI');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await peer.pair(modal.$connection.get().uri!);
  await connecting;
}, 60_000);

afterAll(async () => {
  modal?.destroy();
  await peer?.close();
  await relay?.close();
  await anvil?.stop();
  guard?.uninstall();
});

describe('WalletConnect with open networks', () => {
  it('the proposal names exactly the app’s networks: the local chain, a viem chain and a custom one', () => {
    const session = peer.session();
    const proposed = [session.requiredNamespaces, session.optionalNamespaces].flatMap((namespaces) => Object.values(namespaces ?? {}).flatMap((entry) => entry.chains ?? []));
    expect(proposed.sort()).toEqual(['eip155:31337', 'eip155:777', 'eip155:84532']);
  });

  it('a wallet that approved only the local chain: that one is usable, the others are listed as not available from it', () => {
    expect(modal.$accounts.get().eip155?.address).toBe(peer.address);
    expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:31337');
    const state = modal.$networks.get().eip155!;
    expect(state.requestedCaipNetworks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:84532', 'eip155:777']);
    expect(state.approvedCaipNetworkIds).toEqual(['eip155:31337']);
    expect(state.supportsAllNetworks).toBe(false);
  });

  it('switching to a chain the wallet lacks: it answers 4902, the chain is added with its own parameters, and it becomes usable from this wallet', async () => {
    await modal.switchNetwork('eip155:777');
    expect(peer.requests.slice(-3)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:777');
    expect(peer.session().namespaces.eip155?.chains).toContain('eip155:777');
    expect(modal.$networks.get().eip155).toMatchObject({ approvedCaipNetworkIds: ['eip155:31337', 'eip155:777'], supportsAllNetworks: false });
    await modal.switchNetwork('eip155:31337');
  });

  it('signing works on the approved chain; after disconnecting every network is offered again', async () => {
    const signature = await modal.signMessage('local');
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    await modal.disconnect();
    expect(modal.$networks.get().eip155).toMatchObject({ approvedCaipNetworkIds: ['eip155:31337', 'eip155:84532', 'eip155:777'], supportsAllNetworks: true });
  });
});
