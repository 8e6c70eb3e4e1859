// PostgreSQL through a pg connection pool; used when DATABASE_URL (database.url) is set. A query that
// cannot reach the server throws DatabaseUnavailableError; the pool reconnects once the server is back.
import pg from 'pg';
import { DatabaseUnavailableError, isConnectionError } from './errors.js';
import type { Database } from './types.js';

/** How long a query waits for a connection before the database counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Runs `work`, turning a lost or refused connection into DatabaseUnavailableError. */
async function reaching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
  }
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('select 1');
  return {
    engine: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return reaching(async () => (await pool.query(sql, params)).rows as T[]);
    },
    async exec(sql: string) {
      await reaching(() => pool.query(sql));
    },
    async transaction(fn) {
      const client = await reaching(() => pool.connect());
      let lost: Error | undefined;
      // pg emits 'error' on a checked-out client whose connection dies, and the pool listens only to idle
      // ones: without this listener a server going away mid-transaction would crash the process.
      const onLost = (error: Error) => void (lost = error);
      client.on('error', onLost);
      try {
        await reaching(() => client.query('begin'));
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) => reaching(async () => (await client.query(sql, params)).rows as T[]),
          exec: async (sql: string) => void (await reaching(() => client.query(sql))),
        });
        await reaching(() => client.query('commit'));
        return result;
      } catch (error) {
        if (isConnectionError(error)) lost = error as Error;
        else await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.off('error', onLost);
        // A client whose connection died is destroyed, not handed to the next query to fail on.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}
