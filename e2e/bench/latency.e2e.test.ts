// The latency bench's measurement works: both opens are timed on the built example and nothing
// leaves the machine. Timings are reported by `npm run bench`, never asserted.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildExample, launchBrowser, serveStatic, type StaticServer } from '@wallet-modal/testing';
import { measureOpenLatency, median } from './latency';

let app: StaticServer;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([buildExample('basic').then(({ dist }) => serveStatic({ root: dist })), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

it('times a cold open (after a hover, and a click without one) and a warm open per run, with no request off the machine', async () => {
  const { cold, coldInstant, warm, offenders } = await measureOpenLatency(browser, { url: app.url, runs: 2 });
  for (const ms of [...cold, ...coldInstant, ...warm]) expect(ms).toBeGreaterThan(0);
  expect([cold.length, coldInstant.length, warm.length]).toEqual([2, 2, 2]);
  expect(offenders).toEqual([]);
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});
