// The storage layer proves the same behaviour on the embedded database (PGlite) and on a real
// PostgreSQL server: migrations, projects and origins, the wallet directory, analytics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsStore } from '../src/analytics/store.js';
import { migrate } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations.js';
import { openDatabase } from '../src/db/open.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import type { Database } from '../src/db/types.js';
import { ImageStore } from '../src/images/store.js';
import { ProjectStore } from '../src/projects/store.js';
import { walletInputSchema } from '../src/wallets/entry.js';
import { readWalletFile, shippedDirectory } from '../src/wallets/load.js';
import { WalletStore } from '../src/wallets/store.js';
import { ensurePostgres, startPostgres, type TestPostgres } from './helpers/postgres.js';

const availability = ensurePostgres();
if (!availability.ok) console.warn(`storage suite: skipping PostgreSQL variant: ${availability.reason}`);

let pgServer: TestPostgres | undefined;
let dbCounter = 0;

type Engine = { name: string; skip: boolean; open(): Promise<{ db: Database }> };
const engines: Engine[] = [
  { name: 'PGlite', skip: false, open: async () => ({ db: await openDatabase({ pgliteDir: 'memory://', poolSize: 1 }) }) },
  {
    name: 'PostgreSQL',
    skip: !availability.ok,
    async open() {
      if (!availability.ok) throw new Error(availability.reason);
      pgServer ??= await startPostgres(availability.bin);
      const url = await pgServer.createDatabase(`storage_${++dbCounter}`);
      return { db: await openDatabase({ url, pgliteDir: '', poolSize: 4 }) };
    },
  },
];

afterAll(async () => {
  await pgServer?.stop();
});

const wallet = (id: string, extra: Record<string, unknown> = {}) => walletInputSchema.parse({ id, name: id, ...extra });

