// Wallet connection state (spec §3 "Wallet connection state", §4 "Wallet connection status").

import type { ConnectionStatus, } from '../types.js';

export interface DeepLink {
  href: string;
  name: string;
}

export interface RecentWallet {
  id: string;
  name: string;
  imageUrl?: string;
}

/** A live connection of one namespace (spec §3 "Connections keyed by namespace"). */
export interface NamespaceConnection {
  connectorId: string;
  /** The adapter that made it (e.g. 'evm', 'walletConnect'): it signs and sends for this namespace. */
  adapterId: string;
}

/** The connect flow the modal shows: the attempt under way, its pairing URI and its last error. */
export interface ConnectionState {
  status: ConnectionStatus;
  /** The connector of the attempt under way or of the live connection. */
  connectorId?: string;
  /** Pairing URI (WalletConnect) and the time it expires, in ms since the epoch. */
  uri?: string;
  pairingExpiry?: number;
  deepLink?: DeepLink;
  recentWallet?: RecentWallet;
  /** The last connection error, shown by the connecting view (its stable code and catalogue text). */
  error?: { code: string; message: string };
}


/** Connectors the adapters found (EIP-6963 announcements, WalletConnect, embedded…). */
