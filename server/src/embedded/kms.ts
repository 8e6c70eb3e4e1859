// Envelope encryption: every sealed value has its own data key, and a Kms wraps that key. The built-in Kms
// wraps with a key derived from the local master key; an operator can put AWS KMS, GCP KMS or an HSM behind
// the same two methods (Encrypt/Decrypt of 32 bytes with the context as encryption context / AAD), so the
// key that opens the data never sits on this server.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface Kms {
  /** Encrypts a 32-byte data key, bound to `context` (the same context must be given to unwrap it). */
  wrap(dataKey: Uint8Array, context: string): Promise<Uint8Array>;
  /** The data key `wrap` was given; rejects when `wrapped` was not wrapped by this Kms for `context`. */
  unwrap(wrapped: Uint8Array, context: string): Promise<Uint8Array>;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM under a local key: iv || ciphertext || tag. */
export function aesGcmSeal(key: Uint8Array, plaintext: Uint8Array, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  return Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** Opens what aesGcmSeal made; throws when the key or the context differ. */
export function aesGcmOpen(key: Uint8Array, sealed: Uint8Array, context: string): Buffer {
  const bytes = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
}

/** @example const kms = localKms(wrapKeyDerivedFromTheMasterKey); */
export function localKms(wrapKey: Uint8Array): Kms {
  return {
    wrap: async (dataKey, context) => aesGcmSeal(wrapKey, dataKey, `wrap:${context}`),
    unwrap: async (wrapped, context) => aesGcmOpen(wrapKey, wrapped, `wrap:${context}`),
  };
}
