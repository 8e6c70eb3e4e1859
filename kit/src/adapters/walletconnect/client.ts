// The SDK side of WalletConnect, loaded with import() only when the user picks WalletConnect or a
// stored session is restored: one UniversalProvider, its pairings, session events and teardown.

import { UniversalProvider } from '@walletconnect/universal-provider';
import { toWalletConnectError } from './errors.js';
import { proposedNamespaces } from './namespaces.js';
import { pairUntilApproved } from './pairing.js';
import { wrapSession } from './session.js';
import type { WalletConnectClient, WalletConnectMetadata, WalletConnectOptions } from './types.js';

/** Keys the SDK writes (IndexedDB) start with this, apart from any other WalletConnect client on the page. */
const STORAGE_PREFIX = 'wallet-modal';

function pageMetadata(metadata: WalletConnectOptions['metadata']): WalletConnectMetadata {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return {
    name: metadata?.name ?? (typeof document === 'undefined' ? origin : document.title || origin),
    description: metadata?.description ?? '',
    url: metadata?.url ?? origin,
    icons: metadata?.icons ?? [],
  };
}

/**
 * Starts the SDK. Reads go to the app's RPC URLs (rpcMap, no provider ping); the vendor's verify
 * iframe is skipped unless `verify` is on (default: only with the public relay).
 */
export async function openWalletConnect(options: WalletConnectOptions): Promise<WalletConnectClient> {
  const client = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: pageMetadata(options.metadata),
    customStoragePrefix: options.storagePrefix ?? STORAGE_PREFIX,
    disableProviderPing: true,
    telemetryEnabled: false,
  });
  if (!(options.verify ?? options.relayUrl === undefined)) client.client.core.verify.register = async () => '';

  let pending: AbortController | undefined;
  return {
    async connect({ networks, network, onUri }) {
      pending?.abort(new Error('A newer connection attempt replaced this one'));
      const controller = (pending = new AbortController());
      if (!client.session) {
        await pairUntilApproved({
          signal: controller.signal,
          onUri,
          pair: async () => {
            const uri = new Promise<string>((resolve) => client.once('display_uri', resolve));
            const approval = client.connect({ optionalNamespaces: proposedNamespaces(networks) });
            return { uri: await Promise.race([uri, approval.then(() => uri)]), approval };
          },
        }).catch((error: unknown) => {
          throw toWalletConnectError(error);
        });
      }
      if (network && client.session?.namespaces[network.chainNamespace]?.chains?.includes(network.caipNetworkId)) {
        client.setDefaultChain(network.caipNetworkId);
      }
      return wrapSession(client);
    },
    async restore() {
      return client.session ? wrapSession(client) : undefined;
    },
    async disconnect() {
      pending?.abort(new Error('Disconnected'));
      if (!client.session) return;
      await client.disconnect().catch((error: unknown) => {
        throw toWalletConnectError(error);
      });
    },
  };
}
