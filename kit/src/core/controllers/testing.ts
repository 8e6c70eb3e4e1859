// Test helpers for the controllers: a fresh store state and an in-memory wallet adapter
// (the wallet is the boundary we do not own; the controllers under test are real).

import { getNetwork } from '@wallet-modal/schema/networks';
import { $accounts, $activeNamespace } from '../stores/account.js';
import { $connection, $connectors } from '../stores/connection.js';
import { $modal } from '../stores/modal.js';
import { $network } from '../stores/network.js';
import { $router, initialRouterState } from '../stores/router.js';
import type { AdapterContext, CaipNetwork, ChainAdapter } from '../types.js';
import { registerAdapters } from './adapters.js';
import { setActiveNetwork } from './network.js';

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export function network(id: string): CaipNetwork {
  const found = getNetwork(id);
  if (!found) throw new Error(`no network ${id}`);
  return found;
}

/** Resets every store to a fresh page's state with Ethereum and OP Mainnet listed. */
export function resetStores(): void {
  $router.set(initialRouterState());
  $modal.set({ open: false, loading: false });
  $connection.set({ status: 'disconnected' });
  $connectors.set([{ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }]);
  $accounts.set({});
  $activeNamespace.set(undefined);
  $network.set({
    requestedCaipNetworks: [network('eip155:1'), network('eip155:10')],
    approvedCaipNetworkIds: ['eip155:1', 'eip155:10'],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  });
  setActiveNetwork(network('eip155:1'));
  localStorage.clear();
}

/** An in-memory EVM wallet: records calls, can be told to fail. */
export function memoryWallet(options: { chainId?: number; fail?: Error } = {}) {
  const calls: string[] = [];
  let context: AdapterContext | undefined;
  let chainId = options.chainId ?? 1;
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup: (ctx) => void (context = ctx),
    reconnect: async (connectorId) => (calls.push(`reconnect:${connectorId}`), { address: ADDRESS, chainId, connectorId }),
    connect: async (connectorId) => {
      calls.push(`connect:${connectorId}`);
      if (options.fail) throw options.fail;
      return { address: ADDRESS, chainId, connectorId };
    },
    disconnect: async () => void calls.push('disconnect'),
    switchNetwork: async (target) => {
      calls.push(`switch:${target.caipNetworkId}`);
      chainId = Number(target.id);
    },
    signMessage: async () => '0xsig',
    sendTransaction: async () => '0xhash',
    getBalance: async () => 1_234_567_000_000_000_000n,
  };
  registerAdapters([adapter]);
  const emit: AdapterContext['emit'] = (event, ...args) => context?.emit(event, ...args);
  return { adapter, calls, emit };
}
