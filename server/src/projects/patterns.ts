// Allowed-origin patterns: `scheme://host[:port]`, with `*.` as the leading host label
// (any subdomain depth) and `*` as the port (any port, or none). Example: https://*.example.com
import { z } from 'zod';

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:]+\])(?::(\*|[0-9]{1,5}))?$/;

export const originPattern = z
  .string()
  .trim()
  .toLowerCase()
  .regex(PATTERN, 'must look like https://app.example.com, https://*.example.com or http://localhost:*');

type Parsed = { scheme: string; wildcardHost: boolean; host: string; port: string | undefined };

function parsePattern(pattern: string): Parsed | undefined {
  const m = PATTERN.exec(pattern.toLowerCase());
  if (!m) return undefined;
  return { scheme: m[1]!, wildcardHost: Boolean(m[2]), host: m[3]!, port: m[4] };
}

/**
 * Whether a browser Origin header value is matched by one pattern.
 * @example
 * originMatches('https://preview-12.example.com', 'https://*.example.com') // true
 */
export function originMatches(origin: string, pattern: string): boolean {
  const p = parsePattern(pattern);
  if (!p) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin.toLowerCase().replace(/\/$/, '')) return false; // paths, credentials: not an origin
  if (url.protocol !== `${p.scheme}:`) return false;
  const host = url.hostname;
  const hostOk = p.wildcardHost ? host.endsWith(`.${p.host}`) : host === p.host;
  if (!hostOk) return false;
  if (p.port === '*') return true;
  return (url.port || '') === (p.port ?? '');
}

export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => originMatches(origin, pattern));
}
