// Keeps a pairing URI fresh until the wallet approves (spec §4): a pairing lives 4 minutes and counts
// as expired within 10 s of its expiry, when a new URI replaces it.

import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../../core/constants.js';

/**
 * Whether a pairing that expires at `expiry` (ms since the epoch) counts as expired at `now`.
 * @example
 * isPairingExpired(Date.now() + 5_000); // true: within 10 s of its expiry
 */
export function isPairingExpired(expiry: number, now = Date.now()): boolean {
  return now >= expiry - PAIRING_EXPIRY_MARGIN_MS;
}

/** One pairing attempt: its URI, and the wallet's answer to the proposal it carries. */
export interface PairingAttempt<T> {
  uri: string;
  approval: Promise<T>;
  /** When it expires (ms since the epoch); a new pairing lives PAIRING_LIFETIME_MS. */
  expiry?: number;
}

export interface PairUntilApprovedParameters<T> {
  /** Creates a pairing and proposes the session on it. */
  pair: () => Promise<PairingAttempt<T>>;
  onUri?: (uri: string, expiry: number) => void;
  /** Stops renewing (a newer connect started); the pending promise then rejects with its reason. */
  signal?: AbortSignal;
  /** false: the first pairing only, a 'pairing expired' failure when it counts as expired. */
  renew?: boolean;
}

/**
 * Pairs, and renews the pairing each time it counts as expired, until a wallet approves one.
 * @example
 * const session = await pairUntilApproved({ pair: () => client.pair(), onUri: showQr });
 */
export async function pairUntilApproved<T>({ pair, onUri, signal, renew = true }: PairUntilApprovedParameters<T>): Promise<T> {
  // A wallet that scanned a code just before it was renewed may still approve it: that counts too.
  const earlier: Promise<{ value: T }>[] = [];
  for (;;) {
    signal?.throwIfAborted();
    const attempt = await pair();
    const expiry = attempt.expiry ?? Date.now() + PAIRING_LIFETIME_MS;
    onUri?.(attempt.uri, expiry);
    const approved = attempt.approval.then((value) => ({ value }));
    const outcome = await Promise.race([approved, ...earlier, untilExpired(expiry, signal)]);
    if (outcome) return outcome.value;
    if (!renew) throw new Error('The pairing expired before a wallet approved it');
    // Superseded: its approval still wins, its failure (e.g. cleaned up, expired) says nothing.
    earlier.push(approved.catch(() => new Promise<never>(() => {})));
  }
}

function untilExpired(expiry: number, signal?: AbortSignal): Promise<undefined> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => resolve(undefined), Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - Date.now()));
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
