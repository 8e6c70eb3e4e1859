// Session requests: a valid, unrevoked session token, and a fresh, never-seen request signed by the
// device key the session is bound to (headers and payload per @wallet-modal/schema/embedded api.ts).
import { signedRequestPayload } from '@wallet-modal/schema/embedded';
import type { Context, MiddlewareHandler } from 'hono';
import { createHash, webcrypto } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import type { Session } from './sessions.js';
import type { EmbeddedService } from './service.js';

/** How far a request's timestamp may be from the server's clock. */
export const SIGNED_REQUEST_WINDOW_MS = 60_000;

export type SignedEnv = { Variables: { session: Session; body: unknown } };

const headersSchema = z.object({
  authorization: z.string().regex(/^Bearer [A-Za-z0-9._-]{1,4096}$/, 'must be Bearer <session token>'),
  'x-wallet-timestamp': z.string().regex(/^[0-9]{1,16}$/, 'must be ms since the epoch'),
  'x-wallet-nonce': z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, 'must be 16+ bytes of base64url'),
  'x-wallet-signature': z.string().regex(/^[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 signature (r||s)'),
});

/** What the device signed as the request's path: the path and the raw query (a chainId is part of what it asked). */
export function signedTarget(c: Context): string {
  return c.req.path + new URL(c.req.url).search;
}

async function signatureValid(session: Session, payload: string, signature: string): Promise<boolean> {
  const { kty, crv, x, y } = session.deviceKey;
  let key: webcrypto.CryptoKey;
  try {
    key = await webcrypto.subtle.importKey('jwk', { kty, crv, x, y }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  } catch {
    return false; // not a point on the curve: nothing it could have signed
  }
  return webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, Buffer.from(signature, 'base64url'), new TextEncoder().encode(payload));
}

/**
 * @example
 * routes.use('/embedded/v1/wallet/*', signedRequest(embedded));
 */
export function signedRequest(e: EmbeddedService): MiddlewareHandler<SignedEnv> {
  return async (c, next) => {
    const headers = headersSchema.safeParse(c.req.header());
    if (!headers.success) {
      if (!c.req.header('authorization')) throw new ApiError('SESSION_EXPIRED', 'no session token');
      throw new ApiError('SIGNATURE_INVALID', headers.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
    const h = headers.data;
    const session = await e.sessions.verify(h.authorization.slice('Bearer '.length));
    const timestamp = Number(h['x-wallet-timestamp']);
    if (Math.abs(Date.now() - timestamp) > SIGNED_REQUEST_WINDOW_MS) throw new ApiError('REPLAYED_REQUEST', 'the request timestamp is more than 60 s from the server clock');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const payload = signedRequestPayload({
      method: c.req.method,
      path: signedTarget(c),
      timestamp,
      nonce: h['x-wallet-nonce'],
      bodySha256: createHash('sha256').update(bytes).digest('base64url'),
    });
    if (!(await signatureValid(session, payload, h['x-wallet-signature']))) throw new ApiError('SIGNATURE_INVALID', 'not signed by this session\'s device key');
    // After the signature: only the device can spend its own nonces.
    if (!(await e.sessions.useNonce(session.thumbprint, h['x-wallet-nonce'], timestamp))) throw new ApiError('REPLAYED_REQUEST');
    let body: unknown = {};
    if (bytes.length) {
      try {
        body = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        throw new ApiError('INVALID_BODY', 'the body is not JSON');
      }
    }
    c.set('session', session);
    c.set('body', body);
    await next();
  };
}
