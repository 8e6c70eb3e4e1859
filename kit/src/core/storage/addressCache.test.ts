// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './keys.js';
import { ensNameCache, identityCache, nativeBalanceCache, portfolioCache } from './addressCache.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const T0 = 1_700_000_000_000;

beforeEach(() => localStorage.clear());

describe('cached records keyed by address (spec §3, §9)', () => {
  it('cache lifetimes: portfolio balance 30 s, native balance 30 s', () => {
    nativeBalanceCache.set(ADDRESS, '1.5', T0);
    portfolioCache.set(ADDRESS, [{ symbol: 'USDC' }], T0);
    expect(nativeBalanceCache.get(ADDRESS, T0 + 29_999)).toBe('1.5');
    expect(portfolioCache.get(ADDRESS, T0 + 29_999)).toEqual([{ symbol: 'USDC' }]);
    expect(nativeBalanceCache.get(ADDRESS, T0 + 30_000)).toBeUndefined();
    expect(portfolioCache.get(ADDRESS, T0 + 30_000)).toBeUndefined();
  });

  it('cache lifetimes: ENS name 5 min, identity 5 min', () => {
    ensNameCache.set(ADDRESS, 'alice.eth', T0);
    identityCache.set(ADDRESS, { name: 'alice.eth', avatar: null }, T0);
    expect(ensNameCache.get(ADDRESS, T0 + 299_999)).toBe('alice.eth');
    expect(identityCache.get(ADDRESS, T0 + 299_999)).toEqual({ name: 'alice.eth', avatar: null });
    expect(ensNameCache.get(ADDRESS, T0 + 300_000)).toBeUndefined();
    expect(identityCache.get(ADDRESS, T0 + 300_000)).toBeUndefined();
  });

  it('keys records by address (EVM case-insensitively) under the prefixed key', () => {
    ensNameCache.set(ADDRESS, 'alice.eth', T0);
    ensNameCache.set('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'bob.eth', T0);
    expect(ensNameCache.get(ADDRESS.toLowerCase(), T0)).toBe('alice.eth');
    expect(Object.keys(JSON.parse(localStorage.getItem(STORAGE_KEYS.ENS_CACHE)!))).toHaveLength(2);
    ensNameCache.remove(ADDRESS);
    expect(ensNameCache.get(ADDRESS, T0)).toBeUndefined();
    expect(ensNameCache.get('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', T0)).toBe('bob.eth');
    ensNameCache.clear();
    expect(localStorage.getItem(STORAGE_KEYS.ENS_CACHE)).toBeNull();
  });

  it('a corrupt or foreign value is ignored, never a crash', () => {
    for (const junk of ['{not json', '"a string"', '[1,2]', 'null', JSON.stringify({ [ADDRESS.toLowerCase()]: { value: 'x' } })]) {
      localStorage.setItem(STORAGE_KEYS.ENS_CACHE, junk);
      expect(ensNameCache.get(ADDRESS, T0)).toBeUndefined();
      expect(() => ensNameCache.set(ADDRESS, 'alice.eth', T0)).not.toThrow();
      expect(ensNameCache.get(ADDRESS, T0)).toBe('alice.eth');
    }
    localStorage.setItem(STORAGE_KEYS.IDENTITY_CACHE, JSON.stringify({ [ADDRESS.toLowerCase()]: { timestamp: T0, value: { name: 42 } } }));
    expect(identityCache.get(ADDRESS, T0)).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.BALANCE_CACHE, JSON.stringify({ [ADDRESS.toLowerCase()]: { timestamp: T0, value: 15 } }));
    expect(nativeBalanceCache.get(ADDRESS, T0)).toBeUndefined();
  });
});
