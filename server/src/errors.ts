// Every error the HTTP API answers: a code, an HTTP status and the message a person can act on.
// The codes, statuses and body shape are wire shapes (@wallet-modal/schema/wire), read by the kit too;
// the embedded wallet's own codes (@wallet-modal/schema/embedded) are catalogued here beside them.
import type { EmbeddedErrorCode } from '@wallet-modal/schema/embedded';
import { apiErrors, type ApiErrorCode } from '@wallet-modal/schema/wire';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The embedded wallet's codes not already in the wire catalogue; 'Session Expired' is the spec's text for both session codes. */
export const embeddedApiErrors = {
  PROJECT_NOT_FOUND: { status: 404, message: 'Invalid Project ID - update configuration' },
  RATE_LIMITED: { status: 429, message: 'Too many requests' },
  OTP_INVALID: { status: 400, message: 'Invalid one-time code' },
  OTP_EXPIRED: { status: 400, message: 'The one-time code has expired' },
  OTP_ATTEMPTS_EXCEEDED: { status: 400, message: 'Too many wrong codes: request a new code' },
  DEVICE_NOT_APPROVED: { status: 403, message: 'This device is not approved yet' },
  SESSION_EXPIRED: { status: 401, message: 'Session Expired' },
  SESSION_NOT_YET_VALID: { status: 401, message: 'Session Expired' },
  SIGNATURE_INVALID: { status: 401, message: 'Invalid request signature' },
  REPLAYED_REQUEST: { status: 401, message: 'Request already seen' },
  WALLET_EXISTS: { status: 409, message: 'A wallet already exists for this account' },
  WALLET_NOT_FOUND: { status: 404, message: 'No wallet share for this device' },
} as const satisfies Record<Exclude<EmbeddedErrorCode, ApiErrorCode>, { status: number; message: string }>;

export type ErrorCode = ApiErrorCode | keyof typeof embeddedApiErrors;

const catalogue: Record<ErrorCode, { status: number; message: string }> = { ...apiErrors, ...embeddedApiErrors };

/** The body of every error answer; `retryAfter` (seconds) only on RATE_LIMITED. */
export type ErrorBody = { error: { code: ErrorCode; message: string; retryAfter?: number } };

/** An error that becomes a JSON answer; `detail` is appended to the catalogue message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  /** Seconds until the caller may try again (RATE_LIMITED). */
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
