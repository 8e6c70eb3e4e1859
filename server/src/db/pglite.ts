// Embedded Postgres (PGlite, WebAssembly): zero set-up storage, on disk (locked to one process)
// or in memory.
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { lockDataDir } from './pglite-lock.js';
import type { Database } from './types.js';

/** `loadDataDir`: start from a dump of another database (PGlite's dumpDataDir), skipping initdb (tests start in ~1 s). */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    engine: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
          exec: async (sql: string) => void (await tx.exec(sql)),
        }),
      );
    },
    async close() {
      await db.close();
      unlock();
    },
  };
}
