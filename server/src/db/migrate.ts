// Applies pending migrations under an advisory lock, so several instances starting at once on one
// PostgreSQL apply each migration exactly once.
import type { Database } from './types.js';
import { migrations as all, type Migration } from './migrations.js';

const LOCK_KEY = 727_001; // arbitrary, constant: "wallet-modal migrations"
/**
 * The longest one migration (or the wait for another instance's) may run before the start fails. Far past
 * the request bound: a migration may build an index on or rewrite a large table. Still a bound, so a
 * database that stops answering during a start fails the start instead of hanging it.
 */
const MIGRATION_TIMEOUT_MS = 10 * 60_000;

/** @returns the ids of the migrations applied by this call. */
export async function migrate(db: Database, migrations: Migration[] = all): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.query(`create table if not exists schema_migrations (
      id integer primary key, name text not null, applied_at timestamptz not null default now())`);
    const done = new Set((await tx.query<{ id: number }>('select id from schema_migrations')).map((r) => r.id));
    const applied: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
      if (done.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [m.id, m.name]);
      applied.push(m.id);
    }
    return applied;
  }, { statementTimeoutMs: MIGRATION_TIMEOUT_MS });
}
