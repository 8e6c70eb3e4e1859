// An in-memory key-value store for a WalletConnect client in Node: nothing written to disk, and two
// clients in one process never share state.
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage';

export function memoryStorage(): IKeyValueStorage {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T = unknown>() => [...items.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => items.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => void items.set(key, structuredClone(value)),
    removeItem: async (key: string) => void items.delete(key),
  };
}
