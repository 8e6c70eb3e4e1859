// The bench's memory check (issue 18: memory flat over a 10-minute run, asserted in `npm run bench`).
import { describe, expect, it } from 'vitest';
import { memoryGrowth } from './measure.js';

const samples = (database: string, rss: number[]) => rss.map((value) => ({ database, rss: value }));

describe('memoryGrowth', () => {
  it('passes a band with no upward trend (the 10-minute PGlite run of docs/reliability.md: 622 first, 546 last)', () => {
    expect(memoryGrowth(samples('PGlite', [622, 540, 580, 514, 600, 590, 623, 560, 570, 546]))).toEqual([]);
  });

  it('names a database whose memory keeps growing', () => {
    expect(memoryGrowth([...samples('PGlite', [600, 590, 610, 600, 605, 600]), ...samples('PostgreSQL', [200, 240, 280, 320, 360, 400])])).toEqual([
      'PostgreSQL: 240 MB at most in the first third, median 400 MB in the last',
    ]);
  });

  it('judges nothing from fewer than six samples', () => {
    expect(memoryGrowth(samples('PGlite', [100, 200, 400, 800]))).toEqual([]);
  });
});
