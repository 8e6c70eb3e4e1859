// How the swap view writes amounts: quoted amounts with up to 6 decimals (cut, never rounded up), and
// the least the swap gives at the user's slippage tolerance, computed exactly in the token's units.

import { toFixedDecimals } from '../../core/format/decimals.js';
import { formatUnits, parseUnits } from '../../core/format/units.js';

/**
 * @example
 * shortAmount('2990.1234567'); // '2990.123456'
 * shortAmount('1.5'); // '1.5'
 */
export function shortAmount(value: string, decimals = 6): string {
  return toFixedDecimals(value, decimals).replace(/\.?0+$/, '');
}

/**
 * The quoted amount less the slippage tolerance, in whole tokens.
 * @example
 * minimumReceived('100', 6, 1); // '99'
 */
export function minimumReceived(amount: string, decimals: number, slippagePercent: number): string {
  const basisPoints = BigInt(Math.round(slippagePercent * 100));
  return formatUnits((parseUnits(amount, decimals) * (10_000n - basisPoints)) / 10_000n, decimals);
}

/**
 * How many `to` one `from` buys at the quote.
 * @example
 * rate('2', '6000'); // '3000'
 */
export function rate(fromAmount: string, toAmount: string): string {
  const value = Number(toAmount) / Number(fromAmount);
  return Number.isFinite(value) ? shortAmount(String(value)) : '';
}
