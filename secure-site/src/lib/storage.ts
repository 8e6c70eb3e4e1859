// Where the secure site keeps its state: IndexedDB on the secure origin (partitioned per top-level site by
// the browser). Values are structured clones, so non-extractable CryptoKeys are stored as keys, never bytes.
import { createStore, del, get, set } from 'idb-keyval';

/** The little the frame needs of a key-value store; tests pass the in-memory one. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** The browser's store: one IndexedDB database of the secure origin. */
export function createIdbStore(): KeyValueStore {
  const store = createStore('wallet-modal-embedded', 'keyval');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  };
}

/**
 * A store in memory (tests, and a fallback nobody persists to).
 * @example
 * const store = createMemoryStore(); await store.set('a', 1);
 */
export function createMemoryStore(): KeyValueStore & { readonly map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async <T>(key: string) => map.get(key) as T | undefined,
    // A structured clone, as IndexedDB stores: what cannot be cloned fails here too.
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
  };
}

/**
 * IndexedDB when the browser grants it to this frame, else memory: where third-party storage is blocked the
 * wallet still works for this page's life (a new device key each load: the server sees a new device, and the
 * wallet is recovered with the password).
 * @example
 * const store = await openStore();
 */
export async function openStore(): Promise<KeyValueStore> {
  try {
    const store = createIdbStore();
    await store.get('device-key');
    return store;
  } catch {
    return createMemoryStore();
  }
}
