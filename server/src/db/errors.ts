// A database that cannot be reached (PostgreSQL down, restarting, refusing connections, not answering) or
// whose disk is full is not a bug in the request: it is told apart from SQL errors so routes answer a 503 that says so.

/** Thrown by the PostgreSQL engine when the query never reached a working connection or got no answer in time. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`the database cannot be reached (${(cause as Error | undefined)?.message ?? String(cause)})`, { cause });
  }
}

/** Socket errors of a lost connection, as Node and pg report them. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATEs of a server going away: class 08 (connection exception), shutdowns, too many connections. */
const LOST_STATES = /^(08...|57P01|57P02|57P03|53300)$/;
/**
 * What pg says when a connection dies under a query, the pool cannot get one in time, or a query got no answer
 * within its query_timeout ('Query read timeout': the server stopped answering, and the connection is stuck
 * behind the unanswered query, as lost as a dead one).
 */
const LOST_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Query read timeout/;

/** Whether `error` means the database was unreachable rather than that the query was wrong. */
export function isConnectionError(error: unknown): boolean {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || LOST_STATES.test(e.code))) return true;
    if (typeof e.message === 'string' && LOST_MESSAGES.test(e.message)) return true;
    // An AggregateError (a host with several addresses refusing each) carries the socket errors inside.
    if (Array.isArray(e.errors) && e.errors.some(isConnectionError)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Whether PostgreSQL cancelled the statement (SQLSTATE 57014: its statement_timeout ran out). The server is
 * alive and the connection still usable; the database was too slow to answer, not the query wrong.
 */
export function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === '57014';
}

/** What pg says when the server gave no answer in time: to a query (query_timeout) or to a new connection. */
const TIMEOUT_MESSAGES = /Query read timeout|timeout exceeded when trying to connect|Connection terminated due to connection timeout/;

/** Whether `error` (or its cause) means the database did not answer in time, rather than refused or went away. */
export function isDatabaseTimeout(error: unknown): boolean {
  let e = error as { message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (isStatementTimeout(e) || (typeof e.message === 'string' && TIMEOUT_MESSAGES.test(e.message))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Whether the database refused a write because its disk is full (SQLSTATE 53100, PGlite and PostgreSQL alike). */
export function isDiskFull(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === '53100';
}
