import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNameSuffix, isAccountName, withNameSuffix } from './accountName.js';

describe('account names (spec §5)', () => {
  it('account name: at least 4 characters, letters, digits or hyphens', () => {
    for (const good of ['alice', 'a1-b', 'ABCD', '0000']) expect(isAccountName(good), good).toBe(true);
    for (const bad of ['abc', 'ali ce', 'ali_ce', 'alice.reown.id', 'ålice', '']) expect(isAccountName(bad), bad).toBe(false);
  });

  it('name suffix is .reown.id (legacy .wcn.id)', () => {
    expect(withNameSuffix('alice')).toBe('alice.reown.id');
    expect(withNameSuffix('alice.reown.id')).toBe('alice.reown.id');
    expect(hasNameSuffix('alice.wcn.id')).toBe(true);
    expect(hasNameSuffix('alice.eth')).toBe(false);
  });

  it('random inputs never throw', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof isAccountName(v) === 'boolean' && typeof hasNameSuffix(v) === 'boolean'));
  });
});
