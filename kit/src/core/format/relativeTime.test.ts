import { describe, expect, it } from 'vitest';
import { relativeTimeLabel } from './relativeTime.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => relativeTimeLabel(NOW - ms, NOW);

describe('relative-time labels (spec §2)', () => {
  it('relative-time labels: sec, min, hr, d, mo, yr', () => {
    expect(ago(5_000)).toBe('5 sec');
    expect(ago(90_000)).toBe('1 min');
    expect(ago(2 * 3_600_000 + 1)).toBe('2 hr');
    expect(ago(4 * 86_400_000)).toBe('4 d');
    expect(ago(45 * 86_400_000)).toBe('1 mo');
    expect(ago(800 * 86_400_000)).toBe('2 yr');
  });

  it('accepts ISO strings and treats future times as now', () => {
    expect(relativeTimeLabel('2026-11-22T11:59:30Z', NOW)).toBe('30 sec');
    expect(ago(-10_000)).toBe('0 sec');
    expect(relativeTimeLabel('not a date', NOW)).toBe('');
  });
});
