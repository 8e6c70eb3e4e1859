// WalletConnect's session lifecycle (connect, restore, disconnect, switch, sign, send, requests), loaded
// by the adapter on first use (issue 31): the page's start-up chunk holds only the adapter's stub, which
// lists the connector. The SDK and each namespace's signing code are fetched from here with import().

import { catalogueError } from '../../core/errors/base.js';
import { InternalMessages } from '../../core/errors/messages.js';
import type { AdapterAccount, AdapterContext, CaipNetwork, ChainAdapter, ChainNamespace } from '../../core/types.js';
import { WALLET_CONNECT_CONNECTOR_ID } from './connectorId.js';
import type { WalletConnectClient, WalletConnectOptions, WalletConnectSession, WalletConnectSessionEvent } from './types.js';

const evmWallet = () => import('../evm/wallet.js');
const solana = () => import('./solana.js');
const bitcoin = () => import('./bitcoin.js');

/** What the adapter's stub hands over to this module once loaded. */
export type WalletConnectLifecycle = Pick<ChainAdapter, 'reconnect' | 'connect' | 'disconnect' | 'switchNetwork' | 'signMessage' | 'sendTransaction'> &
  Required<Pick<ChainAdapter, 'request'>>;

/**
 * The session of one WalletConnect adapter: every namespace it serves in one session.
 * @example
 * const lifecycle = walletConnectLifecycle(options, { context: () => context, namespaces });
 */
export function walletConnectLifecycle(
  options: WalletConnectOptions,
  adapter: { context: () => AdapterContext | undefined; namespaces: () => ChainNamespace[] },
): WalletConnectLifecycle {
  const { context, namespaces } = adapter;
  let client: Promise<WalletConnectClient> | undefined;
  let session: WalletConnectSession | undefined;
  let stopEvents: (() => void) | undefined;
  const open = () => {
    client ??= import('./client.js').then((sdk) => sdk.openWalletConnect(options, context()?.api));
    // A failed start (e.g. the chunk did not load) may be retried.
    client.catch(() => (client = undefined));
    return client;
  };

  function onSessionEvent(event: WalletConnectSessionEvent): void {
    if (event.type === 'disconnect') return context()?.emit('disconnect');
    if (event.type === 'chainChanged') return context()?.emit('chainChanged', event.namespace, event.chainId);
    context()?.emit('accountsChanged', event.namespace, event.addresses);
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
    const network = context()?.networks.find((candidate) => candidate.caipNetworkId === id);
    if (!network) throw catalogueError('UNSUPPORTED_CHAIN', { details: `${id} is not in the app's networks list` });
    return network;
  }

  return {
    async reconnect() {
      return use(await (await open()).restore(context()?.networks ?? []));
    },
    async connect(_connectorId, network, hooks) {
      const next = await (await open()).connect({ networks: context()?.networks ?? [network], network, onUri: hooks?.onUri, resume: hooks?.resume });
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
