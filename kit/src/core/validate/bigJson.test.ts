import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonWithBigInt } from './bigJson.js';

describe('big numbers (spec §5)', () => {
  it('numbers of 17 or more digits parse as big integers', () => {
    expect(parseJsonWithBigInt('{"a":12345678901234567,"b":1234567890123456,"c":[-123456789012345678901]}')).toEqual({
      a: 12345678901234567n,
      b: 1234567890123456,
      c: [-123456789012345678901n],
    });
  });

  it('leaves decimals, exponents and digits inside strings alone', () => {
    expect(parseJsonWithBigInt('{"x":"12345678901234567890","y":1.2345678901234567,"z":12345678901234567e2}')).toEqual({
      x: '12345678901234567890',
      y: 1.2345678901234567,
      z: 12345678901234567e2,
    });
  });

  it('a string that looks like the internal marker is kept as data', () => {
    const text = JSON.stringify({ s: '\u0000bigint:1' }).replace('}', ',"n":99999999999999999}');
    expect(parseJsonWithBigInt(text)).toEqual({ s: '\u0000bigint:1', n: 99999999999999999n });
  });

  it('round-trips any JSON document with big integers exactly', () => {
    const big = fc.bigInt({ min: 10n ** 16n, max: 10n ** 40n });
    const doc = fc.dictionary(fc.string(), fc.oneof(big, fc.string(), fc.integer(), fc.boolean()));
    fc.assert(
      fc.property(doc, (value) => {
        const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `@@${v}@@` : v)).replace(/"@@(\d+)@@"/g, '$1');
        expect(parseJsonWithBigInt(text)).toEqual(value);
      }),
    );
  });

  it('invalid JSON throws a SyntaxError like JSON.parse', () => {
    expect(() => parseJsonWithBigInt('{"a":')).toThrow(SyntaxError);
  });
});
