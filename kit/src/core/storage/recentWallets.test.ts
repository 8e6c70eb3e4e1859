// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './keys.js';
import { addRecentWallet, getRecentWallets } from './recentWallets.js';

beforeEach(() => localStorage.clear());

describe('recent wallets (spec §9)', () => {
  it('at most 2 recent wallets, newest first, each once', () => {
    addRecentWallet({ id: 'a', name: 'A' });
    addRecentWallet({ id: 'b', name: 'B', imageUrl: 'https://x/b.png' });
    addRecentWallet({ id: 'a', name: 'A' });
    expect(getRecentWallets().map((w) => w.id)).toEqual(['a', 'b']);
    addRecentWallet({ id: 'c', name: 'C' });
    expect(getRecentWallets()).toEqual([{ id: 'c', name: 'C' }, { id: 'a', name: 'A' }]);
  });

  it('a corrupt or foreign value is ignored, never a crash', () => {
    localStorage.setItem(STORAGE_KEYS.RECENT_WALLETS, '{broken');
    expect(getRecentWallets()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.RECENT_WALLETS, JSON.stringify([{ id: 1 }, null, { id: 'a', name: 'A', imageUrl: 5 }, 'x', { id: 'b', name: 'B' }, { id: 'c', name: 'C' }]));
    expect(getRecentWallets()).toEqual([{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }]);
    expect(addRecentWallet({ id: 'd', name: 'D' }).map((w) => w.id)).toEqual(['d', 'a']);
  });
});
