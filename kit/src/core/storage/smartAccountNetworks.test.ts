// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './keys.js';
import { getSmartAccountEnabledNetworks, setSmartAccountEnabledNetworks } from './smartAccountNetworks.js';

beforeEach(() => localStorage.clear());

describe('smart-account-enabled networks (spec §3)', () => {
  it('smart-account-enabled networks (comma list)', () => {
    setSmartAccountEnabledNetworks([1, 8453, 10]);
    expect(localStorage.getItem(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS)).toBe('1,8453,10');
    expect(getSmartAccountEnabledNetworks()).toEqual([1, 8453, 10]);
    expect(localStorage.getItem('@wallet-modal/smart_account_enabled_networks')).toBe('1,8453,10');
  });

  it('absent, corrupt or foreign entries read as nothing, never a crash', () => {
    expect(getSmartAccountEnabledNetworks()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS, '1, x,,-3,0,8453,1.5,{}');
    expect(getSmartAccountEnabledNetworks()).toEqual([1, 8453]);
  });
});
