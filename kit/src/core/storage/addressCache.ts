// Cached records with lifetimes, keyed by address (spec §3 "Cached balance, name and identity records").

import {
  ENS_CACHE_TTL_MS,
  IDENTITY_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  PORTFOLIO_CACHE_TTL_MS,
} from '../constants.js';
import { STORAGE_KEYS, type StorageKey } from './keys.js';
import { safeStorage } from './safeStorage.js';

interface Entry {
  timestamp: number;
  value: unknown;
}

export interface AddressCache<T> {
  /** The cached value while it is younger than the lifetime; undefined when absent, stale or unreadable. */
  get(address: string, now?: number): T | undefined;
  set(address: string, value: T, now?: number): void;
  remove(address: string): void;
  clear(): void;
}

/**
 * A cache of one kind of record in localStorage, keyed by address. Pass a CAIP-10 address for
 * per-chain values. Entries that are corrupt, foreign or fail `parse` are ignored, never a crash.
 * @example
 * const cache = createAddressCache(STORAGE_KEYS.ENS_CACHE, ENS_CACHE_TTL_MS, asString);
 * cache.set('0xf39F…', 'alice.eth');
 */
export function createAddressCache<T>(
  key: StorageKey,
  lifetimeMs: number,
  parse: (value: unknown) => T | undefined,
): AddressCache<T> {
  const read = (): Record<string, Entry> => safeStorage.getJSON(key, asEntries) ?? {};
  const write = (entries: Record<string, Entry>) => safeStorage.setJSON(key, entries);
  return {
    get(address, now = Date.now()) {
      const entry = read()[normalize(address)];
      if (!entry || now - entry.timestamp >= lifetimeMs || entry.timestamp > now) return undefined;
      return parse(entry.value);
    },
    set(address, value, now = Date.now()) {
      write({ ...read(), [normalize(address)]: { timestamp: now, value } });
    },
    remove(address) {
      const { [normalize(address)]: _removed, ...rest } = read();
      write(rest);
    },
    clear() {
      safeStorage.remove(key);
    },
  };
}

/** EVM addresses compare case-insensitively; others as written. */
const normalize = (address: string) => (/0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address);

function asEntries(value: unknown): Record<string, Entry> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries: Record<string, Entry> = {};
  for (const [address, entry] of Object.entries(value)) {
    const timestamp = (entry as Partial<Entry> | null)?.timestamp;
    if (typeof timestamp === 'number' && Number.isFinite(timestamp)) entries[address] = entry as Entry;
  }
  return entries;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

export interface IdentityRecord {
  name?: string | null;
  avatar?: string | null;
}

const asIdentity = (value: unknown): IdentityRecord | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, avatar } = value as Record<string, unknown>;
  const ok = (v: unknown) => v === undefined || v === null || typeof v === 'string';
  return ok(name) && ok(avatar) ? { name: name as string | null, avatar: avatar as string | null } : undefined;
};

const asArray = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : undefined);

/** Native balance as a decimal string; lives 30 s. */
export const nativeBalanceCache = createAddressCache(STORAGE_KEYS.BALANCE_CACHE, NATIVE_BALANCE_CACHE_TTL_MS, asString);
/** Portfolio (token balances) as the API returned them; lives 30 s. Parse entries at use. */
export const portfolioCache = createAddressCache(STORAGE_KEYS.PORTFOLIO_CACHE, PORTFOLIO_CACHE_TTL_MS, asArray);
/** ENS / profile name of an address; lives 5 min. */
export const ensNameCache = createAddressCache(STORAGE_KEYS.ENS_CACHE, ENS_CACHE_TTL_MS, asString);
/** Identity (name and avatar) of an address; lives 5 min. */
export const identityCache = createAddressCache(STORAGE_KEYS.IDENTITY_CACHE, IDENTITY_CACHE_TTL_MS, asIdentity);
