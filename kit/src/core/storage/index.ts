// Storage: prefixed keys and a localStorage wrapper that never throws.
export { STORAGE_KEYS, STORAGE_PREFIX, type StorageKey } from './keys.js';
export { safeStorage } from './safeStorage.js';
