// Smart-account-enabled networks, stored as a comma list of chain ids (spec §3 "Local storage"). The
// embedded wallet writes it (and an empty list when its fetch fails) in issue 16; the modal restores it.

import { STORAGE_KEYS } from './keys.js';
import { safeStorage } from './safeStorage.js';

/**
 * The stored chain ids. A list with entries that are not positive integers is foreign: it reads as
 * empty, with a console notice.
 * @example
 * getSmartAccountEnabledNetworks(); // [1, 8453]
 */
export function getSmartAccountEnabledNetworks(): number[] {
  const raw = safeStorage.get(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS);
  if (!raw) return [];
  const ids = raw.split(',').map((part) => (/^\d+$/.test(part.trim()) ? Number(part) : NaN));
  if (ids.every((id) => Number.isSafeInteger(id) && id > 0)) return ids;
  safeStorage.ignore(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS, raw);
  return [];
}

/**
 * Stores the chain ids as a comma list (an empty list too: the fetch failed or none is enabled).
 * @example
 * writeSmartAccountEnabledNetworks([1, 8453]); // '1,8453'
 */
export function writeSmartAccountEnabledNetworks(ids: readonly number[]): void {
  safeStorage.set(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS, ids.join(','));
}
