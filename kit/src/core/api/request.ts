// One request to our server (or any compatible service): project id, st and sv on every call,
// the RPC retry policy, the response parsed by a zod/mini schema, errors in the catalogue's words.

import * as z from 'zod/mini';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import { fetchWithRetry } from '../rpc/fetchWithRetry.js';
import { apiUrl, type ApiQuery } from './url.js';

export interface ApiRequestParameters<T> {
  baseUrl: string;
  projectId: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: ApiQuery;
  body?: unknown;
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
}

/** The error body our server answers: `{ error: { code, message } }`. */
const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** Server messages the kit shows as they are (spec §8). */
const CATALOGUE_MESSAGES: readonly string[] = [
  ErrorMessages.INVALID_APP_CONFIGURATION,
  ErrorMessages.INVALID_PROJECT_ID,
  ErrorMessages.PROJECT_ID_NOT_CONFIGURED,
];

/**
 * @example
 * const { data } = await apiRequest({ baseUrl, projectId, path: '/getWallets', query: { page: 1 }, schema });
 */
export async function apiRequest<T>({ baseUrl, projectId, path, method = 'GET', query, body, schema, signal }: ApiRequestParameters<T>): Promise<T> {
  const response = await fetchWithRetry(apiUrl(baseUrl, projectId, path, query), {
    method,
    signal,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBody.safeParse(json);
    const known = parsed.success ? CATALOGUE_MESSAGES.find((message) => parsed.data.error.message.startsWith(message)) : undefined;
    throw new WalletModalError(known ?? ErrorMessages.HTTP_STATUS(response.status), {
      details: parsed.success ? parsed.data.error.message : undefined,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new WalletModalError(`Unexpected response from ${path}`, { details: z.prettifyError(parsed.error) });
  }
  return parsed.data;
}
