// Where sign-in sessions are verified and kept: our server by default (POST /v1/siwx/*), or the app's
// own verifier and storage (`siwx({ client })`).

import type { SiwxNonceResult, SiwxRevokeResult, SiwxSession, SiwxSignInResult } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { apiRequest } from '../../core/api/request.js';
import type { ApiConfig } from '../../core/api/url.js';
import type { Assert, Reads } from '../../core/api/wire.js';

export type { SiwxSession } from '@wallet-modal/schema/wire';

/** A verifier and session store; the default one is our server. */
export interface SiwxClient {
  /** A fresh single-use nonce for the next message. */
  createNonce(): Promise<string>;
  /** Verifies the signed message and opens a session; `token` is what later calls name it by. */
  signIn(signed: { message: string; signature: string }): Promise<{ token: string; session: SiwxSession }>;
  /** The session while it is valid; throws once it ended. */
  getSession(token: string): Promise<SiwxSession>;
  /** Ends the session on the verifier's side. */
  revoke(token: string): Promise<void>;
}

export const siwxSession = z.object({
  data: z.object({
    chainId: z.string(),
    address: z.string(),
    domain: z.string(),
    uri: z.string(),
    nonce: z.string(),
    issuedAt: z.string(),
    expiresAt: z.number(),
  }),
  message: z.string(),
  signature: z.string(),
});
type _Session = Assert<Reads<SiwxSession, typeof siwxSession>>;

const nonceResult = z.object({ nonce: z.string(), expiresAt: z.number() });
type _Nonce = Assert<Reads<SiwxNonceResult, typeof nonceResult>>;
const signInResult = z.object({ token: z.string(), session: siwxSession });
type _SignIn = Assert<Reads<SiwxSignInResult, typeof signInResult>>;
const revokeResult = z.object({ revoked: z.boolean() });
type _Revoke = Assert<Reads<SiwxRevokeResult, typeof revokeResult>>;

/**
 * The client of our server's sign-in routes.
 * @example
 * const client = serverSiwxClient({ baseUrl: 'http://localhost:8787', projectId: 'demo' });
 */
export function serverSiwxClient(api: ApiConfig): SiwxClient {
  const post = <T>(path: string, body: unknown, schema: z.ZodMiniType<T>) => apiRequest({ ...api, method: 'POST', path, body, schema });
  return {
    createNonce: async () => (await post('/v1/siwx/nonce', {}, nonceResult)).nonce,
    signIn: (signed) => post('/v1/siwx/sessions', signed, signInResult),
    getSession: (token) => post('/v1/siwx/session', { token }, siwxSession),
    revoke: async (token) => void (await post('/v1/siwx/session/revoke', { token }, revokeResult)),
  };
}
