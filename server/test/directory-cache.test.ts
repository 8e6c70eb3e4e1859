// /getWallets from the per-instance directory cache: an ETag a client revalidates with (304, no body),
// the CORS headers on every answer, and an import seen within the cache's 5 s lifetime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { walletInputSchema } from '../src/wallets/entry.js';
import { call, startTestServer } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, projects } from './helpers/world.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ projects, history: { enabled: false } });
});
afterAll(() => server?.close());

const page = (init: RequestInit = {}, query = '&page=1&entries=40') => call(server, `/getWallets?projectId=${PROJECT}${query}`, init);

describe('/getWallets cache', () => {
  it('answers an ETag; the same page sent back with If-None-Match is a 304 without a body, CORS headers on both', async () => {
    const first = await page({ headers: { origin: ALLOWED_ORIGIN } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    const again = await page({ headers: { origin: ALLOWED_ORIGIN, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(again.headers.get('vary')).toMatch(/Origin/);
    // Another page has another ETag; a stale ETag gets the page.
    const other = await page({ headers: { 'if-none-match': etag! } }, '&page=2&entries=5');
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('a wallet imported into the directory is listed within the 5 s lifetime, with a new ETag', async () => {
    const before = await page({}, '&search=Cache%20Test');
    expect(before.body.count).toBe(0);
    const importedAt = Date.now();
    await server.services.wallets.upsertMany([walletInputSchema.parse({ id: 'cache-test-wallet', name: 'Cache Test Wallet' })]);
    let after = await page({}, '&search=Cache%20Test');
    while (after.body.count === 0 && Date.now() - importedAt < 7_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await page({}, '&search=Cache%20Test');
    }
    expect(after.body.data.map((w: { id: string }) => w.id)).toEqual(['cache-test-wallet']);
    expect(Date.now() - importedAt).toBeLessThanOrEqual(5_000 + 500);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('bad filters are still refused before any cache: a 400 naming the parameter', async () => {
    const r = await page({}, '&entries=100000');
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('INVALID_PARAMS');
  });
});
