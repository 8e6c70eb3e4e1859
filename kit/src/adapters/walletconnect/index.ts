// @wallet-modal/kit/walletconnect: WalletConnect as a connector. This entry is tiny and SDK-free;
// the SDK is fetched with import() only when the user picks WalletConnect or a session is restored.

import type { WalletConnectConnector, WalletConnectOptions } from './types.js';

export type {
  Eip1193Like,
  WalletConnectConnectParameters,
  WalletConnectConnector,
  WalletConnectMetadata,
  WalletConnectOptions,
  WalletConnectSession,
} from './types.js';

/** The connector id of WalletConnect (also the connector-order key of the spec). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/**
 * WalletConnect for the chain adapters: QR / deep-link pairing and the whole session lifecycle.
 * Pass the app's config; `relayUrl` defaults to the public relay, chain reads use the app's RPC URLs.
 * @example
 * createWalletModal({ ...config, adapters: [evmAdapter({ walletConnect: walletConnect(config) })] });
 */
export function walletConnect({ projectId, relayUrl, metadata, verify }: WalletConnectOptions): WalletConnectConnector {
  const options: WalletConnectOptions = { projectId, relayUrl, metadata, verify };
  let client: Promise<import('./client.js').WalletConnectClient> | undefined;
  const open = () => {
    client ??= import('./client.js').then((sdk) => sdk.openWalletConnect(options));
    // A failed start (e.g. the chunk did not load) may be retried.
    client.catch(() => (client = undefined));
    return client;
  };
  return {
    connector: { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    options,
    connect: async (parameters) => (await open()).connect(parameters),
    restore: async ({ networks }) => (await open()).restore(networks),
    disconnect: async () => {
      if (client) await (await client).disconnect();
    },
  };
}
