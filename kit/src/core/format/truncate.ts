// Middle truncation of addresses (spec §2: 4 leading and 6 trailing characters).

/**
 * @example
 * truncateMiddle('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'); // '0xf3…b92266'
 */
export function truncateMiddle(value: string, leading = 4, trailing = 6): string {
  if (value.length <= leading + trailing + 1) return value;
  return `${value.slice(0, leading)}…${value.slice(-trailing)}`;
}
