// @wallet-modal/kit/walletconnect: WalletConnect as an adapter of its own, one session spanning the
// namespaces it serves. This entry is tiny and SDK-free; the SDK is fetched with import() only when
// the user picks WalletConnect or a session is restored.

import type { AdapterAccount, AdapterContext, ChainAdapter, ChainNamespace, Connector } from '../../core/types.js';
import type { Eip1193Like, WalletConnectClient, WalletConnectOptions, WalletConnectSession } from './types.js';

export type { Eip1193Like, WalletConnectConnectParameters, WalletConnectMetadata, WalletConnectOptions, WalletConnectSession } from './types.js';

/** The connector id of WalletConnect (also the connector-order key of the spec). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** The namespaces this adapter signs and sends for over a session. */
const SERVED: readonly ChainNamespace[] = ['eip155'];

const evmWallet = () => import('../evm/wallet.js');

/**
 * WalletConnect: QR / deep-link pairing and the whole session lifecycle, for every namespace it
 * serves in one session. `relayUrl` defaults to the public relay; reads use the app's RPC URLs.
 * @example
 * createWalletModal({ ...config, adapters: [evmAdapter(), walletConnectAdapter(config)] });
 */
export function walletConnectAdapter({ projectId, relayUrl, metadata, verify }: WalletConnectOptions): ChainAdapter {
  const options: WalletConnectOptions = { projectId, relayUrl, metadata, verify };
  const connector: Connector = { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', namespaces: SERVED };
  let client: Promise<WalletConnectClient> | undefined;
  let session: WalletConnectSession | undefined;
  let context: AdapterContext | undefined;
  const open = () => {
    client ??= import('./client.js').then((sdk) => sdk.openWalletConnect(options));
    // A failed start (e.g. the chunk did not load) may be retried.
    client.catch(() => (client = undefined));
    return client;
  };

  const listeners = {
    accountsChanged: (accounts: string[]) => context?.emit('accountsChanged', 'eip155', accounts),
    chainChanged: (chainId: string | number) => context?.emit('chainChanged', 'eip155', Number(chainId)),
    disconnect: () => context?.emit('disconnect'),
  };

  function use(next: WalletConnectSession | undefined): AdapterAccount[] {
    const provider = session?.provider('eip155');
    if (provider) for (const [event, listener] of Object.entries(listeners)) provider.removeListener(event, listener as never);
    session = next;
    if (!next) return [];
    const eip155 = next.provider('eip155');
    for (const [event, listener] of Object.entries(listeners)) eip155.on(event, listener as never);
    return SERVED.flatMap((namespace) => {
      const [address] = next.accounts(namespace);
      return address ? [{ namespace, address, chainId: next.chainId(namespace), connectorId: connector.id }] : [];
    });
  }

  function provider(namespace: ChainNamespace): Eip1193Like {
    if (!session) throw new Error('Please call connect() before request()');
    return session.provider(namespace);
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    namespaces: SERVED,
    setup(ctx) {
      context = ctx;
      ctx.emit('connectorsChanged', [connector]);
    },
    async reconnect() {
      return use(await (await open()).restore(context?.networks ?? []));
    },
    async connect(_connectorId, network, hooks) {
      const next = await (await open()).connect({ networks: context?.networks ?? [network], network, onUri: hooks?.onUri });
      const accounts = use(next);
      if (accounts.length === 0) throw new Error('The wallet approved no account on the networks this app lists');
      return accounts;
    },
    async disconnect() {
      use(undefined);
      if (client) await (await client).disconnect();
    },
    async switchNetwork(network) {
      await (await evmWallet()).switchWalletNetwork(provider(network.chainNamespace), network);
    },
    async signMessage({ namespace, message, address }) {
      return (await evmWallet()).signWalletMessage(provider(namespace), message, address);
    },
    async sendTransaction(request, address) {
      return (await evmWallet()).sendWalletTransaction(provider(request.namespace), request, address);
    },
    request: async ({ namespace, method, params }) => provider(namespace).request({ method, params }),
  };
}
