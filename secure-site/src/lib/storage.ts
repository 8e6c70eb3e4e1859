// Where the secure site keeps its state: IndexedDB on the secure origin (partitioned per top-level site by
// the browser). Values are structured clones, so non-extractable CryptoKeys are stored as keys, never bytes.
//
// Where the browser blocks third-party storage (Chromium with third-party cookies blocked, Brave, strict
// settings), IndexedDB refuses this frame. openStore says so (`kind: 'memory'`) instead of hiding it: the kit
// then tells the person the wallet will be forgotten on reload. Where the browser offers the Storage Access
// API, a grant (asked from the person's click in the UI frame: ui/storageAccess.ts) gives IndexedDB back, and
// the live state moves there (SwitchableStore.persist), so the session survives the next reload.
import { del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

/** The little the frame needs of a key-value store; tests pass the in-memory one. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** Where the frame's state lives: IndexedDB (kept across reloads), or memory (gone with the page). */
export type StoreKind = 'persistent' | 'memory';

const DB_NAME = 'wallet-modal-embedded';
const STORE_NAME = 'keyval';

/** idb-keyval's createStore over a given IndexedDB factory (the document's, or a storage-access handle's). */
function useStoreOf(factory: IDBFactory): UseStore {
  const request = factory.open(DB_NAME);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
  const db = promisifyRequest(request);
  return (mode, callback) => db.then((opened) => callback(opened.transaction(STORE_NAME, mode).objectStore(STORE_NAME)));
}

/** The browser's store: one IndexedDB database of the secure origin (the document's, unless `factory` is given). */
export function createIdbStore(factory: IDBFactory = indexedDB): KeyValueStore {
  const store = useStoreOf(factory);
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  };
}

/**
 * A store in memory (tests, and the fallback where the browser refuses storage).
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

/** The parts of `document` the Storage Access API adds (absent where the browser lacks it). */
export interface StorageAccessDocument {
  requestStorageAccess?: (types?: { indexedDB: true }) => Promise<{ indexedDB?: IDBFactory } | undefined | void>;
}

/** What openStore needs of the browser: the document's IndexedDB store, and the document (for storage access). */
export interface StorageEnvironment {
  /** The document's own IndexedDB store; throws where the browser has none. */
  openIdb(factory?: IDBFactory): KeyValueStore;
  document: StorageAccessDocument;
}

const browserEnvironment = (): StorageEnvironment => ({ openIdb: createIdbStore, document: globalThis.document as StorageAccessDocument });

/** The store when a read succeeds (a blocked IndexedDB fails its first request, not its creation). */
async function usable(open: () => KeyValueStore): Promise<KeyValueStore | undefined> {
  try {
    const store = open();
    await store.get('device-key');
    return store;
  } catch {
    return undefined;
  }
}

/**
 * IndexedDB through the Storage Access API: resolves without a prompt only where access was granted before (or
 * is being asked from a click); Chromium's handle carries the unpartitioned IndexedDB, Firefox and WebKit open
 * the document's own once access is granted. Undefined where the API is missing or access is refused.
 * @example
 * const store = await storageAccessStore(); // after the person allowed storage in the UI frame
 */
export async function storageAccessStore(env: StorageEnvironment = browserEnvironment()): Promise<KeyValueStore | undefined> {
  if (typeof env.document?.requestStorageAccess !== 'function') return undefined;
  let handle: { indexedDB?: IDBFactory } | undefined | void;
  try {
    handle = await env.document.requestStorageAccess({ indexedDB: true });
  } catch {
    return undefined;
  }
  const factory = handle?.indexedDB;
  return usable(() => env.openIdb(factory));
}

/** The frame's store: reads and writes go to the current one; `persist` moves memory's contents to storage. */
export interface SwitchableStore extends KeyValueStore {
  readonly kind: StoreKind;
  /** Copies what memory holds (device key, session) into `target` and uses it from now on. */
  persist(target: KeyValueStore): Promise<void>;
}

/**
 * @example
 * const store = switchableStore(createMemoryStore(), 'memory'); await store.persist(createIdbStore());
 */
export function switchableStore(initial: KeyValueStore & { readonly map?: Map<string, unknown> }, kind: StoreKind): SwitchableStore {
  let current: KeyValueStore = initial;
  let currentKind = kind;
  return {
    get kind() {
      return currentKind;
    },
    get: (key) => current.get(key),
    set: (key, value) => current.set(key, value),
    del: (key) => current.del(key),
    async persist(target) {
      if (currentKind === 'persistent') return;
      // The live state wins: it is the device key the server knows and the session in use on this page.
      for (const [key, value] of initial.map ?? []) await target.set(key, value);
      current = target;
      currentKind = 'persistent';
    },
  };
}

/**
 * IndexedDB when the browser grants it to this frame (directly, or through a storage-access grant given on an
 * earlier visit), else memory, and which one it is: memory means a new device key on every load (the server
 * sees a new device), which the kit tells the person.
 * @example
 * const store = await openStore(); if (store.kind === 'memory') …
 */
export async function openStore(env: StorageEnvironment = browserEnvironment()): Promise<SwitchableStore> {
  const direct = await usable(() => env.openIdb());
  if (direct) return switchableStore(direct, 'persistent');
  const granted = await storageAccessStore(env);
  if (granted) return switchableStore(granted, 'persistent');
  return switchableStore(createMemoryStore(), 'memory');
}
