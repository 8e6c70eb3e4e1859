import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBalance, toFixedDecimals } from './decimals.js';

describe('3-decimal display (spec §2)', () => {
  it('balance display shows 3 decimals', () => {
    expect(formatBalance('1.23456', 'ETH')).toBe('1.234 ETH');
    expect(formatBalance('2', 'SOL')).toBe('2.000 SOL');
    expect(formatBalance(undefined, 'ETH')).toBe('0.000 ETH');
    expect(formatBalance('0.0009')).toBe('0.000');
  });

  it('fungible quantities show 3 decimals', () => {
    expect(toFixedDecimals('12.5')).toBe('12.500');
    expect(toFixedDecimals('0.1239')).toBe('0.123');
    expect(toFixedDecimals('-3.14159')).toBe('-3.141');
    expect(toFixedDecimals('-0.0001')).toBe('0.000');
  });

  it('big values keep every digit (no float rounding)', () => {
    expect(toFixedDecimals('123456789012345678901234567890.999999')).toBe('123456789012345678901234567890.999');
    expect(toFixedDecimals('9007199254740993.5')).toBe('9007199254740993.500');
    expect(toFixedDecimals('1.5e21')).toBe('1500000000000000000000.000');
    expect(toFixedDecimals('2.5e-3')).toBe('0.002');
  });

  it('input that is not a number shows as zero and never throws', () => {
    expect(toFixedDecimals('abc')).toBe('0.000');
    expect(toFixedDecimals('.')).toBe('0.000');
    fc.assert(fc.property(fc.string(), (value) => /^-?\d+\.\d{3}$/.test(toFixedDecimals(value))));
  });

  it('agrees with the exact value for any decimal string', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (thousandths) => {
      const value = `${thousandths < 0n ? '-' : ''}${(thousandths < 0n ? -thousandths : thousandths) / 1000n}.${String((thousandths < 0n ? -thousandths : thousandths) % 1000n).padStart(3, '0')}`;
      expect(toFixedDecimals(`${value}999`)).toBe(value === '-0.000' ? '0.000' : value);
    }));
  });
});
