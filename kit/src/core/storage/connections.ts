// The live connections, remembered across reloads (spec §3 "Local storage": connections, connected
// namespaces, connector ids, wallet id and name, connection status).

import type { NamespaceConnection } from '../stores/connection.js';
import type { ChainNamespace, Connector } from '../types.js';
import { STORAGE_KEYS } from './keys.js';
import { safeStorage } from './safeStorage.js';

export type StoredConnections = Partial<Record<ChainNamespace, NamespaceConnection>>;

/**
 * The connections of the last visit; a corrupt or foreign value reads as none.
 * @example
 * readConnections(); // { eip155: { connectorId: 'io.metamask', adapterId: 'evm' } }
 */
export function readConnections(): StoredConnections {
  return safeStorage.getJSON(STORAGE_KEYS.CONNECTIONS, asConnections) ?? {};
}

/** Writes the connections and the keys derived from them; the wallet's id and name when one connected. */
export function writeConnections(connections: StoredConnections, wallet?: Pick<Connector, 'id' | 'name'>): void {
  const namespaces = Object.keys(connections);
  if (namespaces.length === 0) {
    for (const key of [STORAGE_KEYS.CONNECTIONS, STORAGE_KEYS.CONNECTED_NAMESPACES, STORAGE_KEYS.CONNECTED_CONNECTOR_IDS, STORAGE_KEYS.WALLET_ID, STORAGE_KEYS.WALLET_NAME, STORAGE_KEYS.CONNECTED_SOCIAL]) {
      safeStorage.remove(key);
    }
    safeStorage.set(STORAGE_KEYS.CONNECTION_STATUS, 'disconnected');
    return;
  }
  safeStorage.setJSON(STORAGE_KEYS.CONNECTIONS, connections);
  safeStorage.set(STORAGE_KEYS.CONNECTED_NAMESPACES, namespaces.join(','));
  safeStorage.setJSON(STORAGE_KEYS.CONNECTED_CONNECTOR_IDS, Object.fromEntries(Object.entries(connections).map(([namespace, c]) => [namespace, c.connectorId])));
  safeStorage.set(STORAGE_KEYS.CONNECTION_STATUS, 'connected');
  if (wallet) {
    safeStorage.set(STORAGE_KEYS.WALLET_ID, wallet.id);
    safeStorage.set(STORAGE_KEYS.WALLET_NAME, wallet.name);
  }
}

function asConnections(value: unknown): StoredConnections | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    ([namespace, entry]) =>
      /^[-a-z0-9]{3,8}$/.test(namespace) && typeof entry?.connectorId === 'string' && typeof entry?.adapterId === 'string',
  );
  return Object.fromEntries(entries.map(([namespace, entry]) => [namespace, { connectorId: entry.connectorId, adapterId: entry.adapterId }]));
}
