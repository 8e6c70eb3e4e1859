// The wallet cookie as a server reads it: what the kit writes comes back whole; anything else (absent,
// another version, forged, oversized, malformed) reads as disconnected and never throws.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeWalletState, WALLET_STATE_COOKIE, type WalletState } from '../core/ssr/walletState.js';
import { cookieValue, MAX_WALLET_COOKIE_LENGTH, parseWalletCookie, readWalletState } from './walletCookie.js';

const evm: WalletState = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:1', connectorId: 'io.metamask', name: 'vitalik.eth' };
const solana: WalletState = { address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'phantom' };
const raw = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the wallet cookie codec', () => {
  it('a cookie the kit wrote reads back as the same connection, from a Cookie header or a get(name) function', () => {
    for (const state of [evm, solana]) {
      const value = encodeWalletState(state);
      expect(value.length).toBeLessThan(300);
      expect(parseWalletCookie(value)).toEqual(state);
      expect(readWalletState(`theme=dark; ${WALLET_STATE_COOKIE}=${value}; other=1`)).toEqual(state);
      // Next.js cookies() returns { name, value }; Express-style req.cookies getters return the string.
      expect(readWalletState({ get: (name) => (name === WALLET_STATE_COOKIE ? { value } : undefined) })).toEqual(state);
      expect(readWalletState({ get: (name) => (name === WALLET_STATE_COOKIE ? value : undefined) })).toEqual(state);
    }
  });

  it('a missing, forged, other-version or oversized wallet cookie reads as disconnected', () => {
    const bad = [
      undefined,
      null,
      '',
      'not json',
      '%E0%A4%A', // broken URI encoding
      raw({ ...JSON.parse(decodeURIComponent(encodeWalletState(evm))), v: 2 }),
      raw({ v: 1, a: '0x1234', n: 'eip155:1', c: 'io.metamask' }), // not an EVM address
      raw({ v: 1, a: evm.address, n: 'eip155', c: 'io.metamask' }), // not CAIP-2
      raw({ v: 1, a: evm.address, n: 'eip155:1', c: '' }),
      raw({ v: 1, a: evm.address, n: 'eip155:1', c: 'io.metamask', m: 'x'.repeat(65) }),
      raw({ v: 1, a: evm.address, n: 'eip155:1', c: 'io.metamask', m: 'line\nbreak' }),
      raw({ v: 1, a: '<script>alert(1)</script>', n: 'eip155:1', c: 'x' }),
      raw({ v: 1, a: evm.address, n: 'eip155:1', c: 'io.metamask', pad: 'x'.repeat(MAX_WALLET_COOKIE_LENGTH) }),
      raw([1, 2, 3]),
      raw(null),
      '%7B%22__proto__%22%3A%7B%22v%22%3A1%7D%7D',
    ];
    for (const value of bad) expect(parseWalletCookie(value), String(value)).toBeUndefined();
    expect(readWalletState(undefined)).toBeUndefined();
    expect(readWalletState('')).toBeUndefined();
    expect(readWalletState('wm_state')).toBeUndefined();
  });

  it('no cookie value whatever makes the reader throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json().map(encodeURIComponent), fc.anything().map((value) => raw(value))), (value) => {
        const state = parseWalletCookie(value);
        expect(state === undefined || typeof state.address === 'string').toBe(true);
        expect(() => readWalletState(`${WALLET_STATE_COOKIE}=${value}`)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('cookieValue finds one cookie among others, and a name that only starts alike is another cookie', () => {
    expect(cookieValue('wm_state_old=1; wm_state=2', 'wm_state')).toBe('2');
    expect(cookieValue('a=1;b=2', 'wm_state')).toBeUndefined();
  });
});
