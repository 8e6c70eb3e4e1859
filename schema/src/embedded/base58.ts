// Base58 (Bitcoin's alphabet, as Solana uses it for addresses, signatures and signed messages): shared by
// the kit and the secure site, so neither loads a Solana SDK to spell 32 or 64 bytes.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX: Record<string, number> = Object.fromEntries([...ALPHABET].map((char, index) => [char, index]));

/** Base58 text: one or more characters of the alphabet (no 0, O, I or l). */
export const BASE58_PATTERN = /^[1-9A-HJ-NP-Za-km-z]+$/;

/**
 * @example
 * encodeBase58(new Uint8Array([0, 0, 1])); // '112'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  // Little-endian base-58 digits of the number the bytes spell.
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] as number;
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] as number) << 8;
      digits[j] = carry % 58;
      carry = (carry / 58) | 0;
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = (carry / 58) | 0;
    }
  }
  return '1'.repeat(zeros) + digits.reverse().map((digit) => ALPHABET[digit]).join('');
}

/**
 * Throws on a character outside the alphabet.
 * @example
 * decodeBase58('112'); // Uint8Array [0, 0, 1]
 */
export function decodeBase58(text: string): Uint8Array<ArrayBuffer> {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  const bytes: number[] = [];
  for (let i = zeros; i < text.length; i++) {
    let carry = INDEX[text[i] as string];
    if (carry === undefined) throw new Error('not base58');
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] as number) * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  out.set(bytes.reverse(), zeros);
  return out;
}
