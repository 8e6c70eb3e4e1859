// Converts an integer amount in a token's smallest unit to a decimal string, exactly (no floats).

/**
 * @example
 * formatUnits(1_500_000_000_000_000_000n, 18); // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
