// Shares and recovery halves at rest, bound to what they belong to by the context (AES-256-GCM additional data).
//   v2.<wrapped data key>.<iv+ciphertext+tag>  (base64url): envelope encryption, the data key wrapped by keys.kms
//   v1.<iv>.<ciphertext+tag>                   (base64url): the first format, under a key derived from the master
//                                              key; still opened, never written
import { randomBytes } from 'node:crypto';
import type { EmbeddedKeys } from './keys.js';
import { aesGcmOpen, aesGcmSeal } from './kms.js';

const DATA_KEY_BYTES = 32;

/** @example const stored = await seal(keys, share, `share:${userId}:${thumbprint}`); */
export async function seal(keys: EmbeddedKeys, plaintext: string, context: string): Promise<string> {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const wrapped = await keys.kms.wrap(dataKey, context);
  const body = aesGcmSeal(dataKey, Buffer.from(plaintext, 'utf8'), context);
  return `v2.${Buffer.from(wrapped).toString('base64url')}.${body.toString('base64url')}`;
}

/** Throws when the value was not sealed with these keys for this context. */
export async function unseal(keys: EmbeddedKeys, stored: string, context: string): Promise<string> {
  const [version, first, second, extra] = stored.split('.');
  if (!first || !second || extra !== undefined) throw new Error('not a sealed value');
  if (version === 'v2') {
    const dataKey = await keys.kms.unwrap(Buffer.from(first, 'base64url'), context);
    return aesGcmOpen(dataKey, Buffer.from(second, 'base64url'), context).toString('utf8');
  }
  if (version !== 'v1') throw new Error('not a sealed value');
  // v1 kept the iv apart from the ciphertext: the same bytes as aesGcmSeal's, joined.
  return aesGcmOpen(keys.seal, Buffer.concat([Buffer.from(first, 'base64url'), Buffer.from(second, 'base64url')]), context).toString('utf8');
}
