// Every error the HTTP API answers: a code, an HTTP status and the message a person can act on.
// The codes, statuses and body shape are wire shapes (@wallet-modal/schema/wire), read by the kit too;
// the embedded wallet's own codes come from its catalogue (@wallet-modal/schema/embedded), shared with the frame.
import { embeddedApiErrors } from '@wallet-modal/schema/embedded';
import { apiErrors, type ApiErrorCode } from '@wallet-modal/schema/wire';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DatabaseUnavailableError, isConnectionError, isDatabaseTimeout, isDiskFull } from './db/errors.js';

export { embeddedApiErrors };

export type ErrorCode = ApiErrorCode | keyof typeof embeddedApiErrors;

const catalogue: Record<ErrorCode, { status: number; message: string }> = { ...apiErrors, ...embeddedApiErrors };

/** The body of every error answer; `retryAfter` (seconds) only on RATE_LIMITED, RECOVERY_LOCKED and DEVICE_ADMISSION_REQUIRED (until the new device's wait ends). */
export type ErrorBody = { error: { code: ErrorCode; message: string; retryAfter?: number } };

/** An error that becomes a JSON answer; `detail` is appended to the catalogue message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  /** Seconds until the caller may try again (RATE_LIMITED, RECOVERY_LOCKED, DEVICE_ADMISSION_REQUIRED). */
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, detail?: string, options?: { cause?: unknown; retryAfter?: number }) {
    const base = catalogue[code].message;
    super(detail ? `${base}: ${detail}` : base, options);
    this.code = code;
    this.status = catalogue[code].status as ContentfulStatusCode;
    this.retryAfter = options?.retryAfter;
  }

  toJSON(): ErrorBody {
    const error: ErrorBody['error'] = { code: this.code, message: this.message };
    if (this.retryAfter !== undefined) error.retryAfter = this.retryAfter;
    return { error };
  }
}

/** Seconds a client should wait before trying again while the database is unreachable (Retry-After). */
export const DATABASE_RETRY_AFTER_S = 1;

/**
 * The answer an error that reached the app's error handler deserves: an ApiError as it is, a lost database
 * connection or a database that did not answer in time as DATABASE_UNAVAILABLE (503), a full database disk
 * as DATABASE_FULL (503); undefined for anything else (a bug: 500 INTERNAL).
 * @example
 * const known = asApiError(error) ?? new ApiError('INTERNAL');
 */
export function asApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  // DatabaseUnavailableError also covers a statement PostgreSQL cancelled for running too long (statement_timeout).
  if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
    const detail = isDatabaseTimeout(error) ? 'the database did not answer in time' : 'the server lost its database connection';
    return new ApiError('DATABASE_UNAVAILABLE', detail, { cause: error });
  }
  if (isDiskFull(error)) return new ApiError('DATABASE_FULL', 'the write was refused; reads still work (the operator must free space)', { cause: error });
  return undefined;
}
