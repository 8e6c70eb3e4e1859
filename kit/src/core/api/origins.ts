// The project's allowed origins (GET /projects/v1/origins, spec §7) and how a page's origin is matched
// against them: the patterns our server keeps, `scheme://host[:port]` with `*.` for any subdomain and
// `:*` for any port (e.g. https://*.example.com, http://localhost:*).

import type { AllowedOriginsResponse } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { apiRequest } from './request.js';
import type { ApiConfig } from './url.js';
import type { Assert, Reads } from './wire.js';

const originsResponse = z.object({ allowedOrigins: z.array(z.string()) });
type _Origins = Assert<Reads<AllowedOriginsResponse, typeof originsResponse>>;

/**
 * GET /projects/v1/origins → the origin patterns the project allows.
 * @example
 * await getAllowedOrigins({ baseUrl, projectId }); // ['https://app.example.com', 'http://localhost:*']
 */
export async function getAllowedOrigins(config: ApiConfig): Promise<string[]> {
  const { allowedOrigins } = await apiRequest({ ...config, path: '/projects/v1/origins', schema: originsResponse });
  return allowedOrigins;
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
