// The recovery user half, encrypted in the frame under the user's password: scrypt → AES-256-GCM. The
// server stores the blob (with its KDF parameters) and never sees the password or the plain half.
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

/** Thrown when the password does not open the blob (GCM's tag check failed). */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError';
  constructor() {
    super('Wrong password');
  }
}

function checkParams({ N, r, p }: ScryptParams): void {
  // The blob comes back from the server: refuse parameters that would hang or exhaust the frame.
  const powerOfTwo = Number.isInteger(N) && N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 16 || !Number.isInteger(p) || p < 1 || p > 4) {
    throw new Error('Unsupported recovery key parameters');
  }
}

async function keyFrom(password: string, salt: Uint8Array, params: ScryptParams): Promise<CryptoKey> {
  checkParams(params);
  const bytes = await scryptAsync(password.normalize('NFKC'), salt, { ...params, dkLen: 32, maxmem: 2 ** 30 });
  try {
    return await crypto.subtle.importKey('raw', bytes as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['encrypt', 'decrypt']);
  } finally {
    wipe(bytes);
  }
}

/**
 * Encrypts the user half under the password.
 * @example
 * const blob = await encryptWithPassword(userHalf, 'correct horse');
 */
export async function encryptWithPassword(plain: Uint8Array, password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<EncryptedRecoveryHalf> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await keyFrom(password, salt, params);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, plain as Uint8Array<ArrayBuffer>);
  return {
    ciphertext: toBase64Url(new Uint8Array(ciphertext)),
    iv: toBase64Url(iv),
    kdf: { name: 'scrypt', salt: toBase64Url(salt), N: params.N, r: params.r, p: params.p },
  };
}

/**
 * Decrypts the user half; throws WrongPasswordError when the password is not the one it was set with.
 * @example
 * const userHalf = await decryptWithPassword(blob, 'correct horse');
 */
export async function decryptWithPassword(blob: EncryptedRecoveryHalf, password: string): Promise<Uint8Array> {
  if (blob.kdf.name !== 'scrypt') throw new Error('This recovery factor is not a password');
  const { salt, N, r, p } = blob.kdf;
  const key = await keyFrom(password, fromBase64Url(salt), { N, r, p });
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(blob.iv), additionalData: AAD },
      key,
      fromBase64Url(blob.ciphertext),
    );
    return new Uint8Array(plain);
  } catch {
    throw new WrongPasswordError();
  }
}
