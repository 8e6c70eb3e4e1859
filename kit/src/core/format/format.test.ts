import { describe, expect, it } from 'vitest';
import { truncateMiddle } from './truncate.js';
import { formatUnits } from './units.js';

describe('format', () => {
  it('Addresses are truncated in the middle, 4 leading and 6 trailing characters', () => {
    expect(truncateMiddle('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266');
    expect(truncateMiddle('short')).toBe('short');
  });

  it('formats smallest units exactly, without floating point', () => {
    expect(formatUnits(10n ** 22n, 18)).toBe('10000');
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(-25n, 1)).toBe('-2.5');
  });
});
