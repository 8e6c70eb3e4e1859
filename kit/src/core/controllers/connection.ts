// Connecting, restoring and disconnecting wallets (spec §4 "Wallet connection status", "Disconnect").

import { $account, $activeNamespace } from '../stores/account.js';
import { $connection, $connectors, type ConnectionState, type DeepLink } from '../stores/connection.js';
import { $network } from '../stores/network.js';
import { STORAGE_KEYS, safeStorage } from '../storage/index.js';
import { addRecentWallet } from '../storage/recentWallets.js';
import type { AdapterAccount, ChainNamespace, Connector } from '../types.js';
import { getAdapter } from './adapters.js';
import { resetTransactions } from './history.js';
import { resetTokenBalances } from './tokenBalances.js';
import { refreshBalance, resetAccounts, setConnectedAccount } from './account.js';
import { onChainChanged } from './network.js';

/** Tracks events (analytics); set by the client when analytics is on. */
export const connectionHooks: { track: (event: string, properties?: Record<string, unknown>) => void } = {
  track: () => {},
};

function setConnection(patch: Partial<ConnectionState>): void {
  $connection.set({ ...$connection.get(), ...patch });
}

/** A reset clears the URI, pairing expiry, deep link and recent wallet. */
export function resetConnection(): void {
  setConnection({ uri: undefined, pairingExpiry: undefined, deepLink: undefined, recentWallet: undefined });
}

function findConnector(connectorId: string): Connector {
  const connector = $connectors.get().find((item) => item.id === connectorId);
  if (!connector) throw new Error(`Connector ${connectorId} not found`);
  return connector;
}

/** Counts connect attempts: a newer one (a retry, a fresh pairing) supersedes the ones before it. */
let latestAttempt = 0;

/**
 * Connects a wallet through one of the listed connectors and reads its balance.
 * @example
 * await connect({ connectorId: 'io.metamask' });
 */
export async function connect({ connectorId }: { connectorId: string }): Promise<AdapterAccount> {
  const connector = findConnector(connectorId);
  const adapter = getAdapter(connector.chain);
  const network = $network.get().caipNetwork ?? $network.get().requestedCaipNetworks[0];
  if (!network) throw new Error('Network Not Found');
  // A pairing shown as QR code is not "connecting" yet; on Telegram and iOS Safari it is (spec §4).
  const pairing = connector.type === 'WALLET_CONNECT';
  const status = pairing && !isPendingPairingPlatform() ? $connection.get().status : 'connecting';
  setConnection({ status, connectorId, error: undefined, ...(pairing ? { uri: undefined, pairingExpiry: undefined } : {}) });
  const attempt = ++latestAttempt;
  const current = () => attempt === latestAttempt;
  try {
    const account = await adapter.connect(connectorId, network, {
      onUri: (uri, pairingExpiry) => current() && setConnection({ uri, pairingExpiry }),
    });
    onConnected(connector.chain, account);
    connectionHooks.track('CONNECT_SUCCESS', { method: 'browser', name: connector.name });
    return account;
  } catch (error) {
    // A superseded attempt's failure (its pairing was replaced) says nothing about the current one.
    if (!current()) throw error;
    setConnection({ status: 'disconnected', connectorId: undefined, error: errorMessage(error) });
    connectionHooks.track('CONNECT_ERROR', { message: errorMessage(error) });
    throw error;
  }
}

/**
 * Restores the connection of an earlier visit: the status is connecting while the session syncs,
 * then connected, or disconnected when the wallet no longer grants access.
 */
export async function reconnect(): Promise<void> {
  const connectorId = safeStorage.get(STORAGE_KEYS.CONNECTED_CONNECTOR_IDS);
  const namespace = safeStorage.get(STORAGE_KEYS.ACTIVE_NAMESPACE) as ChainNamespace | undefined;
  if (!connectorId || !namespace) return;
  setConnection({ status: 'connecting', connectorId });
  try {
    const account = await getAdapter(namespace).reconnect(connectorId);
    if (account) {
      onConnected(namespace, account);
      return;
    }
  } catch {
    // A wallet that cannot restore the session is treated like a disconnected one.
  }
  clearStoredConnection();
  setConnection({ status: 'disconnected', connectorId: undefined });
}

