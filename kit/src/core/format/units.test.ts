import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from './units.js';

describe('units', () => {
  it('formats the smallest unit exactly, trailing zeros dropped', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(formatUnits(-25n, 1)).toBe('-2.5');
    expect(formatUnits(123n, 0)).toBe('123');
  });

  it('parses decimal strings, cutting extra fraction digits', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(parseUnits('.5', 1)).toBe(5n);
    expect(parseUnits('0.123456789', 6)).toBe(123456n);
    expect(() => parseUnits('1e3', 18)).toThrow();
    expect(() => parseUnits('', 18)).toThrow();
  });

  it('parseUnits(formatUnits(x)) is x for any amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
      expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value);
    }));
  });
});
