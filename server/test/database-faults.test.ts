// The database going away under the server: PostgreSQL stopped at once (as a crash would) while
// requests keep coming, then started again; the embedded database (PGlite) on a disk that is full at
// start or fills up later. Requests fail cleanly with a 503 that says why, nothing crashes, nothing is
// left unhandled, and the same server process serves again once the database is back.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { ensurePostgres, startPostgres, type TestPostgres } from './helpers/postgres.js';
import { call, startTestServer } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, projects } from './helpers/world.js';
import { collectUnhandled } from './helpers/unhandled.js';

const unhandled = collectUnhandled();

type Outcome = { route: string; phase: 'before' | 'down' | 'after'; status: number; code?: string; sentAt: number; at: number };

/** The routes the load mixes: reads through the project guard, a directory read, a transactional write, readiness. */
const routes: { name: string; send(server: RunningServer, i: number): ReturnType<typeof call> }[] = [
  { name: 'GET /getWallets', send: (s) => call(s, `/getWallets?projectId=${PROJECT}&page=1&entries=10`) },
  { name: 'GET /projects/v1/origins', send: (s) => call(s, `/projects/v1/origins?projectId=${PROJECT}`, { headers: { origin: ALLOWED_ORIGIN } }) },
  {
    name: 'POST /e',
    send: (s, i) =>
      call(s, `/e?projectId=${PROJECT}`, {
        method: 'POST',
        headers: { origin: ALLOWED_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ eventId: `load-${i}`, url: `${ALLOWED_ORIGIN}/`, domain: 'app.example.com', timestamp: i, props: { i } }),
      }),
  },
  { name: 'GET /ready', send: (s) => call(s, '/ready') },
];

const availability = ensurePostgres();
if (!availability.ok) console.warn(`PostgreSQL restart suite skipped: ${availability.reason}`);

describe.skipIf(!availability.ok)('PostgreSQL restarts under load', () => {
  let pgServer: TestPostgres;
  let server: RunningServer;
  beforeAll(async () => {
    if (!availability.ok) return;
    // Durable: an acknowledged write must survive the crash, as on any production PostgreSQL.
    pgServer = await startPostgres(availability.bin, { durable: true });
    server = await startTestServer({ projects, history: { enabled: false }, database: { url: await pgServer.createDatabase('restart'), poolSize: 4 } });
  });
  afterAll(async () => {
    await server?.close();
    await pgServer?.stop();
  });

  it('Postgres restarts under load: 503 DATABASE_UNAVAILABLE while it is down, no 500, no crash, and the same server serves again once it is back', async () => {
    const outcomes: Outcome[] = [];
    let phase: Outcome['phase'] = 'before';
    let running = true;
    let n = 0;
    // One client per route sends it back to back for the whole run.
    const clients = routes.map(async (route) => {
      while (running) {
        const [sent, sentAt] = [phase, Date.now()];
        const r = await route.send(server, n++);
        outcomes.push({ route: route.name, phase: sent, status: r.status, code: r.body?.error?.code, sentAt, at: Date.now() });
      }
    });
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await wait(1_000);
    phase = 'down';
    const downAt = Date.now();
    pgServer.down();
    await wait(3_000);
    phase = 'after';
    pgServer.up();
    const upAt = Date.now();
    // Recovered when every route has answered 2xx after the restart.
    const recovered = () => routes.every((route) => outcomes.some((o) => o.phase === 'after' && o.at > upAt && o.route === route.name && o.status < 300));
    const deadline = Date.now() + 20_000;
    while (!recovered() && Date.now() < deadline) await wait(50);
    const recoveredInMs = Date.now() - upAt;
    await wait(500);
    running = false;
    await Promise.all(clients);

    const of = (p: Outcome['phase']) => outcomes.filter((o) => o.phase === p);
    const summary = (p: Outcome['phase']) => {
      const counts = new Map<string, number>();
      for (const o of of(p)) counts.set(`${o.status} ${o.code ?? ''}`.trim(), (counts.get(`${o.status} ${o.code ?? ''}`.trim()) ?? 0) + 1);
      return [...counts].map(([k, v]) => `${k}: ${v}`).join(', ');
    };
    console.info(`PostgreSQL restart: down ${upAt - downAt} ms; recovered ${recoveredInMs} ms after the restart; before ${summary('before')}; down ${summary('down')}; after ${summary('after')}`);
    // Answered before it went down: all served. (Requests in flight as it died are judged with the rest.)
    expect(of('before').filter((o) => o.at < downAt).length).toBeGreaterThan(10);
    expect(of('before').filter((o) => o.at < downAt).every((o) => o.status < 300)).toBe(true);
    // While it is down: a 503 that says so, or an answer served from a cache; never a 500.
    const down = outcomes.filter((o) => o.at > downAt && o.sentAt < upAt);
    expect(down.length).toBeGreaterThan(10);
    for (const o of down) {
      if (o.status < 300) continue;
      expect(o, JSON.stringify(o)).toMatchObject({ status: 503, code: o.route === 'GET /ready' ? 'NOT_READY' : 'DATABASE_UNAVAILABLE' });
    }
    expect(down.filter((o) => o.code === 'DATABASE_UNAVAILABLE').length).toBeGreaterThan(5);
    expect(outcomes.some((o) => o.status === 500)).toBe(false);
    expect(recovered()).toBe(true);
    expect(unhandled).toEqual([]);
    // The writes that were answered 202 are all there; those refused left nothing half-written.
    const accepted = outcomes.filter((o) => o.route === 'POST /e' && o.status === 202).length;
    expect(await server.services.analytics.count(PROJECT)).toBe(accepted);
  }, 60_000);

  it('a 503 DATABASE_UNAVAILABLE carries Retry-After and a message saying what happened', async () => {
    pgServer.down();
    try {
      const r = await call(server, `/getWallets?projectId=${PROJECT}&entries=1`);
      // The project may still be in the 5 s cache; the directory read is not.
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('1');
      expect(r.body.error).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'Database unavailable, try again shortly: the server lost its database connection' });
    } finally {
      pgServer.up();
    }
    expect((await call(server, `/getWallets?projectId=${PROJECT}&entries=1`)).status).toBe(200);
  });
});