/**
 * Disconnects: resets account and network state, clears stored connector ids and the social
 * provider, and tracks success or error. Throws 'Failed to disconnect' when the wallet fails.
 */
export async function disconnect(): Promise<void> {
  const namespace = $activeNamespace.get();
  try {
    if (namespace) await getAdapter(namespace).disconnect();
    onDisconnected();
    connectionHooks.track('DISCONNECT_SUCCESS');
  } catch (error) {
    connectionHooks.track('DISCONNECT_ERROR', { message: errorMessage(error) });
    throw new Error('Failed to disconnect', { cause: error });
  }
}

function onConnected(namespace: ChainNamespace, account: AdapterAccount): void {
  const connector = $connectors.get().find((item) => item.id === account.connectorId);
  if (connector) addRecentWallet({ id: connector.id, name: connector.name, imageUrl: connector.imageUrl });
  onChainChanged(account.chainId, namespace);
  setConnectedAccount(namespace, account.address);
  setConnection({ status: 'connected', connectorId: account.connectorId, error: undefined });
  safeStorage.set(STORAGE_KEYS.CONNECTED_CONNECTOR_IDS, account.connectorId);
  safeStorage.set(STORAGE_KEYS.ACTIVE_NAMESPACE, namespace);
  safeStorage.set(STORAGE_KEYS.CONNECTION_STATUS, 'connected');
  void refreshBalance();
}

/** The wallet went away (user disconnect, or the wallet revoked access). */
export function onDisconnected(): void {
  resetAccounts();
  resetTransactions();
  resetTokenBalances();
  const network = $network.get();
  $network.set({ ...network, unsupportedChainId: undefined });
  clearStoredConnection();
  resetConnection();
  setConnection({ status: 'disconnected', connectorId: undefined, error: undefined });
}

/** The wallet switched accounts; an empty list means it disconnected. */
export function onAccountsChanged(addresses: string[]): void {
  const namespace = $activeNamespace.get();
  const [address] = addresses;
  if (!namespace) return;
  if (!address) {
    onDisconnected();
    return;
  }
  resetTransactions();
  setConnectedAccount(namespace, address);
  void refreshBalance();
}

/** The wallet moved to another chain: follow it, and re-read the account on the new network. */
export function onWalletChainChanged(chainId: string | number): void {
  const namespace = $activeNamespace.get();
  if (!namespace) return;
  onChainChanged(chainId, namespace);
  resetTransactions();
  const { address } = $account.get();
  if (address && !$network.get().unsupportedChainId) {
    setConnectedAccount(namespace, address);
    void refreshBalance();
  }
}

function clearStoredConnection(): void {
  safeStorage.remove(STORAGE_KEYS.CONNECTED_CONNECTOR_IDS);
  safeStorage.remove(STORAGE_KEYS.ACTIVE_NAMESPACE);
  safeStorage.remove(STORAGE_KEYS.CONNECTED_SOCIAL);
  safeStorage.set(STORAGE_KEYS.CONNECTION_STATUS, 'disconnected');
}

/** Telegram's in-app browser and iOS Safari: a pending WalletConnect pairing counts as connecting. */
export function isPendingPairingPlatform(): boolean {
  if (typeof window === 'undefined') return false;
  if ((window as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp) return true;
  const agent = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent);
}

/**
 * Keeps the deep link the user followed (href and name), so returning to the page resumes the pairing.
 * @example
 * rememberDeepLink({ href: 'metamask://wc?uri=…', name: 'MetaMask' });
 */
export function rememberDeepLink(deepLink: DeepLink): void {
  setConnection({ deepLink });
}

function errorMessage(error: unknown): string {
  // Catalogue and viem errors carry the short text for users; `message` adds developer details.
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
  if (typeof short === 'string') return short;
  return error instanceof Error ? error.message : String(error);
}
