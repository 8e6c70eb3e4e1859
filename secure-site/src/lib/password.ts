// The recovery user half, encrypted in the frame under the user's password: scrypt gives K, HKDF splits it
// into K_enc (AES-256-GCM key of the half) and K_auth (the online proof the server checks before it releases
// the halves). The server never sees the password, K or K_enc: K_auth is one-way from K. Halves sealed
// before the split (no `hkdf` in their KDF) are opened with K itself; their K_auth is derived the same way.
import { scryptAsync } from '@noble/hashes/scrypt';
import type { EncryptedRecoveryHalf } from '@wallet-modal/schema/embedded';
import { fromBase64Url, randomBytes, toBase64Url, wipe } from './bytes.js';

/** ~0.8 s in V8 on a laptop core (measured with @noble/hashes 1.8: N=2^16 0.4 s, 2^17 0.8 s), 128 MiB. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
export type ScryptParams = { N: number; r: number; p: number };
/** The least a recovery password may be (the setup screen's rule). */
export const MIN_PASSWORD_LENGTH = 8;
/** Bound to the ciphertext so a blob cannot be replayed as another kind of secret. */
const AAD = new TextEncoder().encode('wallet-modal-embedded/recovery-user-half/v1');

/** Thrown when the password is refused: by the server's online check (its message says the tries left or the lockout), or by GCM's tag. */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError';
  constructor(message = 'Wrong password. Try again.') {
    super(message);
  }
}

function checkParams({ N, r, p }: ScryptParams): void {
  // The blob comes back from the server: refuse parameters that would hang or exhaust the frame.
  const powerOfTwo = Number.isInteger(N) && N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 16 || !Number.isInteger(p) || p < 1 || p > 4) {
    throw new Error('Unsupported recovery key parameters');
  }
}

/** The scrypt output K of the password. */
async function stretch(password: string, salt: Uint8Array, params: ScryptParams): Promise<Uint8Array> {
  checkParams(params);
  return scryptAsync(password.normalize('NFKC'), salt, { ...params, dkLen: 32, maxmem: 2 ** 30 });
}

/** HKDF-SHA256 of K with `label`: 32 bytes. */
async function expand(k: CryptoKey, label: string): Promise<Uint8Array> {
  const info = new TextEncoder().encode(`wallet-modal-embedded/recovery-${label}/v1`);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info }, k, 256));
}

/** K_enc (sealing key of the half) and K_auth (base64url, the proof), from the password and the half's KDF. */
export type PasswordKeys = { enc: CryptoKey; auth: string };

type ScryptKdf = Extract<EncryptedRecoveryHalf['kdf'], { name: 'scrypt' }>;

/**
 * Both keys of the password for a half sealed with `kdf` (one scrypt run).
 * @example
 * const { enc, auth } = await passwordKeys('correct horse', blob.kdf);
 */
export async function passwordKeys(password: string, kdf: ScryptKdf): Promise<PasswordKeys> {
  const k = await stretch(password, fromBase64Url(kdf.salt), kdf);
  const enc = kdf.hkdf === 'enc-auth-v1' ? undefined : k.slice();
  try {
    const base = await crypto.subtle.importKey('raw', k as Uint8Array<ArrayBuffer>, 'HKDF', false, ['deriveBits']);
    const auth = await expand(base, 'auth');
    const encBytes = enc ?? (await expand(base, 'enc'));
    try {
      return { enc: await crypto.subtle.importKey('raw', encBytes as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['encrypt', 'decrypt']), auth: toBase64Url(auth) };
    } finally {
      wipe(auth, encBytes);
    }
  } finally {
    wipe(k);
  }
}

/**
 * Encrypts the user half under the password; `verifier` is K_auth, which the server keeps (as an HMAC).
 * @example
 * const { userHalf, verifier } = await encryptWithPassword(half, 'correct horse');
 */
export async function encryptWithPassword(plain: Uint8Array, password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<{ userHalf: EncryptedRecoveryHalf; verifier: string }> {
  const kdf: ScryptKdf = { name: 'scrypt', salt: toBase64Url(randomBytes(16)), N: params.N, r: params.r, p: params.p, hkdf: 'enc-auth-v1' };
  const iv = randomBytes(12);
  const { enc, auth } = await passwordKeys(password, kdf);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, enc, plain as Uint8Array<ArrayBuffer>);
  return { userHalf: { ciphertext: toBase64Url(new Uint8Array(ciphertext)), iv: toBase64Url(iv), kdf }, verifier: auth };
}

/**
 * Decrypts the user half with K_enc; throws WrongPasswordError when it is not the password's.
 * @example
 * const userHalf = await decryptWithPassword(blob, (await passwordKeys('correct horse', blob.kdf)).enc);
 */
export async function decryptWithPassword(blob: EncryptedRecoveryHalf, enc: CryptoKey): Promise<Uint8Array> {
  if (blob.kdf.name !== 'scrypt') throw new Error('This recovery factor is not a password');
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64Url(blob.iv), additionalData: AAD }, enc, fromBase64Url(blob.ciphertext));
    return new Uint8Array(plain);
  } catch {
    throw new WrongPasswordError();
  }
}
