// Device-signed requests before a session exists (social start and finish): the X-Wallet-Timestamp,
// -Nonce and -Signature headers of a session request (api.ts), checked against the `device` key the
// body names, so only the holder of that key can start or finish a sign-in for it.
import { signedRequestPayload, type DeviceKey } from '@wallet-modal/schema/embedded';
import type { Context } from 'hono';
import { createHash, webcrypto } from 'node:crypto';
import { ApiError } from '../../errors.js';
import type { EmbeddedService } from '../service.js';
import { thumbprintOf } from '../sessions.js';
import { SIGNED_REQUEST_WINDOW_MS, signedTarget } from '../signed.js';

/** The body's bytes and JSON, read once: the signature covers the exact bytes. */
export async function readSignedBody(c: Context): Promise<{ bytes: Uint8Array; json: unknown }> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  try {
    return { bytes, json: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    throw new ApiError('INVALID_BODY', 'the body is not JSON');
  }
}

/** Checks the headers against `device`; answers its thumbprint. SIGNATURE_INVALID or REPLAYED_REQUEST otherwise. */
export async function verifyDeviceSigned(c: Context, e: EmbeddedService, device: DeviceKey, bytes: Uint8Array): Promise<string> {
  const timestampHeader = c.req.header('x-wallet-timestamp') ?? '';
  const nonce = c.req.header('x-wallet-nonce') ?? '';
  const signature = c.req.header('x-wallet-signature') ?? '';
  if (!/^[0-9]{1,16}$/.test(timestampHeader) || !/^[A-Za-z0-9_-]{22,128}$/.test(nonce) || !/^[A-Za-z0-9_-]{86}$/.test(signature)) {
    throw new ApiError('SIGNATURE_INVALID', 'sign the request with the device key (X-Wallet-Timestamp, X-Wallet-Nonce, X-Wallet-Signature)');
  }
  const timestamp = Number(timestampHeader);
  if (Math.abs(Date.now() - timestamp) > SIGNED_REQUEST_WINDOW_MS) throw new ApiError('REPLAYED_REQUEST', 'the request timestamp is more than 60 s from the server clock');
  const payload = signedRequestPayload({ method: c.req.method, path: signedTarget(c), timestamp, nonce, bodySha256: createHash('sha256').update(bytes).digest('base64url') });
  let valid = false;
  try {
    const key = await webcrypto.subtle.importKey('jwk', { kty: device.kty, crv: device.crv, x: device.x, y: device.y }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    valid = await webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, Buffer.from(signature, 'base64url'), new TextEncoder().encode(payload));
  } catch {
    valid = false; // not a P-256 point: nothing it could have signed
  }
  if (!valid) throw new ApiError('SIGNATURE_INVALID', "not signed by the body's device key");
  const thumbprint = await thumbprintOf(device);
  if (!(await e.sessions.useNonce(thumbprint, nonce, timestamp))) throw new ApiError('REPLAYED_REQUEST');
  return thumbprint;
}
