// The API's JSON, read without losing precision (spec §5): numbers of 17 or more digits parse as big
// integers. JSON.parse would round them to the nearest double (2^53 has 16 digits).

/** Integer literals of at least this many digits become bigints. */
const BIG_DIGITS = 17;
const MARK = '\u0000bigint:';

/**
 * JSON.parse, except that integer literals of 17 or more digits become bigints (exact).
 * @example
 * parseJson('{"wei":123456789012345678901}'); // { wei: 123456789012345678901n }
 */
export function parseJson(text: string): unknown {
  const marked = markBigIntegers(text);
  if (marked === text) return JSON.parse(text);
  return JSON.parse(marked, (_key, value: unknown) => (typeof value === 'string' && value.startsWith(MARK) ? BigInt(value.slice(MARK.length)) : value));
}

/** Wraps long integer literals outside strings in marked strings; leaves text inside strings alone. */
function markBigIntegers(text: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') {
      // Skip the string, escapes included.
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (char !== '-' && (char < '0' || char > '9')) continue;
    let end = i + 1;
    while (end < text.length && /[0-9.eE+-]/.test(text[end]!)) end++;
    const literal = text.slice(i, end);
    if (/^-?\d+$/.test(literal) && literal.replace('-', '').length >= BIG_DIGITS) {
      // The mark as a JSON escape: a raw control character is not allowed in a JSON string.
      out += `${text.slice(last, i)}"\\u0000bigint:${literal}"`;
      last = end;
    }
    i = end - 1;
  }
  return last === 0 ? text : out + text.slice(last);
}
