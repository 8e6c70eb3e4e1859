// What POST /e accepts: one event or a JSON array of them. Each event is checked alone (fields, size)
// against the wire shape (@wallet-modal/schema/wire), and a batch is kept whole or not at all.
import { analyticsEvent, type ReceivedAnalyticsEvent } from '@wallet-modal/schema/wire';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { parseInput } from '../validate.js';

export type EventLimits = { maxEventBytes: number; maxBatchEvents: number };

/**
 * Validates a parsed POST /e body: all events or none, so a client never has to guess which were kept.
 *
 * @example
 * parseEvents([{ eventId, url, domain, timestamp: '2025-01-31T12:00:00Z', props }], text, limits) // [{ …, timestamp: 1738324800000 }]
 */
export function parseEvents(json: unknown, text: string, limits: EventLimits): ReceivedAnalyticsEvent[] {
  if (!Array.isArray(json)) {
    if (Buffer.byteLength(text) > limits.maxEventBytes) throw new ApiError('BODY_TOO_LARGE', `at most ${limits.maxEventBytes} bytes`);
    return [parseInput(analyticsEvent, json, 'INVALID_BODY')];
  }
  if (json.length === 0) throw new ApiError('INVALID_BODY', 'an empty batch: send at least one event');
  if (json.length > limits.maxBatchEvents) throw new ApiError('BODY_TOO_LARGE', `at most ${limits.maxBatchEvents} events per batch`);
  json.forEach((event, i) => {
    if (Buffer.byteLength(JSON.stringify(event) ?? '') > limits.maxEventBytes) {
      throw new ApiError('BODY_TOO_LARGE', `event ${i}: at most ${limits.maxEventBytes} bytes per event`);
    }
  });
  return parseInput(z.array(analyticsEvent), json, 'INVALID_BODY');
}
