// Issue 18, bad input fuzzed: the three spec §5 readers of what wallets and the API answer. Asset answers
// (wallet_getAssets), the API's JSON with its big integers, and the kind of a wallet's response string,
// each against a definition written here independently of the reader. FUZZ_RUNS cases each, seeds logged.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParameters } from '../../../../scripts/vitest/fuzz.js';
import { parseJson } from '../api/json.js';
import { WalletModalError } from '../errors/base.js';
import { walletResultKind } from '../rpc/walletResult.js';
import { parseAssets } from './assets.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec §5, read directly: every asset has string address and balance, type ERC20 or NATIVE, and metadata
 * with string name, symbol, iconUrl and numeric decimals and price. */
function validAssets(answer: unknown): boolean {
  if (!isRecord(answer)) return false;
  return Object.values(answer).every(
    (assets) =>
      Array.isArray(assets) &&
      assets.every(
        (asset) =>
          isRecord(asset) &&
          typeof asset.address === 'string' &&
          typeof asset.balance === 'string' &&
          (asset.type === 'ERC20' || asset.type === 'NATIVE') &&
          isRecord(asset.metadata) &&
          ['name', 'symbol', 'iconUrl'].every((key) => typeof (asset.metadata as Record<string, unknown>)[key] === 'string') &&
          ['decimals', 'price'].every((key) => typeof (asset.metadata as Record<string, unknown>)[key] === 'number'),
      ),
  );
}

const goodAsset = fc.record({
  address: fc.string(),
  balance: fc.string(),
  type: fc.constantFrom('ERC20', 'NATIVE'),
  metadata: fc.record({ name: fc.string(), symbol: fc.string(), iconUrl: fc.string(), decimals: fc.integer({ min: 0, max: 36 }), price: fc.double({ noNaN: true }) }),
});
/** A good asset with one field broken, removed or given another type, or any JSON value. */
const anyAsset = fc.oneof(
  goodAsset,
  fc.tuple(goodAsset, fc.constantFrom('address', 'balance', 'type', 'metadata', 'name', 'symbol', 'iconUrl', 'decimals', 'price'), fc.jsonValue()).map(([asset, key, value]) =>
    key in asset ? { ...asset, [key]: value } : { ...asset, metadata: { ...asset.metadata, [key]: value } },
  ),
  fc.jsonValue(),
);
const assetsAnswer = fc.oneof(fc.dictionary(fc.string(), fc.array(anyAsset, { maxLength: 4 }), { maxKeys: 3 }), fc.jsonValue());

/** A JSON integer literal with its exact value. */
const integerLiteral = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map((value) => ({ text: value.toString(), value }));
const digitsOf = (text: string) => text.replace('-', '').length;

describe('fuzzing the spec §5 readers of wallet and API answers', () => {
  it('Asset responses are valid only if every asset has string address and balance, type ERC20 or NATIVE, and metadata with string name, symbol, iconUrl and numeric decimals and price: accepted exactly when the rule holds, otherwise INVALID_ASSETS_RESPONSE', () => {
    fc.assert(
      fc.property(assetsAnswer, (answer) => {
        if (validAssets(answer)) {
          expect(parseAssets(answer)).toEqual(answer);
          return;
        }
        try {
          parseAssets(answer);
        } catch (error) {
          expect(error).toBeInstanceOf(WalletModalError);
          expect((error as WalletModalError).id).toBe('INVALID_ASSETS_RESPONSE');
          return;
        }
        throw new Error(`accepted an invalid answer: ${JSON.stringify(answer)}`);
      }),
      fuzzParameters('wallet_getAssets answers'),
    );
  });

  it('Numbers of 17 or more digits parse as big integers: exact bigints in any place of any JSON document, shorter ones as numbers, strings untouched', () => {
    const documentWithIntegers = fc.tuple(fc.jsonValue(), fc.array(integerLiteral, { minLength: 1, maxLength: 4 }), fc.array(fc.string(), { maxLength: 2 }));
    fc.assert(
      fc.property(documentWithIntegers, ([value, integers, strings]) => {
        const text = `{"value":${JSON.stringify(value)},"integers":[${integers.map((integer) => integer.text).join(',')}],"strings":${JSON.stringify([...strings, ...integers.map((integer) => integer.text)])}}`;
        const parsed = parseJson(text) as { value: unknown; integers: unknown[]; strings: string[] };
        // (A number of the generated value may itself print with 17 digits: the next property covers those.)
        const valueText = JSON.stringify(value);
        if (!/\d{17}/.test(valueText)) expect(parsed.value).toEqual(JSON.parse(valueText));
        expect(parsed.integers).toEqual(integers.map(({ text: literal, value: exact }) => (digitsOf(literal) >= 17 ? exact : Number(literal))));
        expect(parsed.strings).toEqual([...strings, ...integers.map((integer) => integer.text)]);
      }),
      fuzzParameters('API JSON with big integers'),
    );
  });

  it('any text: the JSON reader fails exactly where JSON.parse fails, and agrees with it on documents without long integers', () => {
    const text = fc.oneof(fc.string(), fc.json(), fc.json().map((json) => json.replace(/\d/g, '9'.repeat(20))));
    fc.assert(
      fc.property(text, (input) => {
        let expected: unknown;
        let invalid = false;
        try {
          expected = JSON.parse(input);
        } catch {
          invalid = true;
        }
        if (invalid) {
          expect(() => parseJson(input)).toThrow(SyntaxError);
          return;
        }
        const parsed = parseJson(input);
        if (!/\d{17}/.test(input)) expect(parsed).toEqual(expected);
      }),
      fuzzParameters('API JSON, any text'),
    );
  });

  it('A response string is a transaction result if it is 0x plus exactly 64 hex characters, a signed message if 0x plus 62 or more hex characters, otherwise an object result: for any string or value', () => {
    const hex = fc.stringMatching(/^[0-9a-fA-F]{0,140}$/);
    const answer = fc.oneof(hex.map((digits) => `0x${digits}`), fc.string(), fc.jsonValue());
    fc.assert(
      fc.property(answer, (value) => {
        const digits = typeof value === 'string' && value.startsWith('0x') ? value.slice(2) : undefined;
        const allHex = digits !== undefined && [...digits].every((char) => '0123456789abcdefABCDEF'.includes(char));
        const expected = !allHex ? 'object' : digits.length === 64 ? 'transaction' : digits.length >= 62 ? 'signature' : 'object';
        expect(walletResultKind(value)).toBe(expected);
      }),
      fuzzParameters('wallet response strings'),
    );
  });
});
