// The one storage interface both engines (PGlite and PostgreSQL) implement.
// SQL is plain Postgres with $1 placeholders, so every query runs unchanged on both.

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type TransactionOptions = {
  /**
   * The longest one statement of the transaction may run, in ms. Absent: the engine's bound (PostgreSQL:
   * STATEMENT_TIMEOUT_MS); migrations, which may rewrite a large table, ask for more. PGlite runs in the
   * process and sets none.
   */
  statementTimeoutMs?: number;
};

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}
