// A database that cannot be reached (PostgreSQL down, restarting, refusing connections) or whose disk is
// full is not a bug in the request: it is told apart from SQL errors so routes answer a 503 that says so.

/** Thrown by the PostgreSQL engine when the query never reached a working connection. */
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
/** What pg says when a connection dies under a query or the pool cannot get one in time. */
const LOST_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/;

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

/** Whether the database refused a write because its disk is full (SQLSTATE 53100, PGlite and PostgreSQL alike). */
export function isDiskFull(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === '53100';
}
