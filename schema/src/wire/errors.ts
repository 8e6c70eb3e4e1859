// The error answer of every endpoint, `{ error: { code, message } }`: each code with its HTTP status and
// the text its message starts with. The server throws these; the kit shows some codes in its own words.

export const apiErrors = {
  PROJECT_ID_MISSING: { status: 401, message: 'Project ID Not Configured' },
  PROJECT_ID_INVALID: { status: 401, message: 'Invalid Project ID - update configuration' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Invalid App Configuration' },
  INVALID_PARAMS: { status: 400, message: 'Invalid request parameters' },
  INVALID_BODY: { status: 400, message: 'Invalid request body' },
  BODY_TOO_LARGE: { status: 413, message: 'Request body too large' },
  UNSUPPORTED_CHAIN: { status: 400, message: 'Unsupported chain' },
  UNSUPPORTED_CURRENCY: { status: 400, message: 'Unsupported currency' },
  ONRAMP_UNAVAILABLE: { status: 503, message: 'On-ramp unavailable' },
  ONRAMP_PROVIDER_FAILED: { status: 502, message: 'On-ramp provider failed' },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: 'Webhook signature invalid' },
  ANALYTICS_DISABLED: { status: 403, message: 'Analytics is disabled for this project' },
  METHOD_NOT_ALLOWED: { status: 403, message: 'Requested RPC call is not allowed' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  SIWX_NONCE_INVALID: { status: 401, message: 'Sign-in nonce unknown, used or expired' },
  SIWX_MESSAGE_INVALID: { status: 400, message: 'Sign-in message invalid' },
  SIWX_SIGNATURE_INVALID: { status: 401, message: 'Sign-in signature invalid' },
  SIWX_SESSION_INVALID: { status: 401, message: 'Sign-in session expired or revoked' },
  SESSION_NOT_FOUND: { status: 404, message: 'Smart session not found' },
  SESSION_SIGNATURE_INVALID: { status: 401, message: 'Smart session signature invalid' },
  SESSION_CONTEXT_MISMATCH: { status: 403, message: 'Smart session permissions context does not match' },
  SESSION_GRANT_INVALID: { status: 400, message: 'Smart session grant invalid' },
  NAME_INVALID: { status: 400, message: 'Invalid name' },
  NAME_TAKEN: { status: 409, message: 'Name already registered' },
  PROFILE_SIGNATURE_INVALID: { status: 401, message: 'Profile signature invalid' },
  UPSTREAM_FAILED: { status: 502, message: 'Upstream RPC request failed' },
  SWAP_NETWORK_UNSUPPORTED: { status: 400, message: 'Network not supported for Swaps' },
  GAS_PRICE_NETWORK_UNSUPPORTED: { status: 400, message: 'Network not supported for Gas Price' },
  SWAP_TOKEN_UNKNOWN: { status: 400, message: 'Token not available for swaps' },
  SWAP_NO_LIQUIDITY: { status: 422, message: 'No liquidity for this swap' },
  SWAP_BALANCE_LOW: { status: 422, message: 'Insufficient balance for this swap' },
  SWAP_ALLOWANCE_LOW: { status: 422, message: 'Approve the token for the swap first' },
  SWAP_WOULD_REVERT: { status: 422, message: 'The swap would fail on chain' },
  NOT_READY: { status: 503, message: 'Service not ready' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Database unavailable, try again shortly' },
  DATABASE_FULL: { status: 503, message: 'The database is out of disk space' },
  INTERNAL: { status: 500, message: 'Internal server error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof apiErrors;

/** The body of every error answer; `message` is the code's text, then `: ` and the detail. */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string };
}
