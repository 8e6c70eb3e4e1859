// Embedded Postgres (PGlite, WebAssembly): zero set-up storage, on disk (locked to one process)
// or in memory.
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, statfsSync } from 'node:fs';
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
    throw openFailure(dataDir, error);
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

/** Emscripten's file-system errors (WASI numbering) that an operator can fix. */
const FS_ERRORS: Record<number, string> = { 2: 'permission denied', 19: 'the disk quota is exceeded', 51: 'the disk is full', 69: 'the file system is read-only' };

/**
 * PGlite reports a file-system failure as a bare `{ name: 'ErrnoError', errno }` object: say what it
 * means, where, and what to do. The next start re-initialises a directory left half-made.
 */
function openFailure(dataDir: string, error: unknown): Error {
  const errno = (error as { name?: unknown; errno?: unknown } | undefined)?.name === 'ErrnoError' ? Number((error as { errno: unknown }).errno) : undefined;
  if (errno === undefined) return error instanceof Error ? error : new Error(`The embedded database ${dataDir} could not be opened: ${JSON.stringify(error)}`);
  let free = '';
  try {
    const fs = statfsSync(dataDir);
    free = `; ${Math.floor((fs.bavail * fs.bsize) / 1_048_576)} MB free there`;
  } catch {
    // The directory itself may be what failed; the errno still says why.
  }
  const reason = FS_ERRORS[errno] ?? `file-system error ${errno}`;
  return new Error(
    `The embedded database ${dataDir} could not be opened: ${reason}${free}. It needs about 40 MB to start and room to grow: ` +
      'free some space or point PGLITE_DIR elsewhere, or set DATABASE_URL to use PostgreSQL.',
    { cause: error },
  );
}
