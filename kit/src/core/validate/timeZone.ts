// Restricted time zones (spec §9): mainland China, Hong Kong and Macau, where some features are not offered.

import { RESTRICTED_TIMEZONES } from '../constants.js';

/**
 * Whether `timeZone` (by default the browser's) is one of the restricted IANA zones. An
 * environment without Intl time zones counts as not restricted.
 * @example
 * isRestrictedTimeZone('Asia/Hong_Kong'); // true
 */
export function isRestrictedTimeZone(timeZone: string | undefined = currentTimeZone()): boolean {
  return timeZone !== undefined && RESTRICTED_TIMEZONES.includes(timeZone);
}

function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
