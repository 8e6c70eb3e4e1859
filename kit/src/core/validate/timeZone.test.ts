import { describe, expect, it } from 'vitest';
import { isRestrictedTimeZone } from './timeZone.js';

describe('restricted time zones (spec §9)', () => {
  it('restricted timezones: mainland China, Hong Kong and Macau zones', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau']) expect(isRestrictedTimeZone(zone), zone).toBe(true);
    for (const zone of ['Asia/Taipei', 'Asia/Singapore', 'Europe/Berlin', 'UTC']) expect(isRestrictedTimeZone(zone), zone).toBe(false);
  });

  it("defaults to the environment's own zone", () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(isRestrictedTimeZone()).toBe(isRestrictedTimeZone(own));
  });
});
