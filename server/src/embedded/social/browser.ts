// Binds a social sign-in to the browser that began it: the start link, opened top-level on the secure origin,
// sets a first-party cookie; the callback finishes only where that cookie came back. Why top-level and not from
// the frame: a cross-site frame's cookies are partitioned under the host's site (or not set at all when SameSite),
// so they never reach the provider's top-level return (docs/security/embedded-wallet.md, "Social login").
import { getCookie, setCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { EMBEDDED_API_PREFIX } from '@wallet-modal/schema/embedded';
import { hmac, type EmbeddedKeys } from '../keys.js';

const COOKIE = 'wm_social_browser';
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const secureContext = (url: URL) => url.protocol === 'https:' || LOOPBACK.has(url.hostname);

const hashOf = (keys: EmbeddedKeys, secret: string) => hmac(keys, 'social-browser', secret);

/**
 * Sets (or renews) this browser's binding cookie and answers its HMAC for the attempt. One secret per browser,
 * so sign-ins started in two windows at once both finish. HttpOnly; path: the social routes only. SameSite=None;
 * Secure wherever browsers keep a Secure cookie (https, and http on loopback, a secure context), because Apple
 * returns with a cross-site form POST that a Lax cookie would miss; elsewhere on plain http, SameSite=Lax (a GET
 * return still carries it). None is safe here: the cookie only ever proves which browser opened a start link.
 */
export function bindBrowser(c: Context, keys: EmbeddedKeys, siteUrl: string, maxAgeSeconds: number): string {
  const existing = getCookie(c, COOKIE);
  const secret = existing && SECRET.test(existing) ? existing : randomBytes(32).toString('base64url');
  const secure = secureContext(new URL(siteUrl));
  setCookie(c, COOKIE, secret, { path: `${EMBEDDED_API_PREFIX}/social/`, httpOnly: true, secure, sameSite: secure ? 'None' : 'Lax', maxAge: maxAgeSeconds });
  return hashOf(keys, secret);
}

/** Whether the request carries the binding cookie the attempt was opened with. */
export function sameBrowser(c: Context, keys: EmbeddedKeys, browserHash: string | null): boolean {
  const secret = getCookie(c, COOKIE);
  if (!browserHash || !secret || !SECRET.test(secret)) return false;
  const given = Buffer.from(hashOf(keys, secret));
  const expected = Buffer.from(browserHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
