// Byte helpers shared by the secure site: base64url (the API's encoding for shares, keys and signatures).

/**
 * Bytes to unpadded base64url.
 * @example
 * toBase64Url(new Uint8Array([255])); // '_w'
 */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Unpadded (or padded) base64url to bytes; throws on characters outside the alphabet.
 * @example
 * fromBase64Url('_w'); // Uint8Array [255]
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Bytes to padded standard base64 (Solana's wire transactions travel so).
 * @example
 * toBase64(new Uint8Array([255])); // '/w=='
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard base64 (padding optional) to bytes; throws on characters outside the alphabet. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Error('not base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Random bytes from the platform's CSPRNG. */
export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** A random base64url id (16 bytes: 22 characters). */
export function randomId(bytes = 16): string {
  return toBase64Url(randomBytes(bytes));
}

/** Overwrites secret bytes once they are no longer needed (strings cannot be wiped; only dropped). */
export function wipe(...arrays: (Uint8Array | undefined)[]): void {
  for (const array of arrays) array?.fill(0);
}
