import { describe, expect, it } from 'vitest';
import { isRetryableStatus, retryDelay } from './retryPolicy.js';

describe('RPC transport policy (spec §8, §9)', () => {
  it('RPC retry on 403, 408, 413, 429, 500, 502, 503, 504', () => {
    const retried = Array.from({ length: 500 }, (_, i) => i + 100).filter(isRetryableStatus);
    expect(retried).toEqual([403, 408, 413, 429, 500, 502, 503, 504]);
  });

  it('delay 150 ms doubled each try', () => {
    expect([0, 1, 2].map((attempt) => retryDelay(attempt))).toEqual([150, 300, 600]);
  });

  it('Retry-After honoured (seconds or HTTP date)', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    expect(retryDelay(0, '3', now)).toBe(3_000);
    expect(retryDelay(2, new Date(now + 1_500).toUTCString(), now)).toBe(1_000);
    expect(retryDelay(1, 'Sun, 22 Nov 2020 00:00:00 GMT', now)).toBe(0);
    expect(retryDelay(1, 'soon', now)).toBe(300);
  });

  // Found by fuzzing (rpc.fuzz.test.ts): a wait past what setTimeout holds fired at once, so the node was hammered.
  it('a Retry-After longer than a timer holds (30 days, or 400 digits) waits the longest a timer holds, not zero', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    expect(retryDelay(0, String(30 * 24 * 3600), now)).toBe(2 ** 31 - 1);
    expect(retryDelay(0, '9'.repeat(400), now)).toBe(2 ** 31 - 1);
    expect(retryDelay(0, new Date(now + 40 * 24 * 3600 * 1000).toUTCString(), now)).toBe(2 ** 31 - 1);
  });
});
