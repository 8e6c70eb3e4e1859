// @wallet-modal/kit/walletconnect: WalletConnect as an adapter of its own, one session spanning the
// namespaces it serves (eip155, solana, bip122). This entry is a stub that lists the connector; the
// session lifecycle (lifecycle.ts), the SDK and each namespace's signing code are fetched with import()
// only when the user picks WalletConnect, a session is restored, or a namespace's action first runs.

import { safeStorage } from '../../core/storage/safeStorage.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import type { AdapterContext, ChainAdapter, ChainNamespace, Connector } from '../../core/types.js';
import { WALLET_CONNECT_CONNECTOR_ID } from './connectorId.js';
import type { WalletConnectLifecycle } from './lifecycle.js';
import type { WalletConnectOptions } from './types.js';

export type {
  Eip1193Like,
  WalletConnectConnectParameters,
  WalletConnectMetadata,
  WalletConnectOptions,
  WalletConnectSession,
  WalletConnectSessionEvent,
} from './types.js';

export { WALLET_CONNECT_CONNECTOR_ID } from './connectorId.js';

/** The namespaces this adapter signs for over a session (it sends on eip155 and solana). */
const SERVED: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122'];

/**
 * WalletConnect: QR / deep-link pairing and the whole session lifecycle, for every namespace it
 * serves in one session. `relayUrl` defaults to the public relay; reads use the app's RPC URLs.
 * @example
 * createWalletModal({ ...config, adapters: [evmAdapter(), walletConnectAdapter(config)] });
 */
export function walletConnectAdapter({ projectId, relayUrl, metadata, verify, storagePrefix, relayTimeoutMs }: WalletConnectOptions): ChainAdapter {
  const options: WalletConnectOptions = { projectId, relayUrl, metadata, verify, storagePrefix, relayTimeoutMs };
  let context: AdapterContext | undefined;
  let lifecycle: Promise<WalletConnectLifecycle> | undefined;
  /** The served namespaces the app lists networks of. */
  const namespaces = () => SERVED.filter((namespace) => (context?.networks ?? []).some((network) => network.chainNamespace === namespace));
  const load = () => {
    lifecycle ??= import('./lifecycle.js').then((module) => module.walletConnectLifecycle(options, { context: () => context, namespaces }));
    // A chunk that did not load may be retried.
    lifecycle.catch(() => (lifecycle = undefined));
    return lifecycle;
  };

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    namespaces: SERVED,
    setup(ctx) {
      context = ctx;
      const connector: Connector = { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', namespaces: namespaces() };
      ctx.emit('connectorsChanged', [connector]);
    },
    hasPendingPairing: () => safeStorage.get(STORAGE_KEYS.WC_PENDING_PAIRING) !== undefined,
    reconnect: async () => (await load()).reconnect(WALLET_CONNECT_CONNECTOR_ID),
    connect: async (connectorId, network, hooks) => (await load()).connect(connectorId, network, hooks),
    // Never loaded: no session was ever made, so there is nothing to end.
    disconnect: async () => (lifecycle ? (await lifecycle).disconnect() : undefined),
    switchNetwork: async (network) => (await load()).switchNetwork(network),
    signMessage: async (request) => (await load()).signMessage(request),
    sendTransaction: async (request, address) => (await load()).sendTransaction(request, address),
    request: async (request) => (await load()).request(request),
  };
}
