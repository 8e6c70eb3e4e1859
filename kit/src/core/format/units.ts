// Exact conversion between integer amounts in a chain's smallest unit and decimal strings (no floats).

/**
 * Formats an integer amount of the smallest unit as a decimal string, trailing zeros dropped.
 * @example
 * formatUnits(1500000000000000000n, 18); // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Parses a decimal string into an integer amount of the smallest unit; extra fraction digits are
 * cut off. Throws on anything that is not a plain decimal number.
 * @example
 * parseUnits('1.5', 18); // 1500000000000000000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match || (match[2] === '' && !match[3])) throw new Error(`Invalid decimal number: ${value}`);
  const [, sign, integer = '', fraction = ''] = match;
  const units = BigInt(`${integer || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`);
  return sign === '-' ? -units : units;
}
