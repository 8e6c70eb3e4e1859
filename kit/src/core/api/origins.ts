// The project's allowed origins (GET /projects/v1/origins, spec §7) and how a page's origin is matched
// against them: the patterns our server keeps, `scheme://host[:port]` with `*.` for any subdomain and
// `:*` for any port (e.g. https://*.example.com, http://localhost:*).

import type { AllowedOriginsResponse } from '@wallet-modal/schema/wire';
import { WalletModalError } from '../errors/base.js';
import { fetchWithRetry } from '../rpc/fetchWithRetry.js';
import { refusal } from './refusal.js';
import { apiUrl, type ApiConfig } from './url.js';

const ORIGINS_PATH = '/projects/v1/origins';

const isString = (value: unknown): value is string => typeof value === 'string';
/** `value[key]` when `value` is an object, else undefined. */
const field = (value: unknown, key: string): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/**
 * GET /projects/v1/origins → the origin patterns the project allows. This read runs before the first click
 * (issue 31), so its two shapes (`{ allowedOrigins: string[] }`, and `{ error: { code, message } }` on a
 * refusal) are checked by hand rather than by a zod reader: zod/mini alone would be ~10 KB gzip on every
 * page with e-mail or social login. Another shape is refused with what was expected, like apiRequest's.
 * @example
 * await getAllowedOrigins({ baseUrl, projectId }); // ['https://app.example.com', 'http://localhost:*']
 */
export async function getAllowedOrigins({ baseUrl, projectId, clientId }: ApiConfig): Promise<string[]> {
  const response = await fetchWithRetry(apiUrl(baseUrl, projectId, ORIGINS_PATH, { clientId }));
  // Strings only: JSON.parse is exact here (parseJson's big integers are for amounts), and stays out of the entry.
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = field(json, 'error');
    const [code, message] = [field(error, 'code'), field(error, 'message')];
    throw refusal(response.status, isString(code) && isString(message) ? { code, message } : undefined);
  }
  const allowedOrigins = field(json, 'allowedOrigins');
  if (!Array.isArray(allowedOrigins) || !allowedOrigins.every(isString)) {
    throw new WalletModalError(`Unexpected response from ${ORIGINS_PATH}`, { details: 'allowedOrigins: expected an array of strings' });
  }
  return allowedOrigins satisfies AllowedOriginsResponse['allowedOrigins'];
}

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:]+\])(?::(\*|[0-9]{1,5}))?$/;

/**
 * Whether `origin` (a page's `location.origin`) is matched by one of `patterns`.
 * @example
 * isOriginAllowed('https://preview-12.example.com', ['https://*.example.com']); // true
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return patterns.some((pattern) => {
    const match = PATTERN.exec(pattern.trim().toLowerCase());
    if (!match || url.protocol !== `${match[1]}:`) return false;
    const [, , wildcard, host = '', port] = match;
    const hostMatches = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
    return hostMatches && (port === '*' || url.port === (port ?? ''));
  });
}
