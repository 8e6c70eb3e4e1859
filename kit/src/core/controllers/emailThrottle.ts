// E-mail login throttle (spec §5): a second trigger within 30 s of the last mail sent is refused.

import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import { safeStorage } from '../storage/safeStorage.js';

/** Thrown: 'Please try again after N seconds'. */
export type AssertEmailLoginAllowedErrorType = WalletModalError;

/**
 * Throws 'Please try again after N seconds' (N the rounded-up remaining seconds) when the last e-mail login
 * sent its mail less than 30 s ago; otherwise returns. It records nothing: {@link markEmailLoginSent} does,
 * once the mail went out, so a try that failed before sending (the frame did not load, the mail server was
 * down) never makes the person wait.
 * @example
 * assertEmailLoginAllowed(); // then send the one-time code, then markEmailLoginSent()
 */
export function assertEmailLoginAllowed({ now = Date.now() }: { now?: number } = {}): void {
  const remaining = emailLoginWaitMs(now);
  if (remaining > 0) {
    throw new WalletModalError(ErrorMessages.EMAIL_THROTTLE(Math.ceil(remaining / 1_000)));
  }
}

/** Records that an e-mail login's mail was sent now: the next one waits 30 s. The time lives in storage. */
export function markEmailLoginSent({ now = Date.now() }: { now?: number } = {}): void {
  safeStorage.set(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, String(now));
}

/**
 * Milliseconds until another e-mail login may be triggered (0 when allowed). A missing, corrupt
 * or future-dated stored time allows it.
 * @example
 * emailLoginWaitMs(); // 0
 */
export function emailLoginWaitMs(now: number = Date.now()): number {
  const last = Number(safeStorage.get(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME));
  if (!Number.isFinite(last) || last <= 0 || last > now) return 0;
  return Math.max(0, last + EMAIL_LOGIN_COOLDOWN_MS - now);
}

/** Removes the login-time marker (after a successful login, spec §4). */
export function clearEmailLoginTime(): void {
  safeStorage.remove(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME);
}
