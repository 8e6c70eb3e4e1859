// AES-256-GCM at rest under the master key: shares and recovery halves are stored as
// `v1.<iv>.<ciphertext+tag>` (base64url), bound to what they belong to by the additional data.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EmbeddedKeys } from './keys.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** @example const stored = seal(keys, share, `share:${userId}:${thumbprint}`); */
export function seal(keys: EmbeddedKeys, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv).setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** Throws when the value was not sealed with this key for this context. */
export function unseal(keys: EmbeddedKeys, stored: string, context: string): string {
  const [version, iv, body] = stored.split('.');
  if (version !== 'v1' || !iv || !body) throw new Error('not a sealed value');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keys.seal, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}
