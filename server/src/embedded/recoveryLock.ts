// The lockout on recovery-password answers (issue 29 item 3): every answer is counted BEFORE it is compared,
// in one statement, so parallel requests cannot buy more guesses than the count allows; five wrong answers
// lock the wallet's recovery for 15 minutes, each lockout in a row twice as long (at most a day). Kept in
// the database, so every instance sharing it shares the count.
import type { Database } from '../db/types.js';
import { ApiError } from '../errors.js';

export const MAX_WRONG_PASSWORDS = 5;
const FIRST_LOCK_SECONDS = 15 * 60;
const LONGEST_LOCK_SECONDS = 24 * 3600;

/** '05:42 UTC': when a lockout ends, as the person reads it. */
const clock = (until: Date) => `${until.toISOString().slice(11, 16)} UTC`;

const secondsUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
const tryAgain = (until: Date) => `try again after ${clock(until)} (in ${Math.ceil(secondsUntil(until) / 60)} minutes)`;
const lockedError = (until: Date) => new ApiError('RECOVERY_LOCKED', tryAgain(until), { retryAfter: secondsUntil(until) });

export class RecoveryLock {
  constructor(private readonly db: Database) {}

  /** Counts one answer for `userId`; throws RECOVERY_LOCKED while locked or once the count is spent. */
  async take(userId: string): Promise<void> {
    const counted = await this.db.query<{ failures: number }>(
      `insert into embedded_recovery_attempts as a (user_id, failures) values ($1, 1)
       on conflict (user_id) do update set failures = a.failures + 1
       where a.locked_until is null or a.locked_until <= now()
       returning failures`,
      [userId],
    );
    if (!counted[0]) throw lockedError(await this.lockedUntil(userId));
    if (counted[0].failures > MAX_WRONG_PASSWORDS) throw lockedError(await this.lock(userId));
  }

  /** After a wrong answer (already counted by take): WRONG_PASSWORD saying how many tries are left. */
  async wrong(userId: string): Promise<never> {
    const rows = await this.db.query<{ failures: number }>('select failures from embedded_recovery_attempts where user_id = $1', [userId]);
    const left = MAX_WRONG_PASSWORDS - (rows[0]?.failures ?? MAX_WRONG_PASSWORDS);
    if (left > 0) throw new ApiError('WRONG_PASSWORD', `${left} ${left === 1 ? 'try' : 'tries'} left`);
    throw new ApiError('WRONG_PASSWORD', `no tries left: ${tryAgain(await this.lock(userId))}`);
  }

  /** The right answer: the count starts again. */
  async reset(userId: string): Promise<void> {
    await this.db.query('update embedded_recovery_attempts set failures = 0, lockouts = 0, locked_until = null where user_id = $1', [userId]);
  }

  /** Locks now (once, however many requests reach here together) and answers until when. */
  private async lock(userId: string): Promise<Date> {
    await this.db.query(
      `update embedded_recovery_attempts set failures = 0, lockouts = lockouts + 1,
         locked_until = now() + least($2 * power(2, lockouts), $3) * interval '1 second'
       where user_id = $1 and failures >= $4 and (locked_until is null or locked_until <= now())`,
      [userId, FIRST_LOCK_SECONDS, LONGEST_LOCK_SECONDS, MAX_WRONG_PASSWORDS],
    );
    return this.lockedUntil(userId);
  }

  private async lockedUntil(userId: string): Promise<Date> {
    const rows = await this.db.query<{ locked_until: Date | string | null }>('select locked_until from embedded_recovery_attempts where user_id = $1', [userId]);
    return new Date(rows[0]?.locked_until ?? Date.now());
  }
}
