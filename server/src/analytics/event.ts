// What POST /e accepts: one event or a JSON array of them. Each event is checked alone (fields, size),
// and `timestamp` is stored in one form, epoch milliseconds, whether it came as a number or ISO-8601.
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { parseInput } from '../validate.js';

/** The largest epoch-milliseconds value a JavaScript Date can hold. */
const MAX_DATE_MS = 8.64e15;

const error = 'must be epoch milliseconds or an ISO-8601 date-time with a zone, such as 2025-01-31T12:00:00Z';
const epochMs = z.number({ error }).int({ error }).min(0, { error }).max(MAX_DATE_MS, { error });
/** A date-time with a zone (Z or ±hh:mm): a local time would be read differently by every server. */
const isoDateTime = z.iso.datetime({ offset: true, error }).transform(Date.parse).pipe(epochMs);

export const eventTimestamp = z.union([epochMs, isoDateTime], { error });

/** True when a string anywhere in the value (keys included) holds U+0000, which PostgreSQL text and jsonb refuse. */
const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : typeof value === 'object' && value !== null && Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v));

export const eventSchema = z
  .strictObject({
    eventId: z.string().min(1).max(128),
    url: z.url().max(2048),
    domain: z.string().min(1).max(253),
    timestamp: eventTimestamp,
    props: z.record(z.string(), z.unknown()).default({}),
  })
  .refine((e) => !hasNul(e), 'text must not contain NUL characters (\\u0000)');

export type IncomingEvent = z.infer<typeof eventSchema>;
export type EventLimits = { maxEventBytes: number; maxBatchEvents: number };

/**
 * Validates a parsed POST /e body: all events or none, so a client never has to guess which were kept.
 *
 * @example
 * parseEvents([{ eventId, url, domain, timestamp: '2025-01-31T12:00:00Z', props }], text, limits) // [{ …, timestamp: 1738324800000 }]
 */
export function parseEvents(json: unknown, text: string, limits: EventLimits): IncomingEvent[] {
  if (!Array.isArray(json)) {
    if (Buffer.byteLength(text) > limits.maxEventBytes) throw new ApiError('BODY_TOO_LARGE', `at most ${limits.maxEventBytes} bytes`);
    return [parseInput(eventSchema, json, 'INVALID_BODY')];
  }
  if (json.length === 0) throw new ApiError('INVALID_BODY', 'an empty batch: send at least one event');
  if (json.length > limits.maxBatchEvents) throw new ApiError('BODY_TOO_LARGE', `at most ${limits.maxBatchEvents} events per batch`);
  json.forEach((event, i) => {
    if (Buffer.byteLength(JSON.stringify(event) ?? '') > limits.maxEventBytes) {
      throw new ApiError('BODY_TOO_LARGE', `event ${i}: at most ${limits.maxEventBytes} bytes per event`);
    }
  });
  return parseInput(z.array(eventSchema), json, 'INVALID_BODY');
}
