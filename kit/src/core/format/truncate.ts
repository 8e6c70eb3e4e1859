// Middle truncation of addresses (spec §2: 4 leading and 6 trailing characters).

import { TRUNCATE_LEADING_CHARS, TRUNCATE_TRAILING_CHARS } from '../constants.js';

/**
 * Keeps the first 4 and last 6 characters with an ellipsis between; short values stay whole.
 * @example
 * truncateMiddle('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'); // '0xf3…b92266'
 */
export function truncateMiddle(value: string, leading: number = TRUNCATE_LEADING_CHARS, trailing: number = TRUNCATE_TRAILING_CHARS): string {
  if (value.length <= leading + trailing + 1) return value;
  return `${value.slice(0, leading)}…${value.slice(-trailing)}`;
}
