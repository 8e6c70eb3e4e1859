// Analytics intake (spec §7): whether a project collects events, and the event POST /e accepts (one,
// or a JSON array of them). `timestamp` arrives as a number or ISO-8601 and is read as epoch milliseconds.
import * as z from 'zod';

/** GET /getAnalyticsConfig. */
export interface AnalyticsConfigResponse {
  isAnalyticsEnabled: boolean;
}

/** The largest epoch-milliseconds value a JavaScript Date can hold. */
const MAX_DATE_MS = 8.64e15;

const error = 'must be epoch milliseconds or an ISO-8601 date-time with a zone, such as 2025-01-31T12:00:00Z';
const epochMs = z.number({ error }).int({ error }).min(0, { error }).max(MAX_DATE_MS, { error });
/** A date-time with a zone (Z or ±hh:mm): a local time would be read differently by every server. */
const isoDateTime = z.iso.datetime({ offset: true, error }).transform(Date.parse).pipe(epochMs);

const eventTimestamp = z.union([epochMs, isoDateTime], { error });

/** True when a string anywhere in the value (keys included) holds U+0000, which PostgreSQL text and jsonb refuse. */
const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : typeof value === 'object' && value !== null && Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v));

/** One event of POST /e. */
export const analyticsEvent = z
  .strictObject({
    eventId: z.string().min(1).max(128),
    url: z.url().max(2048),
    domain: z.string().min(1).max(253),
    timestamp: eventTimestamp,
    props: z.record(z.string(), z.unknown()).default({}),
  })
  .refine((e) => !hasNul(e), 'text must not contain NUL characters (\\u0000)');

/** An event as a client sends it. */
export type AnalyticsEvent = z.input<typeof analyticsEvent>;
/** An event as the server reads it: `timestamp` in epoch milliseconds, `props` present. */
export type ReceivedAnalyticsEvent = z.output<typeof analyticsEvent>;

/** POST /e answers 202 with how many events were stored (all of the batch, or none and an error). */
export interface AnalyticsAccepted {
  accepted: true;
  count: number;
}
