// PostgreSQL through a pg connection pool; used when DATABASE_URL (database.url) is set.
import pg from 'pg';
import type { Database } from './types.js';

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('select 1');
  return {
    engine: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
          exec: async (sql: string) => void (await client.query(sql)),
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
