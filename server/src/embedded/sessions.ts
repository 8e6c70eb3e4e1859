// Session tokens (HS256 JWTs under a key derived from the master key) bound to a device key by its
// RFC 7638 thumbprint (`cnf.jkt`), with a database row per session so sign-out revokes it everywhere.
import type { DeviceKey } from '@wallet-modal/schema/embedded';
import { calculateJwkThumbprint, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { randomUUID, webcrypto } from 'node:crypto';
import type { Database } from '../db/types.js';
import { ApiError } from '../errors.js';
import type { Seen } from './browser.js';
import type { EmbeddedKeys } from './keys.js';

const ISSUER = 'wallet-modal-server';
const AUDIENCE = 'wallet-modal-embedded';

/** How the session was started when it proves more than the mailbox: 'passkey' (an assertion by a passkey of the account). */
export type SignedInWith = 'passkey';

export type Session = { jti: string; userId: string; thumbprint: string; deviceKey: DeviceKey; expiresAt: number; signedInWith: SignedInWith | null };

/** Whether the JWK is a point on P-256 that WebCrypto accepts for ECDSA verification. */
export async function usableDeviceKey(key: DeviceKey): Promise<boolean> {
  try {
    await webcrypto.subtle.importKey('jwk', { kty: key.kty, crv: key.crv, x: key.x, y: key.y }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    return true;
  } catch {
    return false;
  }
}

/** The device key's RFC 7638 SHA-256 thumbprint (base64url). */
export const thumbprintOf = (key: DeviceKey) => calculateJwkThumbprint({ kty: key.kty, crv: key.crv, x: key.x, y: key.y }, 'sha256');

export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly keys: EmbeddedKeys,
    private readonly ttlSeconds: number,
  ) {}

  /** `seen` (browser, app origin) is what the account's device list shows for it. @example const { token, expiresAt } = await sessions.create(user.id, device, seen); */
  async create(userId: string, deviceKey: DeviceKey, seen?: Seen, signedInWith?: SignedInWith): Promise<{ token: string; expiresAt: number }> {
    const jti = randomUUID();
    const thumbprint = await thumbprintOf(deviceKey);
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = (now + this.ttlSeconds) * 1000;
    await this.db.query(
      `insert into embedded_sessions (jti, user_id, thumbprint, device_key, expires_at, browser, app_origin, created_at, last_seen_at, signed_in_with)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
      [jti, userId, thumbprint, JSON.stringify(deviceKey), expiresAt, seen?.browser ?? null, seen?.appOrigin ?? null, Date.now(), signedInWith ?? null],
    );
    await this.db.query('delete from embedded_sessions where expires_at < $1', [Date.now() - 86_400_000]);
    const token = await new SignJWT({ cnf: { jkt: thumbprint } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(jti)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.keys.jwt);
    return { token, expiresAt };
  }

  /** Checks the token and that its session was not revoked; SESSION_EXPIRED or SESSION_NOT_YET_VALID otherwise. */
  async verify(token: string): Promise<Session> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keys.jwt, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE }));
    } catch (error) {
      if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'nbf') throw new ApiError('SESSION_NOT_YET_VALID', 'check the device clock and reconnect');
      throw new ApiError('SESSION_EXPIRED', error instanceof joseErrors.JWTExpired ? 'sign in again' : 'not a valid session token');
    }
    const rows = await this.db.query<{ user_id: string; thumbprint: string; device_key: DeviceKey | string; expires_at: string | number; signed_in_with: string | null }>(
      'select user_id, thumbprint, device_key, expires_at, signed_in_with from embedded_sessions where jti = $1 and revoked_at is null',
      [payload.jti],
    );
    const row = rows[0];
    const jkt = (payload.cnf as { jkt?: unknown } | undefined)?.jkt;
    if (!row || row.user_id !== payload.sub || row.thumbprint !== jkt) throw new ApiError('SESSION_EXPIRED', 'the session has ended');
    const deviceKey = typeof row.device_key === 'string' ? (JSON.parse(row.device_key) as DeviceKey) : row.device_key;
    // "Last seen" for the device list, written at most once a minute per session.
    await this.db.query('update embedded_sessions set last_seen_at = $2 where jti = $1 and (last_seen_at is null or last_seen_at < $3)', [payload.jti, Date.now(), Date.now() - 60_000]);
    const signedInWith = row.signed_in_with === 'passkey' ? 'passkey' : null;
    return { jti: payload.jti!, userId: row.user_id, thumbprint: row.thumbprint, deviceKey, expiresAt: Number(row.expires_at), signedInWith };
  }

  async revoke(jti: string): Promise<void> {
    await this.db.query('update embedded_sessions set revoked_at = $2 where jti = $1 and revoked_at is null', [jti, Date.now()]);
  }

  /** Ends every session of the user but `keep` (the one that asked, when there is one): after an e-mail change or its undo. */
  async revokeAllOf(userId: string, keep?: string): Promise<void> {
    await this.db.query('update embedded_sessions set revoked_at = $2 where user_id = $1 and revoked_at is null and jti <> $3', [userId, Date.now(), keep ?? '']);
  }

  /** Records a request nonce for this device; false when it was seen before (a replay). Kept past the 60 s window. */
  async useNonce(thumbprint: string, nonce: string, timestamp: number): Promise<boolean> {
    const now = Date.now();
    await this.db.query('delete from embedded_nonces where expires_at < $1', [now]);
    const rows = await this.db.query(
      'insert into embedded_nonces (thumbprint, nonce, expires_at) values ($1, $2, $3) on conflict do nothing returning nonce',
      [thumbprint, nonce, Math.max(now, timestamp) + 5 * 60_000],
    );
    return rows.length > 0;
  }
}
