// PostgreSQL through a pg connection pool; used when DATABASE_URL (database.url) is set. A query that
// cannot reach the server, or gets no answer in time, throws DatabaseUnavailableError; the pool reconnects
// once the server is back.
import pg from 'pg';
import { DatabaseUnavailableError, isConnectionError, isStatementTimeout } from './errors.js';
import type { Database, TransactionOptions } from './types.js';

/** How long a query waits for a connection before the database counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 5_000;
/**
 * The longest one statement may run on a live server: PostgreSQL then cancels it itself (statement_timeout,
 * SQLSTATE 57014), which frees its locks and leaves the connection usable. The heaviest statements here (a
 * history range written in one insert, a sweep of expired rows, a wait for a row another short transaction
 * locked) take milliseconds: the slowest route under load, history, answers at p99 30 ms on PostgreSQL
 * (docs/reliability.md, Load). Ten seconds is far past any of them and still inside a caller's patience.
 * Migrations take their own, longer bound (MIGRATION_TIMEOUT_MS in migrate.ts).
 */
export const STATEMENT_TIMEOUT_MS = 10_000;
/**
 * The longest a query waits for any answer (pg's client-side query_timeout): the statement bound and a grace.
 * It covers what statement_timeout cannot: a server that does not answer at all (packets dropped, a host
 * frozen), where TCP keeps the socket open and the query would wait for ever. The grace lets PostgreSQL's own
 * cancel come first on a live server; when this bound fires, the connection is stuck behind the unanswered
 * query and is destroyed, not pooled.
 */
const ANSWER_GRACE_MS = 2_000;
export const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + ANSWER_GRACE_MS;

/** Runs `work`, turning a lost or refused connection, or a query that timed out, into DatabaseUnavailableError. */
async function reaching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionError(error) || isStatementTimeout(error) ? new DatabaseUnavailableError(error) : error;
  }
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await reaching(() => pool.query('select 1'));
  return {
    engine: 'postgres',
    // pool.query releases its client with the query's error, so a client whose query timed out is destroyed.
    async query<T>(sql: string, params: unknown[] = []) {
      return reaching(async () => (await pool.query(sql, params)).rows as T[]);
    },
    async exec(sql: string) {
      await reaching(() => pool.query(sql));
    },
    async transaction(fn, options: TransactionOptions = {}) {
      const client = await reaching(() => pool.connect());
      const statementMs = options.statementTimeoutMs;
      const query_timeout = (statementMs ?? STATEMENT_TIMEOUT_MS) + ANSWER_GRACE_MS;
      let lost: Error | undefined;
      // pg emits 'error' on a checked-out client whose connection dies, and the pool listens only to idle
      // ones: without this listener a server going away mid-transaction would crash the process.
      const onLost = (error: Error) => void (lost = error);
      client.on('error', onLost);
      // Every statement of the transaction goes through here, so a lost or timed-out connection is noticed
      // even when `fn` catches the error and carries on.
      const run = (text: string, values?: unknown[]) => {
        // pg reads a per-query query_timeout; @types/pg does not list it.
        const config: pg.QueryConfig & { query_timeout: number } = { text, values, query_timeout };
        return reaching(() => client.query(config)).catch((error: Error) => {
          if (isConnectionError(error)) lost = error;
          throw error;
        });
      };
      try {
        await run('begin');
        if (statementMs !== undefined) await run(`set local statement_timeout = ${Math.trunc(statementMs)}`);
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) => (await run(sql, params)).rows as T[],
          exec: async (sql: string) => void (await run(sql)),
        });
        await run('commit');
        return result;
      } catch (error) {
        // A statement cancelled by statement_timeout leaves a live connection: roll back and pool it.
        if (!lost) await client.query('rollback').catch((rollbackError: Error) => void (lost = rollbackError));
        throw error;
      } finally {
        client.off('error', onLost);
        // A client whose connection died or stopped answering is destroyed, not handed to the next query to hang on.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}
