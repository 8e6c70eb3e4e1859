import { describe, expect, it } from 'vitest';
import { createMemoryStore, openStore, storageAccessStore, switchableStore, type KeyValueStore, type StorageEnvironment } from './storage.js';

// Stand-ins for the browser's parts (IndexedDB, document.requestStorageAccess): a store that answers, and one
// that fails its first read the way Chromium's blocked third-party IndexedDB does.
const refused = (): KeyValueStore => ({
  get: () => Promise.reject(new DOMException('The user denied permission to access the database.', 'UnknownError')),
  set: () => Promise.reject(new DOMException('denied', 'UnknownError')),
  del: () => Promise.reject(new DOMException('denied', 'UnknownError')),
});
const grantedFactory = {} as IDBFactory;

/** A browser whose document IndexedDB is refused; `access` is what requestStorageAccess does (absent: no API). */
function blockedBrowser(access?: () => Promise<{ indexedDB?: IDBFactory } | undefined>, granted = createMemoryStore()): StorageEnvironment & { asked: number } {
  const env = {
    asked: 0,
    openIdb: (factory?: IDBFactory) => (factory === grantedFactory ? granted : refused()),
    document: access ? { requestStorageAccess: () => ((env.asked += 1), access()) } : {},
  };
  return env;
}

describe('openStore: which store the frame got, never hidden', () => {
  it('IndexedDB that answers is persistent', async () => {
    const idb = createMemoryStore();
    const store = await openStore({ openIdb: () => idb, document: {} });
    expect(store.kind).toBe('persistent');
    await store.set('session:p', { token: 't' });
    expect(idb.map.get('session:p')).toEqual({ token: 't' });
  });

  it('blocked third-party storage without the Storage Access API is reported as memory', async () => {
    const store = await openStore(blockedBrowser());
    expect(store.kind).toBe('memory');
    await store.set('device-key', 'k');
    expect(await store.get('device-key')).toBe('k');
  });

  it('a browser with no IndexedDB at all (it throws on open) is reported as memory', async () => {
    const store = await openStore({ openIdb: () => { throw new ReferenceError('indexedDB is not defined'); }, document: {} });
    expect(store.kind).toBe('memory');
  });

  it('blocked storage with a storage-access grant from an earlier visit opens the granted IndexedDB without asking the person', async () => {
    const granted = createMemoryStore();
    const env = blockedBrowser(async () => ({ indexedDB: grantedFactory }), granted);
    const store = await openStore(env);
    expect(store.kind).toBe('persistent');
    expect(env.asked).toBe(1);
    await store.set('device-key', 'k');
    expect(granted.map.get('device-key')).toBe('k');
  });

  it('blocked storage where storage access is refused (no grant yet, no click) is memory', async () => {
    const store = await openStore(blockedBrowser(() => Promise.reject(new DOMException('requestStorageAccess not allowed', 'NotAllowedError'))));
    expect(store.kind).toBe('memory');
  });

  it('a grant whose IndexedDB still refuses is not storage: storageAccessStore gives nothing', async () => {
    expect(await storageAccessStore(blockedBrowser(async () => undefined))).toBeUndefined();
  });

  it('persist moves the live device key and session from memory into the granted storage and writes there from then on', async () => {
    const memory = createMemoryStore();
    const store = switchableStore(memory, 'memory');
    await store.set('device-key', { id: 1 });
    await store.set('session:p', { token: 't' });
    const granted = createMemoryStore();
    await store.persist(granted);
    expect(store.kind).toBe('persistent');
    expect([...granted.map.keys()].sort()).toEqual(['device-key', 'session:p']);
    await store.set('session:p', { token: 'u' });
    expect(granted.map.get('session:p')).toEqual({ token: 'u' });
    expect(memory.map.get('session:p')).toEqual({ token: 't' });
  });
});
