// Checks on a server that a request's SIWX cookie is a live session of the account its wallet cookie
// names, through the verifier's session route (our server's POST /v1/siwx/session).

import type { SiwxSession } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { SIWX_SESSION_COOKIE, type WalletState } from '../core/ssr/walletState.js';
import { cookieValue, readWalletState, type CookieSource } from './walletCookie.js';

export interface VerifySiwxSessionParameters {
  /** Your wallet-modal server (the app's `apiUrl`). */
  apiUrl: string;
  projectId: string;
  /** The session token: the SIWX cookie's value. */
  token: string | undefined;
  /** The app's origin (`https://app.example`): the server checks it is one of the project's. */
  origin: string;
  /** Ends the check after this many milliseconds (the page then renders signed out); 3000 by default. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const session = z.object({
  data: z.object({ chainId: z.string(), address: z.string(), domain: z.string(), uri: z.string(), nonce: z.string(), issuedAt: z.string(), expiresAt: z.number() }),
  message: z.string(),
  signature: z.string(),
});

const TOKEN = /^[-_A-Za-z0-9]{16,128}$/;

/**
 * The session the token opened while it is live (neither expired nor revoked), else undefined. Never
 * throws: a verifier that is down or answers something else means "not signed in".
 * @example
 * const session = await verifySiwxSession({ apiUrl, projectId, token: cookies.get('wm_siwx')?.value, origin: 'https://app.example' });
 */
export async function verifySiwxSession({ apiUrl, projectId, token, origin, timeoutMs = 3000, fetch: fetchImpl = fetch }: VerifySiwxSessionParameters): Promise<SiwxSession | undefined> {
  if (!token || !TOKEN.test(token)) return undefined;
  try {
    const url = new URL('/v1/siwx/session', apiUrl);
    url.searchParams.set('projectId', projectId);
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const parsed = session.safeParse(await response.json());
    return parsed.success && parsed.data.data.expiresAt > Date.now() ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `session` signed in the account of `state` (EVM addresses compare without case). */
function sameAccount(session: SiwxSession, state: WalletState): boolean {
  const [namespace] = state.caipNetworkId.split(':');
  if (!session.data.chainId.startsWith(`${namespace}:`)) return false;
  return namespace === 'eip155' ? session.data.address.toLowerCase() === state.address.toLowerCase() : session.data.address === state.address;
}

/**
 * With sign-in on: the connection to render only when the SIWX cookie holds a live session of the very
 * account the wallet cookie names; otherwise undefined (render "Connect"). Also returns the session.
 * @example
 * const { state, session } = await readSignedInState(await cookies(), { apiUrl, projectId, origin });
 */
export async function readSignedInState(
  source: CookieSource,
  options: Omit<VerifySiwxSessionParameters, 'token'>,
): Promise<{ state?: WalletState; session?: SiwxSession }> {
  const state = readWalletState(source);
  if (!state) return {};
  const verified = await verifySiwxSession({ ...options, token: cookieValue(source, SIWX_SESSION_COOKIE) });
  return verified && sameAccount(verified, state) ? { state, session: verified } : {};
}
