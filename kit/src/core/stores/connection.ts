// Wallet connection state (spec §3 "Wallet connection state", §4 "Wallet connection status").

import { atom } from 'nanostores';
import type { ConnectionStatus, Connector } from '../types.js';

export interface DeepLink {
  href: string;
  name: string;
}

export interface RecentWallet {
  id: string;
  name: string;
  imageUrl?: string;
}

export interface ConnectionState {
  status: ConnectionStatus;
  /** The connector of the live connection. */
  connectorId?: string;
  /** Pairing URI (WalletConnect) and the time it expires, in ms since the epoch. */
  uri?: string;
  pairingExpiry?: number;
  deepLink?: DeepLink;
  recentWallet?: RecentWallet;
  /** The last connection error, shown by the connecting view. */
  error?: string;
}

export const $connection = atom<ConnectionState>({ status: 'disconnected' });

/** Connectors the adapters found (EIP-6963 announcements, WalletConnect, embedded…). */
export const $connectors = atom<Connector[]>([]);
