// @wallet-modal/kit/walletconnect: WalletConnect as an adapter of its own, one session spanning the
// namespaces it serves (eip155, solana, bip122). This entry is tiny and SDK-free; the SDK and each
// namespace's signing code are fetched with import() only when the user picks WalletConnect, a session
// is restored, or a namespace's action first runs.

import { catalogueError } from '../../core/errors/base.js';
import { InternalMessages } from '../../core/errors/messages.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import type { AdapterAccount, AdapterContext, CaipNetwork, ChainAdapter, ChainNamespace, Connector } from '../../core/types.js';
import type { Eip1193Like, WalletConnectClient, WalletConnectOptions, WalletConnectSession, WalletConnectSessionEvent } from './types.js';

export type {
  Eip1193Like,
  WalletConnectConnectParameters,
  WalletConnectMetadata,
  WalletConnectOptions,
  WalletConnectSession,
  WalletConnectSessionEvent,
} from './types.js';

/** The connector id of WalletConnect (also the connector-order key of the spec). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** The namespaces this adapter signs for over a session (it sends on eip155 and solana). */
const SERVED: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122'];

const evmWallet = () => import('../evm/wallet.js');
const solana = () => import('./solana.js');
const bitcoin = () => import('./bitcoin.js');

/**
 * WalletConnect: QR / deep-link pairing and the whole session lifecycle, for every namespace it
 * serves in one session. `relayUrl` defaults to the public relay; reads use the app's RPC URLs.
 * @example
 * createWalletModal({ ...config, adapters: [evmAdapter(), walletConnectAdapter(config)] });
 */
export function walletConnectAdapter({ projectId, relayUrl, metadata, verify, storagePrefix, relayTimeoutMs }: WalletConnectOptions): ChainAdapter {
  const options: WalletConnectOptions = { projectId, relayUrl, metadata, verify, storagePrefix, relayTimeoutMs };
  let client: Promise<WalletConnectClient> | undefined;
  let session: WalletConnectSession | undefined;
  let stopEvents: (() => void) | undefined;
  let context: AdapterContext | undefined;
  const open = () => {
    client ??= import('./client.js').then((sdk) => sdk.openWalletConnect(options, context?.api));
    // A failed start (e.g. the chunk did not load) may be retried.
    client.catch(() => (client = undefined));
    return client;
  };
  /** The served namespaces the app lists networks of. */
  const namespaces = () => SERVED.filter((namespace) => (context?.networks ?? []).some((network) => network.chainNamespace === namespace));

  function onSessionEvent(event: WalletConnectSessionEvent): void {
    if (event.type === 'disconnect') return context?.emit('disconnect');
    if (event.type === 'chainChanged') return context?.emit('chainChanged', event.namespace, event.chainId);
    context?.emit('accountsChanged', event.namespace, event.addresses);
  }

  /** Makes `next` the live session; resolves its account in every namespace it granted that the app lists. */
  function use(next: WalletConnectSession | undefined): AdapterAccount[] {
    stopEvents?.();
    stopEvents = next?.subscribe(onSessionEvent);
    session = next;
    if (!next) return [];
    const granted = next.namespaces();
    return namespaces()
      .filter((namespace) => granted.includes(namespace))
      .flatMap((namespace) => {
        const [address] = next.accounts(namespace);
        // The chains the wallet approved of those proposed: the others are listed as not available from it.
        return address ? [{ namespace, address, chainId: next.chainId(namespace), connectorId: WALLET_CONNECT_CONNECTOR_ID, approvedNetworks: next.chains(namespace) }] : [];
      });
  }

  function live(): WalletConnectSession {
    if (!session) throw new Error(InternalMessages.CONNECT_BEFORE_REQUEST);
    return session;
  }

  /** The app's network the session is on in `namespace`. */
  function currentNetwork(namespace: ChainNamespace): CaipNetwork {
    const id = `${namespace}:${live().chainId(namespace)}`;
    const network = context?.networks.find((candidate) => candidate.caipNetworkId === id);
    if (!network) throw catalogueError('UNSUPPORTED_CHAIN', { details: `${id} is not in the app's networks list` });
    return network;
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    namespaces: SERVED,
    setup(ctx) {
      context = ctx;
      const connector: Connector = { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', namespaces: namespaces() };
      ctx.emit('connectorsChanged', [connector]);
    },
    async reconnect() {
      return use(await (await open()).restore(context?.networks ?? []));
    },
    hasPendingPairing: () => safeStorage.get(STORAGE_KEYS.WC_PENDING_PAIRING) !== undefined,
    async connect(_connectorId, network, hooks) {
      const next = await (await open()).connect({ networks: context?.networks ?? [network], network, onUri: hooks?.onUri, resume: hooks?.resume });
      const accounts = use(next);
      if (accounts.length === 0) throw new Error('The wallet approved no account on the networks this app lists');
      return accounts;
    },
    async disconnect() {
      use(undefined);
      if (client) await (await client).disconnect();
    },
    async switchNetwork(network) {
      const namespace = network.chainNamespace;
      if (namespace === 'eip155') return (await evmWallet()).switchWalletNetwork(live().provider(namespace), network);
      // Solana and Bitcoin wallets have no switch method: the session moves between the chains the wallet approved.
      const approved = live().chains(namespace);
      if (!approved.includes(network.caipNetworkId)) {
        throw catalogueError('UNSUPPORTED_CHAIN', { details: `The wallet approved ${approved.join(', ') || `no ${namespace} chain`} in this session, not ${network.caipNetworkId}` });
      }
      live().setChain(network.caipNetworkId);
    },
    async signMessage({ namespace, message, address }) {
      const provider = live().provider(namespace);
      if (namespace === 'solana') return (await solana()).signSolanaMessageOverSession(provider, address, message);
      if (namespace === 'bip122') return (await bitcoin()).signBitcoinMessageOverSession(provider, address, message);
      return (await evmWallet()).signWalletMessage(provider, message, address);
    },
    async sendTransaction(request, address) {
      if (request.namespace === 'eip155') return (await evmWallet()).sendWalletTransaction(live().provider('eip155'), request, address);
      if (request.namespace === 'solana') {
        return (await solana()).sendSolanaOverSession({ session: live(), request, address, network: currentNetwork('solana') });
      }
      // Send stays unsupported for bip122 and the other namespaces (spec §4 "Send").
      throw catalogueError('UNSUPPORTED_CHAIN', { details: `WalletConnect does not send on ${(request as { namespace: string }).namespace}` });
    },
    // solana_* and bip122 methods take one object: given alone, or as the only item of `params`.
    request: async ({ namespace, method, params }) =>
      live()
        .provider(namespace)
        .request({ method, params: namespace !== 'eip155' && params?.length === 1 && isObject(params[0]) ? params[0] : params }),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
