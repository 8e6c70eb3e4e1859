// Connecting, restoring and disconnecting wallets (spec §4 "Wallet connection status", "Disconnect"),
// with connections keyed by namespace: one wallet may connect several namespaces (WalletConnect, a
// MULTI_CHAIN wallet), and an EVM and a Solana wallet may be connected side by side.

import { catalogueError } from '../errors/base.js';
import { errorCode } from '../errors/codes.js';
import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';
import { readConnections, writeConnections, type StoredConnections } from '../storage/connections.js';
import { addRecentWallet } from '../storage/recentWallets.js';
import type { ConnectionState } from '../stores/connection.js';
import type { AdapterAccount, AdapterEvents, CaipNetwork, ChainAdapter, ChainNamespace, Connector } from '../types.js';
import { adapterById } from './adapters.js';
import { resetAccounts, setConnectedAccount } from './account.js';
import { resetTokenBalances, resetTransactions } from './accountReset.js';
import { trackEvent } from './analytics.js';
import { dropUnconfirmedAccounts } from './initialState.js';
import { partsOf } from './connectors.js';
import { onChainChanged, setActiveNetwork, setApprovedNetworks } from './network.js';
import { refreshBalance } from './refreshBalance.js';

/** Counts connect attempts: a newer one (a retry, a fresh pairing) supersedes the ones before it. */
const attempts = instanceState('connectAttempts', () => ({ latest: 0 }));

/**
 * The stored connections a restore has not settled yet. A write meanwhile (one wallet restored while
 * another still syncs) keeps them, so a reload before the restore ends loses no connection.
 */
const restoring = instanceState('restoring', () => ({ pending: {} as StoredConnections }));

function persist(modal: ModalCore, connections: StoredConnections, wallet?: Pick<Connector, 'id' | 'name'>): void {
  writeConnections({ ...restoring(modal).pending, ...connections }, wallet);
}

function setConnection(modal: ModalCore, patch: Partial<ConnectionState>): void {
  modal.$connection.set({ ...modal.$connection.get(), ...patch });
}

/** A reset clears the URI, pairing expiry, deep link and recent wallet. */
export function resetConnection(modal: ModalCore): void {
  setConnection(modal, { uri: undefined, pairingExpiry: undefined, deepLink: undefined, recentWallet: undefined });
}

function findConnector(modal: ModalCore, connectorId: string): Connector {
  const connector = modal.$connectors.get().find((item) => item.id === connectorId);
  if (!connector?.adapterId) throw catalogueError('WALLET_NOT_FOUND', { details: `No connector ${connectorId} on this page` });
  return connector;
}

/** The network a connector starts on: the active one when it serves that namespace, else its first the app lists. */
function startNetwork(modal: ModalCore, namespaces: readonly ChainNamespace[]): CaipNetwork | undefined {
  const active = modal.$network.get().caipNetwork;
  if (active && namespaces.includes(active.chainNamespace)) return active;
  const states = modal.$networks.get();
  for (const namespace of namespaces) {
    const state = states[namespace];
    const network = state?.caipNetwork ?? state?.requestedCaipNetworks[0];
    if (network) return network;
  }
  return undefined;
}

/**
 * Connects a wallet through one of the listed connectors and reads its balance. A MULTI_CHAIN wallet
 * connects each namespace it serves that the app lists, one adapter after the other; a part that
 * fails after another connected is left out with a console notice. Resolves the accounts it
 * connected, one per namespace.
 * @example
 * await connect(modal, { connectorId: 'io.metamask' });
 */
export async function connect(modal: ModalCore, { connectorId, resume = false }: { connectorId: string; resume?: boolean }): Promise<AdapterAccount[]> {
  const attempt = ++attempts(modal).latest;
  const current = () => attempt === attempts(modal).latest;
  try {
    const connector = findConnector(modal, connectorId);
    // The part of the active namespace connects first, so the modal stays on it.
    const active = modal.$activeNamespace.get();
    const parts = partsOf(connector)
      .flatMap((part) => {
        const network = startNetwork(modal, part.namespaces);
        return network ? [{ ...part, network }] : [];
      })
      .sort((a, b) => Number(b.namespaces.includes(active)) - Number(a.namespaces.includes(active)));
    const [first] = parts;
    if (!first) throw new Error(`Network Not Found: the app lists no network of ${connector.namespaces.join(', ')}`);
    const preferred = first.network.chainNamespace;
    // A pairing shown as QR code is not "connecting" yet; on Telegram and iOS Safari it is (spec §4).
    const pairing = connector.type === 'WALLET_CONNECT';
    const status = pairing && !isPendingPairingPlatform() ? modal.$connection.get().status : 'connecting';
    setConnection(modal, { status, connectorId, error: undefined, ...(pairing ? { uri: undefined, pairingExpiry: undefined } : {}) });
    const connected: AdapterAccount[] = [];
    for (const part of parts) {
      const adapter = adapterById(modal, part.adapterId);
      try {
        const accounts = await adapter.connect(part.connectorId, part.network, {
          onUri: (uri, pairingExpiry) => current() && setConnection(modal, { uri, pairingExpiry }),
          resume,
        });
        if (accounts.length === 0) throw new Error('The wallet approved no account');
        onConnected(modal, adapter, accounts, preferred, connector);
        connected.push(...accounts);
      } catch (error) {
        if (connected.length === 0) throw error;
        notice(`${connector.name} did not connect ${part.namespaces.join(', ')}`, error);
      }
    }
    void trackEvent(modal, 'CONNECT_SUCCESS', { method: 'browser', name: connector.name });
    return connected;
  } catch (error) {
    // A superseded attempt's failure (its pairing was replaced) says nothing about the current one.
    if (!current()) throw error;
    // A pairing taken up after a reload that no wallet approved in time ends quietly: nobody asked.
    if (resume) {
      setConnection(modal, { status: 'disconnected', uri: undefined, pairingExpiry: undefined });
      throw error;
    }
    const code = errorCode(error);
    setConnection(modal, { status: 'disconnected', error: code });
    void trackEvent(modal, 'CONNECT_ERROR', { message: code.message });
    throw error;
  }
}

