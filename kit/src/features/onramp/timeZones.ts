// Spec §9 "Restricted timezones: mainland China, Hong Kong and Macau zones": where buying is not
// offered. The IANA names and their aliases, read from the browser's own time zone.

/** Mainland China (Shanghai, Urumqi and their old names), Hong Kong and Macau, lower case. */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  'asia/shanghai',
  'asia/chongqing',
  'asia/chungking',
  'asia/harbin',
  'prc',
  'asia/urumqi',
  'asia/kashgar',
  'asia/hong_kong',
  'hongkong',
  'asia/macau',
  'asia/macao',
];

/**
 * Whether an IANA time zone is one of the restricted ones (any letter case).
 * @example
 * isRestrictedTimeZone('Asia/Macao'); // true
 */
export function isRestrictedTimeZone(timeZone: string | undefined): boolean {
  return timeZone !== undefined && RESTRICTED_TIME_ZONES.includes(timeZone.toLowerCase());
}

/** The browser's time zone (Intl), undefined where it cannot say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
