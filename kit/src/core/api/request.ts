// One request to our server (or any compatible service): project id, st, sv and the client id (when set)
// on every call, the RPC retry policy for idempotent requests only, the response parsed by a zod/mini
// schema, errors in the catalogue's words.

import type { ApiErrorBody, ApiErrorCode } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { WalletModalError, catalogueError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import { fetchWithRetry } from '../rpc/fetchWithRetry.js';
import { parseJson } from './json.js';
import { apiUrl, type ApiQuery } from './url.js';
import type { Assert, Reads } from './wire.js';

export interface ApiRequestParameters<T> {
  baseUrl: string;
  projectId: string;
  /** Spec §7: added as a query parameter when set. */
  clientId?: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: ApiQuery;
  body?: unknown;
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** 'no-cache' when an answer the server let the browser cache is known to be out of date (a browser fetch option). */
  cache?: 'no-cache';
  /**
   * Whether a failed try is tried again (the RPC retry policy). Only an idempotent request may be: GET,
   * PUT and DELETE by default; a POST only when it merely reads (a price, a quote, a receipt) and says
   * so, since a retried POST /v1/generators/onrampurl would start a second purchase. A caller that must
   * hear the first answer (analytics' 403) turns it off.
   */
  retry?: boolean;
}

/** The error body our server answers: `{ error: { code, message } }`. */
const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
type _ErrorBody = Assert<Reads<ApiErrorBody, typeof errorBody>>;

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
 * @example
 * const { data } = await apiRequest({ baseUrl, projectId, path: '/getWallets', query: { page: 1 }, schema });
 */
export async function apiRequest<T>({ baseUrl, projectId, clientId, path, method = 'GET', query, body, schema, signal, cache, retry = method !== 'POST' }: ApiRequestParameters<T>): Promise<T> {
  // `cache` is a browser fetch option that Node's RequestInit type does not declare (the server's type-check reads this file).
  const init: RequestInit & { cache?: 'no-cache' } = {
    method,
    signal,
    cache,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const response = await fetchWithRetry(apiUrl(baseUrl, projectId, path, { ...query, clientId }), init, retry ? {} : { retryCount: 0 });
  const json: unknown = await response.text().then(parseJson).catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBody.safeParse(json);
    const details = parsed.success ? parsed.data.error.message : undefined;
    const id = parsed.success ? CATALOGUE_IDS[parsed.data.error.code as keyof typeof CATALOGUE_IDS] : undefined;
    if (id) throw catalogueError(id, { details, code: response.status });
    if (parsed.success) throw new ApiResponseError(ErrorMessages.HTTP_STATUS(response.status), parsed.data.error.code, { details, code: response.status });
    throw new WalletModalError(ErrorMessages.HTTP_STATUS(response.status), { details, code: response.status });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new WalletModalError(`Unexpected response from ${path}`, { details: z.prettifyError(parsed.error) });
  }
  return parsed.data;
}