/**
 * Restores the connections of an earlier visit: the status is connecting while they sync, then
 * connected, or disconnected when no wallet grants access any more.
 */
export async function reconnect(modal: ModalCore): Promise<void> {
  const stored = readConnections();
  const byAdapter = new Map<string, { adapterId: string; connectorId: string }>();
  for (const connection of Object.values(stored)) byAdapter.set(`${connection.adapterId}/${connection.connectorId}`, connection);
  if (byAdapter.size === 0) return;
  setConnection(modal, { status: 'connecting', connectorId: [...byAdapter.values()][0]?.connectorId });
  const active = modal.$activeNamespace.get();
  restoring(modal).pending = stored;
  /** This wallet's stored entries are settled: restored (the live map has them) or dropped. */
  const settled = (adapterId: string, connectorId: string) => {
    const { pending } = restoring(modal);
    restoring(modal).pending = Object.fromEntries(Object.entries(pending).filter(([, c]) => c.adapterId !== adapterId || c.connectorId !== connectorId));
  };
  await Promise.all(
    [...byAdapter.values()].map(async ({ adapterId, connectorId }) => {
      const adapter = modal.adapters.find((candidate) => candidate.id === adapterId);
      // A wallet or adapter that is gone, or cannot restore the session, is treated like a
      // disconnected one: a console notice, never an error (spec §8).
      if (!adapter) return notice(`${connectorId} was connected through the ${adapterId} adapter, which this app no longer has`);
      let accounts: AdapterAccount[];
      try {
        accounts = await adapter.reconnect(connectorId);
      } catch (error) {
        return notice(`${connectorId} could not be restored`, error);
      } finally {
        settled(adapterId, connectorId);
      }
      if (accounts.length === 0) return notice(`${connectorId} granted no account`);
      onConnected(modal, adapter, accounts, active);
    }),
  );
  restoring(modal).pending = {};
  const connected = Object.keys(modal.$connections.get()).length > 0;
  writeConnections(modal.$connections.get());
  // A server-rendered account (initialState) that no wallet restored is dropped with it.
  if (modal.options.ssr) dropUnconfirmedAccounts(modal);
  if (!connected) setConnection(modal, { status: 'disconnected', connectorId: undefined });
}

/**
 * Takes up a WalletConnect pairing that was on screen when the page went away (a reload, a tab the
 * browser discarded): a wallet that scans that code, or approved it meanwhile, still connects. Only
 * while nothing is connected in the adapter's namespaces.
 */
export function resumePairings(modal: ModalCore): void {
  const connections = modal.$connections.get();
  for (const adapter of modal.adapters) {
    if (!adapter.hasPendingPairing?.() || adapter.namespaces.some((namespace) => connections[namespace])) continue;
    const connector = modal.$connectors.get().find((candidate) => candidate.id === adapter.id);
    if (connector) connect(modal, { connectorId: connector.id, resume: true }).catch((error: unknown) => notice('The pairing shown before the reload was not approved', error));
  }
}

/**
 * Disconnects every connection (or the one of `namespace`): resets account and network state,
 * clears stored connector ids and the social provider, and tracks success or error. Throws
 * 'Failed to disconnect' when a wallet fails.
 * @example
 * await disconnect(modal);
 */
export async function disconnect(modal: ModalCore, { namespace }: { namespace?: ChainNamespace } = {}): Promise<void> {
  const connections = modal.$connections.get();
  const namespaces = (namespace ? [namespace] : (Object.keys(connections) as ChainNamespace[])).filter((ns) => connections[ns]);
  const adapterIds = new Set(namespaces.map((ns) => connections[ns]?.adapterId as string));
  try {
    for (const adapterId of adapterIds) await adapterById(modal, adapterId).disconnect();
    const served = Object.entries(connections).filter(([, connection]) => adapterIds.has(connection.adapterId));
    dropConnections(modal, [...new Set([...namespaces, ...served.map(([ns]) => ns as ChainNamespace)])]);
    void trackEvent(modal, 'DISCONNECT_SUCCESS');
  } catch (error) {
    void trackEvent(modal, 'DISCONNECT_ERROR', { message: errorCode(error).message });
    throw new Error('Failed to disconnect', { cause: error });
  }
}