/** A tmpfs of `mb` MB at a fresh directory, or why there cannot be one (it needs root and CAP_SYS_ADMIN). */
function tinyDisk(mb: number): { dir: string; resize(mb: number): void; remove(): void } | { skip: string } {
  const dir = mkdtempSync(join(tmpdir(), 'wm-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { skip: `a small tmpfs cannot be mounted here (${String((error as Error).message).split('\n')[0]})` };
  }
  return {
    dir,
    resize: (size) => execFileSync('mount', ['-o', `remount,size=${size}m`, dir], { stdio: 'pipe' }),
    remove() {
      // Lazily: a PGlite that failed to open may still hold files there until it is collected.
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes zeros to `file` until the disk refuses (ENOSPC). */
function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(256 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

const probe = process.getuid?.() === 0 ? tinyDisk(1) : { skip: 'mounting a tmpfs needs root' };
const tmpfsReason = 'skip' in probe ? probe.skip : undefined;
if ('remove' in probe) probe.remove();
if (tmpfsReason) console.warn(`PGlite full-disk suite skipped: ${tmpfsReason}`);

describe.skipIf(tmpfsReason !== undefined)('the embedded database (PGlite) on a full disk', () => {
  let disk: Exclude<ReturnType<typeof tinyDisk>, { skip: string }> | undefined;
  afterEach(() => disk?.remove());

  it('full at start: the server refuses to start with a clear error, and starts on the same directory once there is room', async () => {
    disk = tinyDisk(16) as typeof disk; // PGlite needs about 40 MB
    const pgliteDir = join(disk!.dir, 'data');
    await expect(startTestServer({ projects, history: { enabled: false }, database: { pgliteDir } })).rejects.toThrow(
      new RegExp(`^The embedded database ${pgliteDir} could not be opened: the disk is full; \\d+ MB free there\\. .*free some space`),
    );
    expect(unhandled).toEqual([]);
    disk!.resize(96);
    const server = await startTestServer({ projects, history: { enabled: false }, database: { pgliteDir } });
    expect((await call(server, '/ready')).body).toEqual({ status: 'ready', database: 'pglite' });
    await server.close();
  }, 120_000);

  it('full later: writes answer 503 DATABASE_FULL, reads keep working, and writes work again once space is freed, without a restart', async () => {
    disk = tinyDisk(64) as typeof disk;
    const server = await startTestServer({ projects, history: { enabled: false }, database: { pgliteDir: join(disk!.dir, 'data') } });
    try {
      // A batch of 100 events of ~12 KB each: about 1.2 MB per write, so the disk's slack runs out.
      const batch = (i: number) =>
        call(server, `/e?projectId=${PROJECT}`, {
          method: 'POST',
          headers: { origin: ALLOWED_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify(Array.from({ length: 100 }, (_, k) => ({ eventId: `full-${i}-${k}`, url: `${ALLOWED_ORIGIN}/`, domain: 'app.example.com', timestamp: i, props: { pad: 'x'.repeat(12_000) } }))),
        });
      expect((await batch(0)).status).toBe(202);
      let accepted = 1;
      fillDisk(join(disk!.dir, 'filler'));
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof call>> | undefined;
      for (let i = 1; i <= 40 && !refused; i++) {
        const r = await batch(i);
        statuses.push(r.status);
        if (r.status === 202) accepted++;
        else refused = r;
      }
      expect(refused, `statuses: ${statuses.join(', ')}`).toBeDefined();
      expect(refused!.status).toBe(503);
      expect(refused!.body.error).toEqual({ code: 'DATABASE_FULL', message: 'The database is out of disk space: the write was refused; reads still work (the operator must free space)' });
      // Reads keep working on the full disk.
      expect((await routes[0]!.send(server, 0)).status).toBe(200);
      expect((await call(server, '/ready')).status).toBe(200);
      expect(await server.services.analytics.count(PROJECT)).toBe(accepted * 100); // the refused batch left nothing behind
      rmSync(join(disk!.dir, 'filler'));
      expect((await batch(99)).status).toBe(202);
      expect(await server.services.analytics.count(PROJECT)).toBe((accepted + 1) * 100);
      expect(unhandled).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
