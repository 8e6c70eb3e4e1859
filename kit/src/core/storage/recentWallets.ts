// The recent-wallet list in storage: newest first, at most 2 (spec §9 "At most 2 recent wallets").

import { MAX_RECENT_WALLETS } from '../constants.js';
import type { RecentWallet } from '../stores/connection.js';
import { STORAGE_KEYS } from './keys.js';
import { safeStorage } from './safeStorage.js';

/**
 * The wallets used last, newest first. A corrupt or foreign value reads as an empty list.
 * @example
 * getRecentWallets(); // [{ id: 'io.metamask', name: 'MetaMask' }]
 */
export function getRecentWallets(): RecentWallet[] {
  return safeStorage.getJSON(STORAGE_KEYS.RECENT_WALLETS, asWallets) ?? [];
}

/**
 * Puts `wallet` first (once), keeping at most 2, and returns the new list.
 * @example
 * addRecentWallet({ id: 'io.rabby', name: 'Rabby' });
 */
export function addRecentWallet(wallet: RecentWallet): RecentWallet[] {
  const list = [wallet, ...getRecentWallets().filter((w) => w.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS);
  safeStorage.setJSON(STORAGE_KEYS.RECENT_WALLETS, list);
  return list;
}

function asWallets(value: unknown): RecentWallet[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((w): w is RecentWallet => typeof w?.id === 'string' && typeof w?.name === 'string')
    .map(({ id, name, imageUrl }) => (typeof imageUrl === 'string' ? { id, name, imageUrl } : { id, name }))
    .slice(0, MAX_RECENT_WALLETS);
}
