// Runs one admin action against the configured database, always closing it afterwards.
import type { Config } from '../config/schema.js';
import { openDatabase } from '../db/open.js';
import type { Database } from '../db/types.js';

export async function withDatabase<T>(config: Config, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(config.database);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}
