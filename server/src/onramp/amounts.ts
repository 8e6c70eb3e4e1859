// Decimal strings without floating point: what a payment amount must look like, and comparisons of
// amounts with the limits of a payment method.

const DECIMAL = /^(\d{1,15})(?:\.(\d+))?$/;

/** Digits after the point of each fiat currency (ISO 4217 minor units); 2 unless listed. */
const MINOR_UNITS: Record<string, number> = { JPY: 0, KRW: 0, CLP: 0, VND: 0, ISK: 0 };

export const fiatDecimals = (currency: string) => MINOR_UNITS[currency.toUpperCase()] ?? 2;

/** Whether `value` is a plain decimal number (digits, an optional point and digits). */
export const isDecimal = (value: string) => DECIMAL.test(value);

/** Digits after the point of a decimal string. */
export const decimalPlaces = (value: string) => DECIMAL.exec(value)?.[2]?.length ?? 0;

/** `value` in units of 10^-scale (it must be a decimal with at most `scale` places). */
function units(value: string, scale: number): bigint {
  const [, whole = '0', fraction = ''] = DECIMAL.exec(value) ?? [];
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

/**
 * -1, 0 or 1 as `a` is below, equal to or above `b` (both decimal strings).
 * @example
 * compareDecimal('10', '10.00'); // 0
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(decimalPlaces(a), decimalPlaces(b));
  const [x, y] = [units(a, scale), units(b, scale)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** '100' → '100.00' for a currency with 2 minor units. */
export function toFixedFiat(value: string, currency: string): string {
  const places = fiatDecimals(currency);
  const [whole, fraction = ''] = value.split('.');
  return places === 0 ? String(BigInt(whole!)) : `${BigInt(whole!)}.${fraction.padEnd(places, '0')}`;
}

/** A number from a provider as a decimal string (no exponent). */
export function numberText(value: number | string): string {
  if (typeof value === 'string') return value;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 18 });
}
