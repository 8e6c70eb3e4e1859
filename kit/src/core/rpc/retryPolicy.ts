// The chain-RPC transport policy (spec §8, §9): timeout, retry statuses, back-off with Retry-After, batch size.

import {
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_RETRY_STATUSES,
  RPC_TIMEOUT_MS,
} from '../constants.js';

/** One object the EVM adapter feeds to viem's http transport and our fetch helper uses. */
export const RPC_TRANSPORT_POLICY = {
  timeout: RPC_TIMEOUT_MS,
  retryCount: RPC_RETRY_COUNT,
  retryDelay: RPC_RETRY_DELAY_MS,
  retryStatuses: RPC_RETRY_STATUSES,
  batchSize: RPC_BATCH_SIZE,
} as const;

/**
 * Whether a response status is worth another try (403, 408, 413, 429, 500, 502, 503, 504).
 * @example
 * isRetryableStatus(429); // true
 */
export function isRetryableStatus(status: number): boolean {
  return RPC_RETRY_STATUSES.includes(status);
}

/**
 * The longest wait a timer holds (2^31 - 1 ms, about 24.8 days): setTimeout fires at once for a longer one,
 * so a node asking for a longer wait (or one of 400 digits) would be retried at once instead.
 */
export const MAX_RETRY_DELAY_MS = 2 ** 31 - 1;

/**
 * The wait before retry number `attempt` (0-based): the server's Retry-After when it gives one
 * (seconds or an HTTP date), otherwise 150 ms doubled each try; at most {@link MAX_RETRY_DELAY_MS}.
 * @example
 * retryDelay(2); // 600
 * retryDelay(0, '3'); // 3000
 */
export function retryDelay(attempt: number, retryAfter?: string | null, now: number = Date.now()): number {
  const honoured = parseRetryAfter(retryAfter, now);
  return Math.min(honoured ?? RPC_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
