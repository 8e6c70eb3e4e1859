import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletModalError } from '../errors/base.js';
import { chainIdToCoinType } from './coinType.js';

describe('chain id → coin type (ENSIP-11)', () => {
  it('mainnet is 60; other chains are 0x80000000 | chainId', () => {
    expect(chainIdToCoinType(1)).toBe(60);
    expect(chainIdToCoinType(10)).toBe(2147483658);
    expect(chainIdToCoinType(8453)).toBe(0x80000000 + 8453);
    expect(chainIdToCoinType(0)).toBe(0x80000000);
  });

  it('chain-id to coin-type conversion rejects ids at or above 2^31', () => {
    expect(() => chainIdToCoinType(2 ** 31)).toThrow(WalletModalError);
    expect(() => chainIdToCoinType(2 ** 31 + 5)).toThrow(/coin type/);
    expect(() => chainIdToCoinType(-1)).toThrow(WalletModalError);
    expect(() => chainIdToCoinType(1.5)).toThrow(WalletModalError);
    expect(chainIdToCoinType(2 ** 31 - 1)).toBe(0xffffffff);
  });

  it('every id below 2^31 maps into the EVM coin-type range', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 2 ** 31 - 1 }), (id) => chainIdToCoinType(id) - 0x80000000 === id));
  });
});
