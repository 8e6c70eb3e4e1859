// JSON parsing that keeps large integers exact (spec §5): numbers of 17 or more digits become bigint.

import { BIGINT_MIN_DIGITS } from '../constants.js';

const NUMBER = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;
const BASE_SENTINEL = '\u0000bigint:';

/**
 * Parses JSON like `JSON.parse`, except that integers written with 17 or more digits come back as
 * bigint, so ids and wei amounts keep every digit. Throws SyntaxError on invalid JSON.
 * @example
 * parseJsonWithBigInt('{"value":123456789012345678901}'); // { value: 123456789012345678901n }
 */
export function parseJsonWithBigInt(text: string): unknown {
  const plain: unknown = JSON.parse(text);
  if (!new RegExp(`\\d{${BIGINT_MIN_DIGITS}}`).test(text)) return plain;
  const sentinel = pickSentinel(plain);
  return JSON.parse(markBigIntegers(text, sentinel), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(sentinel) ? BigInt(value.slice(sentinel.length)) : value,
  );
}

/** A prefix no string of the document starts with, so marked numbers cannot collide with data. */
function pickSentinel(document: unknown): string {
  const strings = collectStrings(document, []);
  let sentinel = BASE_SENTINEL;
  while (strings.some((s) => s.startsWith(sentinel))) sentinel = `${sentinel}_`;
  return sentinel;
}

function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      collectStrings(item, into);
    }
  }
  return into;
}

/** Wraps every big integer literal outside strings in a sentinel-prefixed string. */
function markBigIntegers(text: string, sentinel: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (ch === '-' || (ch >= '0' && ch <= '9')) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text);
      const token = match?.[0] ?? ch;
      const isBigInteger = match && !match[1] && !match[2] && token.replace('-', '').length >= BIGINT_MIN_DIGITS;
      out += isBigInteger ? JSON.stringify(sentinel + token) : token;
      i += token.length;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}
