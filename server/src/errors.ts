// Every error the HTTP API answers: a code, an HTTP status and the message a person can act on.
// The codes, statuses and body shape are wire shapes (@wallet-modal/schema/wire), read by the kit too.
import { apiErrors, type ApiErrorBody, type ApiErrorCode } from '@wallet-modal/schema/wire';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode = ApiErrorCode;

/** An error that becomes a JSON answer; `detail` is appended to the catalogue message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;

  constructor(code: ErrorCode, detail?: string, options?: { cause?: unknown }) {
    const base = apiErrors[code].message;
    super(detail ? `${base}: ${detail}` : base, options);
    this.code = code;
    this.status = apiErrors[code].status;
  }

  toJSON(): ApiErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}
