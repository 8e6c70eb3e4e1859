// Issue 18, server faults: a PostgreSQL that hangs (packets dropped, TCP keeps the socket open) rather than
// refuses, and one too slow to answer. The server talks to a real PostgreSQL through a TCP relay that can
// black-hole its traffic: requests answer 503 DATABASE_UNAVAILABLE within the query bound instead of hanging,
// the pool does not jam, a hung transaction's connection is dropped, and the same server serves again
// once packets flow.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS, STATEMENT_TIMEOUT_MS } from '../src/db/postgres.js';
import type { RunningServer } from '../src/server.js';
import { ensurePostgres, startPostgres, type TestPostgres } from './helpers/postgres.js';
import { call, startTestServer } from './helpers/server.js';
import { startTcpRelay, type TcpRelay } from './helpers/tcp-relay.js';
import { collectUnhandled } from './helpers/unhandled.js';
import { ALLOWED_ORIGIN, PROJECT, projects } from './helpers/world.js';

const unhandled = collectUnhandled();

/** Room for a loaded machine (two shared cores) on top of a bound. */
const MARGIN_MS = 2_000;
/** Timers never fire early, but Date.now() rounds. */
const EARLY_MS = 50;

const availability = ensurePostgres();
if (!availability.ok) console.warn(`PostgreSQL hang suite skipped: ${availability.reason}`);

type World = { server: RunningServer; relay: TcpRelay; directUrl: string; close(): Promise<void> };

async function timed(send: () => ReturnType<typeof call>) {
  const startedAt = Date.now();
  const answer = await send();
  return { ...answer, ms: Date.now() - startedAt };
}

/** A directory page; each page is read from the database once, then cached for 5 s, so each test asks for new ones. */
const wallets = (server: RunningServer, page: number) => call(server, `/getWallets?projectId=${PROJECT}&page=${page}&entries=10`);
const event = (server: RunningServer, eventId: string) =>
  call(server, `/e?projectId=${PROJECT}`, {
    method: 'POST',
    headers: { origin: ALLOWED_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ eventId, url: `${ALLOWED_ORIGIN}/`, domain: 'app.example.com', timestamp: 1, props: {} }),
  });

describe.skipIf(!availability.ok)('a PostgreSQL that hangs or is too slow', () => {
  let pgServer: TestPostgres;
  let databases = 0;
  beforeAll(async () => {
    if (availability.ok) pgServer = await startPostgres(availability.bin);
  });
  afterAll(async () => {
    await pgServer?.stop();
  });

  /** A server on a fresh database, reaching it through its own relay. */
  async function serve(poolSize: number): Promise<World> {
    const directUrl = await pgServer.createDatabase(`hang_${++databases}`);
    const relay = await startTcpRelay({ host: '127.0.0.1', port: Number(new URL(directUrl).port) });
    const server = await startTestServer({ projects, history: { enabled: false }, database: { url: relay.through(directUrl), poolSize } });
    return {
      server,
      relay,
      directUrl,
      async close() {
        relay.heal();
        await server.close();
        await relay.stop();
      },
    };
  }

  it('packets dropped: requests answer 503 DATABASE_UNAVAILABLE within the query bound, eight at once on a pool of four too, and 200 again once packets flow, with the same server', async () => {
    const { server, relay, close } = await serve(4);
    try {
      expect((await wallets(server, 1)).status).toBe(200);
      relay.hang();
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => timed(() => wallets(server, 2 + i))));
      console.info(`PostgreSQL black-holed: 8 requests at once answered in ${answers.map((a) => a.ms).join(', ')} ms`);
      for (const a of answers) {
        expect(a.status).toBe(503);
        expect(a.headers.get('retry-after')).toBe('1');
        expect(a.body.error).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'Database unavailable, try again shortly: the database did not answer in time' });
        expect(a.ms).toBeLessThan(QUERY_TIMEOUT_MS + MARGIN_MS);
      }
      // They waited on a silent database (a refused one answers at once): a query on an open connection
      // until the query bound, the others for a connection until the connect bound.
      expect(Math.min(...answers.map((a) => a.ms))).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - EARLY_MS);
      expect(Math.max(...answers.map((a) => a.ms))).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - EARLY_MS);

      relay.heal();
      // At once, with no restart: the pool holds no client stuck behind an unanswered query.
      expect((await wallets(server, 10)).status).toBe(200);
      expect((await call(server, '/ready')).status).toBe(200);
      expect(unhandled).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a transaction hung mid-way (POST /e) answers 503 DATABASE_UNAVAILABLE within the query bound, its connection is dropped at once, and the next transaction commits once packets flow', async () => {
    // A pool of one: the connection the transaction runs on is the one the relay sees.
    const { server, relay, close } = await serve(1);
    try {
      // Leaves one connected client idle in the pool, and the project in its cache: the hang meets the transaction.
      expect((await event(server, 'before')).status).toBe(202);
      const open = relay.connections.filter((c) => c.closedByClient === undefined);
      expect(open).toHaveLength(1);
      relay.hang();
      const hung = await timed(() => event(server, 'hung'));
      const answeredAt = Date.now();
      expect(hung.status).toBe(503);
      expect(hung.body.error).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'Database unavailable, try again shortly: the database did not answer in time' });
      expect(hung.ms).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - EARLY_MS);
      expect(hung.ms).toBeLessThan(QUERY_TIMEOUT_MS + MARGIN_MS);
      // Destroyed as it failed, not pooled (a pooled client would close only when idle for 10 s).
      await expect.poll(() => open[0]!.closedByClient, { timeout: 1_000 }).toBeDefined();
      expect(open[0]!.closedByClient!).toBeLessThan(answeredAt + 1_000);

      relay.heal();
      expect((await event(server, 'after')).status).toBe(202);
      // The hung event's transaction never committed; the others did.
      expect(await server.services.analytics.count(PROJECT)).toBe(2);
      expect(unhandled).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a statement stuck behind a lock on a live server: PostgreSQL cancels it at the statement bound, 503 DATABASE_UNAVAILABLE, and the connection stays in the pool', async () => {
    const { server, relay, directUrl, close } = await serve(1);
    const locker = new pg.Client({ connectionString: directUrl });
    await locker.connect();
    try {
      expect((await event(server, 'before')).status).toBe(202);
      const connections = relay.connections.length;
      await locker.query('begin');
      await locker.query('lock table analytics_events in access exclusive mode');
      const stuck = await timed(() => event(server, 'stuck'));
      expect(stuck.status).toBe(503);
      expect(stuck.body.error).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'Database unavailable, try again shortly: the database did not answer in time' });
      // The server's cancel, not the client's query bound.
      expect(stuck.ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - EARLY_MS);
      expect(stuck.ms).toBeLessThan(QUERY_TIMEOUT_MS);
      await locker.query('rollback');

      expect((await event(server, 'after')).status).toBe(202);
      // Rolled back and pooled: the same connection served the next write.
      expect(relay.connections.length).toBe(connections);
      expect(relay.connections.every((c) => c.closedByClient === undefined)).toBe(true);
      expect(await server.services.analytics.count(PROJECT)).toBe(2);
      expect(unhandled).toEqual([]);
    } finally {
      await locker.end();
      await close();
    }
  });
});
