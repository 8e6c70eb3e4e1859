// One-time codes: 6 digits from a CSPRNG, kept only as an HMAC, one valid code per (purpose, subject),
// single use, expiring, and invalidated after too many wrong attempts.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/types.js';
import { ApiError } from '../errors.js';
import type { EmbeddedConfig } from './config.js';
import { hmac, type EmbeddedKeys } from './keys.js';

/** 'login' codes are for an e-mail on one device key (service.ts loginCodeSubject); e-mail update codes are for a user id and carry the new address. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary';

type CodeRow = { code_hash: string; expires_at: string | number; attempts: number; payload: string | null };

export class CodeStore {
  constructor(
    private readonly db: Database,
    private readonly keys: EmbeddedKeys,
    private readonly otp: EmbeddedConfig['otp'],
  ) {}

  private hash(purpose: CodePurpose, subject: string, code: string): string {
    return hmac(this.keys, 'otp', `${purpose}\n${subject}\n${code}`);
  }

  /** A new code replaces any earlier one for the same purpose and subject. */
  async issue(purpose: CodePurpose, subject: string, payload: string | null = null): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.query(
      `insert into embedded_codes (purpose, subject, code_hash, expires_at, attempts, payload) values ($1, $2, $3, $4, 0, $5)
       on conflict (purpose, subject) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
         attempts = 0, payload = excluded.payload`,
      [purpose, subject, this.hash(purpose, subject, code), Date.now() + this.otp.ttlSeconds * 1000, payload],
    );
    return code;
  }

  /** Consumes the code when it is right; answers the payload it was issued with. */
  async check(purpose: CodePurpose, subject: string, code: string): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<CodeRow>(
        'select code_hash, expires_at, attempts, payload from embedded_codes where purpose = $1 and subject = $2 for update',
        [purpose, subject],
      );
      const row = rows[0];
      if (!row) throw new ApiError('OTP_INVALID');
      if (row.attempts >= this.otp.maxAttempts) throw new ApiError('OTP_ATTEMPTS_EXCEEDED');
      if (Number(row.expires_at) <= Date.now()) throw new ApiError('OTP_EXPIRED');
      const expected = Buffer.from(row.code_hash);
      const given = Buffer.from(this.hash(purpose, subject, code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await tx.query('update embedded_codes set attempts = attempts + 1 where purpose = $1 and subject = $2', [purpose, subject]);
        return { wrong: true as const, left: this.otp.maxAttempts - (row.attempts + 1) };
      }
      await tx.query('delete from embedded_codes where purpose = $1 and subject = $2', [purpose, subject]);
      return { wrong: false as const, payload: row.payload };
    }).then((checked) => {
      if (!checked.wrong) return checked.payload;
      // Thrown after the transaction committed, so the counted attempt stays counted. The last wrong try says at
      // once that a new code is needed (no sixth try to find out); the others say how many are left.
      if (checked.left <= 0) throw new ApiError('OTP_ATTEMPTS_EXCEEDED');
      throw new ApiError('OTP_INVALID', `${checked.left} ${checked.left === 1 ? 'try' : 'tries'} left`);
    });
  }
}