describe.each(engines)('storage on $name', (engine) => {
  let db: Database;
    beforeAll(async () => {
    if (engine.skip) return;
    ({ db } = await engine.open());
  });
  afterAll(async () => {
    await db?.close();
  });

  it.skipIf(engine.skip)('applies every migration once; a second run applies none', async () => {
    const rows = await db.query<{ id: number }>('select id from schema_migrations order by id');
    expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
    expect(await migrate(db)).toEqual([]);
  });

  it.skipIf(engine.skip || engine.name !== 'PostgreSQL')('concurrent instances starting on one database migrate exactly once', async () => {
    const fresh = await pgServer!.createDatabase(`concurrent_${++dbCounter}`);
    const dbs = await Promise.all([1, 2, 3].map(() => openPostgres(fresh, 2)));
    const applied = await Promise.all(dbs.map((d) => migrate(d)));
    const byNumber = (a: number, b: number) => a - b;
    expect(applied.flat().sort(byNumber)).toEqual(migrations.map((m) => m.id).sort(byNumber));
    await Promise.all(dbs.map((d) => d.close()));
  });

  it.skipIf(engine.skip)('stores projects with their origins; removing an origin keeps the rest', async () => {
    const store = new ProjectStore(db);
    await store.upsert({ id: 'p1', name: 'One', origins: ['https://app.example.com', 'https://*.example.com'] });
    expect(await store.get('p1')).toEqual({ id: 'p1', name: 'One', analyticsEnabled: true, origins: ['https://*.example.com', 'https://app.example.com'] });
    await store.addOrigins('p1', ['https://app.example.com', 'http://localhost:3000']);
    await store.removeOrigins('p1', ['https://*.example.com']);
    expect((await store.get('p1'))!.origins).toEqual(['http://localhost:3000', 'https://app.example.com']);
    expect(await store.addOrigins('nope', ['https://x.com'])).toBeUndefined();
    await store.upsert({ id: 'p1', analytics: false });
    expect((await store.get('p1'))!).toMatchObject({ name: 'One', analyticsEnabled: false });
    expect((await store.list()).map((p) => p.id)).toContain('p1');
  });

  it.skipIf(engine.skip)('deleting a project removes its origins and events', async () => {
    const store = new ProjectStore(db);
    const analytics = new AnalyticsStore(db);
    await store.upsert({ id: 'gone', origins: ['https://gone.example'] });
    await analytics.insertMany([{ projectId: 'gone', origin: 'https://gone.example', eventId: 'e1', url: 'https://gone.example/', domain: 'gone.example', timestamp: 1, props: {} }]);
    expect(await store.remove('gone')).toBe(true);
    expect(await store.get('gone')).toBeUndefined();
    expect(await analytics.count('gone')).toBe(0);
    expect((await db.query("select * from project_origins where project_id = 'gone'")).length).toBe(0);
  });

  it.skipIf(engine.skip)('filters and pages the wallet directory', async () => {
    const images = new ImageStore(db);
    const wallets = new WalletStore(db, images);
    await wallets.upsertMany([
      wallet('alpha', { rank: 1, chains: ['eip155:1'], badge_type: 'certified', rdns: 'io.alpha', app_store: 'https://apps.example/alpha', supports_wc: true }),
      wallet('beta', { rank: 2, chains: ['eip155:10'] }),
      wallet('gamma', { rank: 3, chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
      wallet('under_score'.replace('_', '-'), { rank: 4, name: '100%_sure' }),
    ]);
    expect(await wallets.count()).toBe(4);
    const page = await wallets.query({ page: 1, entries: 2 });
    expect(page).toMatchObject({ count: 4, data: [{ id: 'alpha' }, { id: 'beta' }] });
    expect((await wallets.query({ page: 2, entries: 2 })).data.map((w) => w.id)).toEqual(['gamma', 'under-score']);
    expect((await wallets.query({ page: 9, entries: 2 })).data).toEqual([]);
    // Chains filter by ecosystem (an EVM wallet adds any EVM chain); those listing the chain come first.
    expect((await wallets.query({ page: 1, entries: 10, chains: ['eip155:1'] })).data.map((w) => w.id)).toEqual(['alpha', 'gamma', 'beta']);
    expect((await wallets.query({ page: 1, entries: 10, chains: ['eip155:1'] })).count).toBe(3);
    expect((await wallets.query({ page: 1, entries: 10, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })).data.map((w) => w.id)).toEqual(['gamma']);
    expect((await wallets.query({ page: 1, entries: 10, include: ['beta', 'gamma'], exclude: ['gamma'] })).data.map((w) => w.id)).toEqual(['beta']);
    expect((await wallets.query({ page: 1, entries: 10, certifiedOnly: true })).count).toBe(1);
    expect((await wallets.query({ page: 1, entries: 10, search: 'AMM' })).data.map((w) => w.id)).toEqual(['gamma']);
    expect((await wallets.query({ page: 1, entries: 10, search: 'io.alp' })).data.map((w) => w.id)).toEqual(['alpha']);
    // LIKE wildcards in a search are literal characters, not patterns.
    expect((await wallets.query({ page: 1, entries: 10, search: '%_' })).data.map((w) => w.id)).toEqual(['under-score']);
    expect((await wallets.query({ page: 1, entries: 10, search: '_' })).data.map((w) => w.id)).toEqual(['under-score']);
    const entry = (await wallets.query({ page: 1, entries: 1 })).data[0];
    expect(entry).toEqual({
      id: 'alpha', name: 'alpha', image_id: 'alpha', rdns: 'io.alpha', homepage: null, mobile_link: null,
      desktop_link: null, webapp_link: null, app_store: 'https://apps.example/alpha', play_store: null, chrome_store: null,
      supports_wc: true, chains: ['eip155:1'], badge_type: 'certified',
    });
    expect((await images.get('wallet', 'alpha'))!.body).toMatch(/^<svg/);
  });

  it.skipIf(engine.skip || engine.name !== 'PGlite')('an existing directory keeps working after the store-links migration: supports_wc from its links', async () => {
    const old = await openPglite('memory://');
    await migrate(old, migrations.filter((m) => m.id < 4));
    await old.query(`insert into wallets (id, name, image_id, mobile_link) values ('linked', 'Linked', 'linked', 'linked://'), ('bare', 'Bare', 'bare', null)`);
    expect(await migrate(old, migrations.filter((m) => m.id <= 4))).toEqual([4]);
    const rows = await old.query<{ id: string; supports_wc: boolean; app_store: string | null }>('select id, supports_wc, app_store from wallets order by id');
    expect(rows).toEqual([{ id: 'bare', supports_wc: false, app_store: null }, { id: 'linked', supports_wc: true, app_store: null }]);
    await old.close();
  });

  it.skipIf(engine.skip)('an import that fails part-way changes nothing', async () => {
    const wallets = new WalletStore(db, new ImageStore(db));
    const before = await wallets.count();
    // Past validation on purpose: Postgres refuses a NUL byte in text, inside the transaction.
    const bad = { ...wallet('broken'), chains: ['eip155:1\u0000'] };
    await expect(wallets.upsertMany([wallet('fresh-one'), bad])).rejects.toThrow();
    expect(await wallets.count()).toBe(before);
    expect((await wallets.query({ page: 1, entries: 10, include: ['fresh-one'] })).count).toBe(0);
  });

  it.skipIf(engine.skip)('loads the shipped directory of real wallets', async () => {
    const entries = readWalletFile(shippedDirectory);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    const wallets = new WalletStore(db, new ImageStore(db));
    await wallets.upsertMany(entries);
    const found = await wallets.query({ page: 1, entries: 5, search: 'metamask' });
    expect(found.data[0]).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' });
  });

  it.skipIf(engine.skip)('stores analytics events with their props as JSON', async () => {
    await new ProjectStore(db).upsert({ id: 'ev' });
    const analytics = new AnalyticsStore(db);
    await analytics.insertMany([{ projectId: 'ev', origin: 'http://localhost:3000', eventId: 'id-1', url: 'http://localhost:3000/x', domain: 'localhost', timestamp: 1_700_000_000_000, props: { event: 'CONNECT_SUCCESS', address: '0xabc', nested: { n: 1 } } }]);
    expect(await analytics.count('ev')).toBe(1);
    const [row] = await db.query<{ props: unknown; event_timestamp: unknown }>("select props, event_timestamp from analytics_events where project_id = 'ev'");
    expect(row!.props).toEqual({ event: 'CONNECT_SUCCESS', address: '0xabc', nested: { n: 1 } });
    expect(Number(row!.event_timestamp)).toBe(1_700_000_000_000);
  });

  it.skipIf(engine.skip)('a failing transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into projects (id) values ('rolled-back')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await new ProjectStore(db).get('rolled-back')).toBeUndefined();
  });
});
