// Apple's client secret is not a fixed string: it is an ES256 JWT signed with the Sign in with Apple
// key (iss = team id, sub = client id, aud = Apple), valid at most six months. We sign one valid for an
// hour and sign again before it runs out.
import { importPKCS8, SignJWT } from 'jose';

export type AppleKey = { clientId: string; teamId: string; keyId: string; privateKey: string; audience: string };

const LIFETIME_SECONDS = 3600;

/** @example const secret = await appleClientSecret({ clientId, teamId, keyId, privateKey, audience: 'https://appleid.apple.com' }); */
export async function appleClientSecret(key: AppleKey, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(key.clientId)
    .setAudience(key.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIFETIME_SECONDS)
    .sign(await importPKCS8(key.privateKey, 'ES256'));
}

/** The secret to send now: the last one signed, or a new one when it has less than five minutes left. */
export class AppleSecretSource {
  private current: { secret: string; until: number } | undefined;
  constructor(private readonly key: AppleKey) {}

  async get(): Promise<string> {
    if (!this.current || this.current.until - Date.now() < 300_000) {
      this.current = { secret: await appleClientSecret(this.key), until: Date.now() + LIFETIME_SECONDS * 1000 };
    }
    return this.current.secret;
  }
}