function onConnected(
  modal: ModalCore,
  adapter: ChainAdapter,
  accounts: readonly AdapterAccount[],
  preferred: ChainNamespace,
  connector = listedConnector(modal, accounts[0]?.connectorId),
): void {
  const first = accounts[0] as AdapterAccount;
  if (connector && connector.type !== 'AUTH') addRecentWallet({ id: connector.id, name: connector.name, imageUrl: connector.imageUrl });
  const connections = { ...modal.$connections.get() };
  for (const account of accounts) {
    connections[account.namespace] = { connectorId: account.connectorId, adapterId: adapter.id };
    setApprovedNetworks(modal, account.namespace, account.approvedNetworks);
    onChainChanged(modal, account.chainId, account.namespace);
    setConnectedAccount(modal, account.namespace, account.address, account.allAccounts);
  }
  modal.$connections.set(connections);
  // The active namespace stays when another wallet (or another part of this one) is connected there.
  const shown = accounts.find((account) => account.namespace === preferred) ?? (connections[modal.$activeNamespace.get()] ? undefined : first);
  const network = shown && modal.$networks.get()[shown.namespace]?.caipNetwork;
  if (shown && network && modal.$activeNamespace.get() !== shown.namespace) setActiveNetwork(modal, network);
  setConnection(modal, { status: 'connected', connectorId: connector?.id ?? first.connectorId, error: undefined });
  persist(modal, connections, connector);
  void refreshBalance(modal);
}

/** The listed connector with `connectorId`, or the MULTI_CHAIN wallet it is part of. */
function listedConnector(modal: ModalCore, connectorId: string | undefined): Connector | undefined {
  return modal.$connectors.get().find((item) => item.id === connectorId || item.parts?.some((part) => part.connectorId === connectorId));
}

/** Forgets the connections of `namespaces` (the wallet went away, or the user disconnected). */
function dropConnections(modal: ModalCore, namespaces: readonly ChainNamespace[]): void {
  const connections = { ...modal.$connections.get() };
  for (const namespace of namespaces) delete connections[namespace];
  modal.$connections.set(connections);
  resetAccounts(modal, namespaces);
  const states = { ...modal.$networks.get() };
  for (const namespace of namespaces) {
    const state = states[namespace];
    // No wallet limits the namespace any more: every listed network is offered again.
    if (state) states[namespace] = { ...state, unsupportedChainId: undefined, approvedCaipNetworkIds: state.requestedCaipNetworks.map((network) => network.caipNetworkId as never), supportsAllNetworks: true };
  }
  modal.$networks.set(states);
  if (namespaces.includes(modal.$activeNamespace.get())) {
    resetTransactions(modal);
    resetTokenBalances(modal);
  }
  persist(modal, connections);
  if (Object.keys(connections).length > 0) return;
  resetConnection(modal);
  setConnection(modal, { status: 'disconnected', connectorId: undefined, error: undefined });
}

/**
 * Turns an adapter's event into store updates of the namespace it names; events about a namespace
 * another adapter's wallet is connected in are ignored.
 */
export function onAdapterEvent<E extends Exclude<keyof AdapterEvents, 'connectorsChanged'>>(
  modal: ModalCore,
  adapter: ChainAdapter,
  event: E,
  ...args: Parameters<AdapterEvents[E]>
): void {
  const connections = modal.$connections.get();
  const owns = (namespace: ChainNamespace) => connections[namespace]?.adapterId === adapter.id;
  if (event === 'disconnect') {
    const [namespace] = args as Parameters<AdapterEvents['disconnect']>;
    const namespaces = (Object.keys(connections) as ChainNamespace[]).filter((ns) => owns(ns) && (!namespace || ns === namespace));
    if (namespaces.length > 0) dropConnections(modal, namespaces);
    return;
  }
  const [namespace, value] = args as [ChainNamespace, unknown];
  if (!owns(namespace)) return;
  const active = modal.$activeNamespace.get() === namespace;
  if (event === 'accountsChanged') {
    const [address] = value as string[];
    if (!address) return dropConnections(modal, [namespace]);
    setConnectedAccount(modal, namespace, address, (args as Parameters<AdapterEvents['accountsChanged']>)[2]);
  } else {
    onChainChanged(modal, value as string | number, namespace);
    const address = modal.$accounts.get()[namespace]?.address;
    if (address && !modal.$networks.get()[namespace]?.unsupportedChainId) setConnectedAccount(modal, namespace, address);
  }
  if (active) {
    resetTransactions(modal);
    void refreshBalance(modal);
  }
}

function notice(message: string, cause?: unknown): void {
  console.info(`[wallet-modal] the last connection is dropped: ${message}.`, ...(cause === undefined ? [] : [cause]));
}

/** Telegram's in-app browser and iOS Safari: a pending WalletConnect pairing counts as connecting. */
export function isPendingPairingPlatform(): boolean {
  if (typeof window === 'undefined') return false;
  if ((window as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp) return true;
  const agent = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent);
}
