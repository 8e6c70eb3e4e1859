// Every error the HTTP API answers: a code, an HTTP status and the message a person can act on.
// Body shape: { error: { code, message } }. The kit maps these messages to its own catalogue.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const errorCatalogue = {
  PROJECT_ID_MISSING: { status: 401, message: 'Project ID Not Configured' },
  PROJECT_ID_INVALID: { status: 401, message: 'Invalid Project ID - update configuration' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Invalid App Configuration' },
  INVALID_PARAMS: { status: 400, message: 'Invalid request parameters' },
  INVALID_BODY: { status: 400, message: 'Invalid request body' },
  BODY_TOO_LARGE: { status: 413, message: 'Request body too large' },
  UNSUPPORTED_CHAIN: { status: 400, message: 'Unsupported chain' },
  UNSUPPORTED_CURRENCY: { status: 400, message: 'Unsupported currency' },
  ANALYTICS_DISABLED: { status: 403, message: 'Analytics is disabled for this project' },
  METHOD_NOT_ALLOWED: { status: 403, message: 'Requested RPC call is not allowed' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  UPSTREAM_FAILED: { status: 502, message: 'Upstream RPC request failed' },
  NOT_READY: { status: 503, message: 'Service not ready' },
  INTERNAL: { status: 500, message: 'Internal server error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** An error that becomes a JSON answer; `detail` is appended to the catalogue message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;

  constructor(code: ErrorCode, detail?: string, options?: { cause?: unknown }) {
    const base = errorCatalogue[code].message;
    super(detail ? `${base}: ${detail}` : base, options);
    this.code = code;
    this.status = errorCatalogue[code].status;
  }

  toJSON() {
    return { error: { code: this.code, message: this.message } };
  }
}
