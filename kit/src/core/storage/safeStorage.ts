// localStorage that never throws: missing (server, private mode), full or corrupt storage only logs a notice.

import type { StorageKey } from './keys.js';

function backend(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function notice(action: string, key: string, error: unknown) {
  console.info(`[wallet-modal] storage ${action} failed for ${key}`, error);
}

/**
 * Reads, writes and removes prefixed keys. Storage failures only produce console notices (spec §8).
 * @example
 * safeStorage.set(STORAGE_KEYS.WALLET_ID, 'io.metamask');
 */
export const safeStorage = {
  get(key: StorageKey): string | undefined {
    try {
      return backend()?.getItem(key) ?? undefined;
    } catch (error) {
      notice('read', key, error);
      return undefined;
    }
  },
  /**
   * Writes the value, or, when storage refuses it (full, private mode), leaves the key empty rather than
   * holding an older value: a reload then restores the default instead of a state the visitor left (an
   * older network, a wallet they switched away from). The old value's room is tried once more first.
   */
  set(key: StorageKey, value: string): void {
    const storage = backend();
    try {
      storage?.setItem(key, value);
    } catch (error) {
      try {
        storage?.removeItem(key);
        storage?.setItem(key, value);
      } catch {
        notice('write', key, error);
      }
    }
  },
  remove(key: StorageKey): void {
    try {
      backend()?.removeItem(key);
    } catch (error) {
      notice('remove', key, error);
    }
  },
  /**
   * Reads a JSON value and hands it to `parse`, which returns undefined for anything it does not
   * recognise: a corrupt or foreign value is ignored, never a crash.
   */
  getJSON<T>(key: StorageKey, parse: (value: unknown) => T | undefined): T | undefined {
    const raw = safeStorage.get(key);
    if (raw === undefined) return undefined;
    try {
      const value = parse(JSON.parse(raw));
      if (value === undefined) safeStorage.ignore(key, raw);
      return value;
    } catch {
      safeStorage.ignore(key, raw);
      return undefined;
    }
  },
  /** Says in the console that a stored value was not recognised and reads as absent (spec §8). */
  ignore(key: StorageKey, raw: string): void {
    console.info(`[wallet-modal] ignored an unreadable value in ${key}: ${raw.slice(0, 80)}`);
  },
  setJSON(key: StorageKey, value: unknown): void {
    safeStorage.set(key, JSON.stringify(value));
  },
};
