// The recovery user half sealed under a passkey: the WebAuthn PRF extension's output (evaluated on the
// secure origin with PRF_INPUT) → HKDF-SHA-256 with a per-wallet salt → AES-256-GCM. The server stores the
// blob with the credential id and salt; it never sees the PRF output (the frame drops it from what it sends).
import type { EncryptedRecoveryHalf } from '@wallet-modal/schema/embedded';
import { fromBase64Url, randomBytes, toBase64Url } from './bytes.js';

/** The PRF input every ceremony evaluates: fixed, so a sign-in that does not yet know the user gets the same output. */
export const PRF_INPUT = new TextEncoder().encode('wallet-modal-embedded/passkey-prf/v1');
const HKDF_INFO = new TextEncoder().encode('wallet-modal-embedded/recovery-user-half/passkey/v1');
/** Bound to the ciphertext so a blob cannot be replayed as another kind of secret (as the password's). */
const AAD = new TextEncoder().encode('wallet-modal-embedded/recovery-user-half/v1');

/** Thrown when the PRF output does not open the blob: another passkey, or another wallet's salt. */
export class WrongPasskeyError extends Error {
  override name = 'WrongPasskeyError';
  constructor() {
    super('This passkey does not open this wallet');
  }
}

async function keyFrom(prfOutput: Uint8Array, salt: Uint8Array): Promise<CryptoKey> {
  if (prfOutput.length < 32) throw new Error('The passkey gave no usable PRF output');
  const ikm = await crypto.subtle.importKey('raw', prfOutput as Uint8Array<ArrayBuffer>, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, info: HKDF_INFO }, ikm, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/**
 * Seals the user half under a passkey's PRF output; the record names the credential and the wallet's salt.
 * @example
 * const blob = await encryptWithPrf(userHalf, prfOutput, credentialId);
 */
export async function encryptWithPrf(plain: Uint8Array, prfOutput: Uint8Array, credentialId: string): Promise<EncryptedRecoveryHalf> {
  const salt = randomBytes(32);
  const iv = randomBytes(12);
  const key = await keyFrom(prfOutput, salt);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, plain as Uint8Array<ArrayBuffer>);
  return { ciphertext: toBase64Url(new Uint8Array(ciphertext)), iv: toBase64Url(iv), kdf: { name: 'passkey-prf', credentialId, salt: toBase64Url(salt) } };
}

/**
 * Opens the user half; WrongPasskeyError when the PRF output is not the one it was sealed with.
 * @example
 * const userHalf = await decryptWithPrf(blob, prfOutput);
 */
export async function decryptWithPrf(blob: EncryptedRecoveryHalf, prfOutput: Uint8Array): Promise<Uint8Array> {
  if (blob.kdf.name !== 'passkey-prf') throw new Error('This recovery factor is not a passkey');
  const key = await keyFrom(prfOutput, fromBase64Url(blob.kdf.salt));
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64Url(blob.iv), additionalData: AAD }, key, fromBase64Url(blob.ciphertext)));
  } catch {
    throw new WrongPasskeyError();
  }
}
