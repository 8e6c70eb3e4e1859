// Storage: prefixed keys, a localStorage wrapper that never throws, and the typed records built on it.
export { STORAGE_KEYS, STORAGE_PREFIX, type StorageKey } from './keys.js';
export { safeStorage } from './safeStorage.js';
export * from './addressCache.js';
export * from './preferredAccountTypes.js';
export * from './recentWallets.js';
export * from './smartAccountNetworks.js';
