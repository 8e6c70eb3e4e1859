// Opens the configured database and brings its schema up to date.
import type { Config } from '../config/schema.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Database } from './types.js';

export async function openDatabase(config: Config['database']): Promise<Database> {
  const db = config.url ? await openPostgres(config.url, config.poolSize) : await openPglite(config.pgliteDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
