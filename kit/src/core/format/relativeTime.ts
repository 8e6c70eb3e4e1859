// Relative-time labels of the activity list (spec §2: sec, min, hr, d, mo, yr).

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first: the first whose size fits the elapsed time is used. */
const UNITS: readonly [label: string, size: number][] = [
  ['yr', 365 * DAY],
  ['mo', 30 * DAY],
  ['d', DAY],
  ['hr', HOUR],
  ['min', MINUTE],
  ['sec', SECOND],
];

/**
 * How long ago `time` was, in the largest whole unit: '5 sec', '3 min', '2 hr', '4 d', '1 mo', '2 yr'.
 * A time in the future (clock skew) shows as '0 sec'.
 * @example
 * relativeTimeLabel(Date.now() - 90_000); // '1 min'
 */
export function relativeTimeLabel(time: Date | number | string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(time).getTime());
  if (Number.isNaN(elapsed)) return '';
  const [label, size] = UNITS.find(([, unitSize]) => elapsed >= unitSize) ?? UNITS[UNITS.length - 1]!;
  return `${Math.floor(elapsed / size)} ${label}`;
}
