// Two server instances on one PostgreSQL behave as one service: the instances keep no state of
// their own, so a project created through one is served by the other, and events from both land
// in the same table. Bad requests leave the shared database as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { ensurePostgres, startPostgres, type TestPostgres } from './helpers/postgres.js';
import { call, startTestServer } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, projects } from './helpers/world.js';

const availability = ensurePostgres();
if (!availability.ok) console.warn(`scale-out suite skipped: ${availability.reason}`);

let pgServer: TestPostgres;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  if (!availability.ok) return;
  pgServer = await startPostgres(availability.bin);
  const url = await pgServer.createDatabase('shared');
  // Both start at once: migrations run once under the advisory lock, seeding is idempotent.
  [a, b] = await Promise.all([startTestServer({ projects, database: { url } }), startTestServer({ projects, database: { url } })]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await pgServer?.stop();
});

const snapshot = async (s: RunningServer) => {
  const rows = await s.services.db.query<{ t: string; n: number }>(
    `select 'projects' as t, count(*)::int as n from projects union all
     select 'origins', count(*)::int from project_origins union all
     select 'wallets', count(*)::int from wallets union all
     select 'images', count(*)::int from images union all
     select 'events', count(*)::int from analytics_events`,
  );
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
};

describe.skipIf(!availability.ok)('several instances on one PostgreSQL', () => {
  it('both are ready on PostgreSQL and serve the same directory', async () => {
    expect((await call(a, '/ready')).body).toEqual({ status: 'ready', database: 'postgres' });
    const page = (s: RunningServer) => call(s, `/getWallets?projectId=${PROJECT}&entries=100`);
    const [fromA, fromB] = await Promise.all([page(a), page(b)]);
    expect(fromA.body).toEqual(fromB.body);
    expect(fromA.body.count).toBeGreaterThan(30);
  });

  it('a project created through one instance is served by the other', async () => {
    await a.services.projects.upsert({ id: 'made-on-a', origins: ['https://made.example'] });
    const r = await call(b, '/projects/v1/origins?projectId=made-on-a', { headers: { origin: 'https://made.example' } });
    expect(r.status).toBe(200);
    expect(r.body.allowedOrigins).toContain('https://made.example');
  });

  it('events sent to either instance are stored once each', async () => {
    const before = await a.services.analytics.count(PROJECT);
    const send = (s: RunningServer, i: number) =>
      call(s, `/e?projectId=${PROJECT}`, {
        method: 'POST',
        headers: { origin: ALLOWED_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ eventId: `e-${i}`, url: `${ALLOWED_ORIGIN}/`, domain: 'app.example.com', timestamp: i, props: { i } }),
      });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? a : b, i)));
    expect(results.every((r) => r.status === 202)).toBe(true);
    expect(await b.services.analytics.count(PROJECT)).toBe(before + 20);
  });

  it('bad requests of every kind leave the database unchanged', async () => {
    const before = await snapshot(a);
    const bad: [string, RequestInit?][] = [
      ['/getWallets?projectId=unknown'],
      [`/getWallets?projectId=${PROJECT}&include=${encodeURIComponent("'; drop table wallets; --")}`],
      [`/e?projectId=${PROJECT}`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' }],
      [`/e?projectId=${PROJECT}`, { method: 'POST', headers: { origin: ALLOWED_ORIGIN }, body: 'x'.repeat(50_000) }],
      [`/e?projectId=${PROJECT}`, { method: 'POST', headers: { origin: ALLOWED_ORIGIN }, body: '{"eventId":"x","url":"https://a.b","domain":"a","timestamp":-1,"props":{}}' }],
      [`/v1/account/0xnope/balance?projectId=${PROJECT}`],
      [`/v1?projectId=${PROJECT}&chainId=eip155:1`, { method: 'POST', body: '{}' }],
    ];
    for (const [path, init] of bad) {
      const r = await call(b, path, init);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.body.error, path).toBeDefined();
    }
    expect(await snapshot(a)).toEqual(before);
  });
});
