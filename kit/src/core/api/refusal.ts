// What a refusal of our server becomes (spec §8): its stable code in the catalogue's words when the
// catalogue has them ('Invalid App Configuration' for ORIGIN_NOT_ALLOWED, …), else an ApiResponseError
// carrying the code, else the HTTP status. No zod here: the allowed-origins check, which runs before the
// first click, reads its answers with this and a hand check (origins.ts); every other read parses with
// zod/mini in request.ts and lands here too.

import type { ApiErrorCode } from '@wallet-modal/schema/wire';
import { WalletModalError, catalogueError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';

/**
 * A refusal our server explained: `apiCode` is its stable code (`SWAP_NO_LIQUIDITY`, …), for a feature
 * that says the refusal in its own words; `code` stays the HTTP status.
 */
export class ApiResponseError extends WalletModalError {
  override name = 'ApiResponseError';
  readonly apiCode: string;

  constructor(shortMessage: string, apiCode: string, options: { details?: string; code: number }) {
    super(shortMessage, options);
    this.apiCode = apiCode;
  }
}

/** The server's error codes the kit shows with the catalogue's text (spec §8). */
const CATALOGUE_IDS = {
  ORIGIN_NOT_ALLOWED: 'INVALID_APP_CONFIGURATION',
  PROJECT_ID_INVALID: 'INVALID_PROJECT_ID',
  PROJECT_ID_MISSING: 'PROJECT_ID_NOT_CONFIGURED',
} as const satisfies Partial<Record<ApiErrorCode, Parameters<typeof catalogueError>[0]>>;

/**
 * The error of a response that was not ok: `body` is the server's `{ error: { code, message } }` as read
 * (undefined when the answer had another shape).
 * @example
 * throw refusal(response.status, { code: 'ORIGIN_NOT_ALLOWED', message: 'origin is not allowed' }); // 'Invalid App Configuration'
 */
export function refusal(status: number, body: { code: string; message: string } | undefined): WalletModalError {
  const details = body?.message;
  const id = body && CATALOGUE_IDS[body.code as keyof typeof CATALOGUE_IDS];
  if (id) return catalogueError(id, { details, code: status });
  if (body) return new ApiResponseError(ErrorMessages.HTTP_STATUS(status), body.code, { details, code: status });
  return new WalletModalError(ErrorMessages.HTTP_STATUS(status), { details, code: status });
}
