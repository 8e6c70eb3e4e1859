// Decimal strings cut to a fixed number of fraction digits (spec §2: balances and quantities show 3).

/**
 * Keeps at most `decimals` fraction digits of a decimal string, padding with zeros, without floats.
 * @example
 * toFixedDecimals('10000.123456'); // '10000.123'
 */
export function toFixedDecimals(value: string, decimals = 3): string {
  const [whole = '0', fraction = ''] = value.split('.');
  if (decimals === 0) return whole;
  return `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
}
