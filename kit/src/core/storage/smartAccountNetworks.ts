// Smart-account-enabled networks, stored as a comma list of chain ids (spec §3 "Local storage").

import { STORAGE_KEYS } from './keys.js';
import { safeStorage } from './safeStorage.js';

/**
 * The stored chain ids; entries that are not positive integers are ignored.
 * @example
 * getSmartAccountEnabledNetworks(); // [1, 8453]
 */
export function getSmartAccountEnabledNetworks(): number[] {
  const raw = safeStorage.get(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS) ?? '';
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * Stores the chain ids as a comma list.
 * @example
 * setSmartAccountEnabledNetworks([1, 8453]); // '1,8453'
 */
export function setSmartAccountEnabledNetworks(chainIds: readonly number[]): void {
  safeStorage.set(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS, chainIds.join(','));
}
