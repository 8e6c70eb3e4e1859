// Balances and fungible quantities shown with 3 decimals, computed on decimal strings so big values stay exact.

import { DISPLAY_DECIMALS } from '../constants.js';

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Shows a decimal string with exactly `decimals` fraction digits, cut (never rounded up, so it
 * never shows more than the user has). Input that is not a number shows as zero.
 * @example
 * toFixedDecimals('1234567890123456789.98765'); // '1234567890123456789.987'
 */
export function toFixedDecimals(value: string | undefined, decimals: number = DISPLAY_DECIMALS): string {
  const parts = value === undefined ? undefined : splitDecimal(value.trim());
  if (!parts) return zero(decimals);
  const integer = parts.integer.replace(/^0+(?=\d)/, '') || '0';
  const fraction = parts.fraction.slice(0, decimals).padEnd(decimals, '0');
  const isZero = /^0*$/.test(integer + fraction);
  const sign = parts.negative && !isZero ? '-' : '';
  return decimals > 0 ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}

/**
 * The balance as the account view shows it: 3 decimals, then the symbol.
 * @example
 * formatBalance('0.123456', 'ETH'); // '0.123 ETH'
 */
export function formatBalance(balance: string | undefined, symbol?: string): string {
  const amount = toFixedDecimals(balance);
  return symbol ? `${amount} ${symbol}` : amount;
}

/** Splits a decimal or scientific-notation string into sign, integer and fraction digits. */
function splitDecimal(value: string): { negative: boolean; integer: string; fraction: string } | undefined {
  const match = DECIMAL.exec(value);
  if (!match) return undefined;
  const [, sign, integer = '', fraction = '', exponent] = match;
  if (integer === '' && fraction === '') return undefined;
  const shift = Number(exponent ?? 0);
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > 1_000) return undefined;
  const digits = integer + fraction;
  const point = integer.length + shift;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  return { negative: sign === '-', integer: padded.slice(0, at), fraction: padded.slice(at) };
}

const zero = (decimals: number) => (decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0');
