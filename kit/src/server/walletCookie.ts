// Reads the wallet cookie on a server: its value is parsed by a zod schema, and anything else (absent,
// another version, forged, oversized, a network or address of the wrong shape) reads as disconnected,
// never as an error, so a bad cookie can only make a page render "Connect".

import * as z from 'zod/mini';
import { WALLET_STATE_COOKIE, WALLET_STATE_VERSION, type WalletState } from '../core/ssr/walletState.js';
import type { CaipNetworkId } from '../core/types.js';

/** A cookie value longer than this is not ours (ours is under 300 characters). */
export const MAX_WALLET_COOKIE_LENGTH = 1024;

const ADDRESS_SHAPES: Record<string, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  bip122: /^[0-9A-Za-z]{25,90}$/,
};
const GENERIC_ADDRESS = /^[-.:_0-9A-Za-z]{1,128}$/;
/** CAIP-2: namespace (3–8 of a–z, 0–9, -) and reference (1–32 of letters, digits, - and _). */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

const walletCookie = z
  .object({
    v: z.literal(WALLET_STATE_VERSION),
    a: z.string().check(z.maxLength(128)),
    n: z.string().check(z.regex(CAIP2)),
    c: z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[\x21-\x7e]+$/)),
    m: z.optional(z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[^\p{C}]+$/u))),
  })
  .check(z.refine(({ a, n }) => (ADDRESS_SHAPES[n.split(':')[0]!] ?? GENERIC_ADDRESS).test(a), 'the address does not have its namespace shape'));

/**
 * The connection a cookie value holds, or undefined for anything that is not a cookie this kit wrote.
 * @example
 * parseWalletCookie(cookies.get('wm_state')?.value); // { address: '0xf39F…', caipNetworkId: 'eip155:1', connectorId: 'io.metamask' }
 */
export function parseWalletCookie(value: string | undefined | null): WalletState | undefined {
  if (!value || value.length > MAX_WALLET_COOKIE_LENGTH) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(value));
  } catch {
    return undefined;
  }
  const parsed = walletCookie.safeParse(json);
  if (!parsed.success) return undefined;
  const { a, n, c, m } = parsed.data;
  return { address: a, caipNetworkId: n as CaipNetworkId, connectorId: c, ...(m ? { name: m } : {}) };
}

/** What holds a request's cookies: its Cookie header, or a getter of one cookie (Next.js `cookies()`, Express `req.cookies`…). */
export type CookieSource =
  | string
  | null
  | undefined
  | { get(name: string): { value: string } | string | undefined | null };

/**
 * One cookie's value from a Cookie header or a getter; undefined when absent.
 * @example
 * cookieValue('a=1; wm_state=%7B…', 'wm_state');
 */
export function cookieValue(source: CookieSource, name: string): string | undefined {
  if (source === null || source === undefined) return undefined;
  if (typeof source !== 'string') {
    const found = source.get(name);
    return (typeof found === 'string' ? found : found?.value) ?? undefined;
  }
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The connection to render for this request, from its wallet cookie; undefined when disconnected (or the
 * cookie is not one this kit wrote).
 * @example
 * // Next.js App Router, in a server component:
 * const state = readWalletState(await cookies());
 * // Any server: the Cookie header
 * const state = readWalletState(request.headers.get('cookie'));
 */
export function readWalletState(source: CookieSource): WalletState | undefined {
  return parseWalletCookie(cookieValue(source, WALLET_STATE_COOKIE));
}
