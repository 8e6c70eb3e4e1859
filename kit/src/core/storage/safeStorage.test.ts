// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, STORAGE_PREFIX } from './keys.js';
import { safeStorage } from './safeStorage.js';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('local storage (spec §3, §8)', () => {
  it('keys are prefixed with the SDK name', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.values(STORAGE_KEYS).length);
  });

  it('every key the spec lists has a prefixed entry', () => {
    const specKeys = [
      'WALLET_ID', 'WALLET_NAME', 'ACTIVE_CAIP_NETWORK_ID', 'ACTIVE_NAMESPACE', 'CONNECTED_NAMESPACES',
      'CONNECTION_STATUS', 'RECENT_WALLETS', 'SIWX_SESSIONS', 'BALANCE_CACHE', 'PORTFOLIO_CACHE', 'ENS_CACHE',
      'IDENTITY_CACHE', 'PREFERRED_ACCOUNT_TYPES', 'CONNECTIONS', 'EMAIL_LOGIN_USED', 'EMAIL', 'LAST_EMAIL_LOGIN_TIME',
      'LAST_USED_CHAIN', 'SOCIAL_USERNAME', 'SMART_ACCOUNT_ENABLED_NETWORKS',
    ];
    expect(Object.keys(STORAGE_KEYS)).toEqual(expect.arrayContaining(specKeys));
  });

  it('storage failures only produce console notices', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => safeStorage.set(STORAGE_KEYS.EMAIL, 'a@b.co')).not.toThrow();
    expect(safeStorage.get(STORAGE_KEYS.EMAIL)).toBeUndefined();
    expect(info).toHaveBeenCalledTimes(2);
  });

  it('a corrupt JSON value is ignored, never a crash', () => {
    localStorage.setItem(STORAGE_KEYS.CONNECTIONS, '{oops');
    expect(safeStorage.getJSON(STORAGE_KEYS.CONNECTIONS, (v) => v)).toBeUndefined();
  });
});
