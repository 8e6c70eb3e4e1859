// One request to our server (or any compatible service): project id, st, sv and the client id (when set)
// on every call, the RPC retry policy for idempotent requests only, the response parsed by a zod/mini
// schema, errors in the catalogue's words.

import type { ApiErrorBody } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { WalletModalError } from '../errors/base.js';
import { fetchWithRetry } from '../rpc/fetchWithRetry.js';
import { parseJson } from './json.js';
import { refusal } from './refusal.js';
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

export { ApiResponseError } from './refusal.js';

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
    throw refusal(response.status, parsed.success ? parsed.data.error : undefined);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new WalletModalError(`Unexpected response from ${path}`, { details: z.prettifyError(parsed.error) });
  }
  return parsed.data;
}
