// Embedded Postgres (PGlite, WebAssembly): zero set-up storage, on disk or in memory.
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Database } from './types.js';

export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
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
    close: () => db.close(),
  };
}
