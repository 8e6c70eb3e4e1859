// Spec §5: chain-id to coin-type conversion (ENSIP-11) rejects ids at or above 2^31.

import { describe, expect, it } from 'vitest';
import { evmCoinType } from './coinType.js';

describe('coin types of EVM chains', () => {
  it('Chain-id to coin-type conversion rejects ids at or above 2^31', () => {
    expect(evmCoinType(1)).toBe(60);
    expect(evmCoinType(10)).toBe(0x8000_000a);
    expect(evmCoinType(2 ** 31 - 1)).toBe(0xffff_ffff);
    for (const chainId of [2 ** 31, 2 ** 40, 0, -1, 1.5]) expect(() => evmCoinType(chainId), String(chainId)).toThrow(/has no coin type: it must be a positive integer below 2\^31/);
  });
});
