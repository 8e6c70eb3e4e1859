// Rate limits on mails and code checks, kept in the database (rate-limiter-flexible's RateLimiterPostgres
// over our Database, PGlite or PostgreSQL), so they hold across every instance sharing that database.
import rateLimiterFlexible from 'rate-limiter-flexible';
import type { Database } from '../db/types.js';
import { ApiError } from '../errors.js';
import type { EmbeddedConfig } from './config.js';

const { RateLimiterPostgres, RateLimiterRes } = rateLimiterFlexible;
type Limiter = InstanceType<typeof RateLimiterPostgres>;

/** The `pool`-shaped client RateLimiterPostgres calls: one `query({ text, values })` answering `{ rows, rowCount }`. */
function storeClient(db: Database) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const rows = await db.query<{ points: number; expire: unknown }>(q.text, q.values ?? []);
      // bigint columns come back as strings (pg) or bigints; the library does arithmetic on them.
      const normalised = rows.map((r) => ('expire' in r ? { ...r, expire: r.expire === null ? null : Number(r.expire) } : r));
      return { rows: normalised, rowCount: normalised.length };
    },
  };
}

export class EmbeddedLimits {
  /** One mail per address per `resendSeconds`. */
  private readonly perAddress: Limiter;
  /** Mails one IP may cause per hour. */
  private readonly mailsPerIp: Limiter;
  /** Code checks one IP may make per hour. */
  private readonly checksPerIp: Limiter;

  constructor(db: Database, otp: EmbeddedConfig['otp']) {
    const client = storeClient(db);
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterPostgres({ storeClient: client, storeType: 'pool', tableName: 'embedded_rate_limits', tableCreated: true, keyPrefix, points, duration });
    this.perAddress = limiter('mail-address', 1, Math.max(otp.resendSeconds, 1));
    this.mailsPerIp = limiter('mail-ip', otp.perIpPerHour, 3600);
    this.checksPerIp = limiter('check-ip', otp.verifyPerIpPerHour, 3600);
    this.resendSeconds = otp.resendSeconds;
  }

  private readonly resendSeconds: number;

  /**
   * Before mailing `addressKey` (an HMAC of the address, never the address) at the request of `ip`. Resolves
   * with what gives the points back: a mail that could not be sent must not make the person wait.
   */
  async mail(ip: string, addressKey: string): Promise<() => Promise<void>> {
    await take(this.mailsPerIp, ip);
    if (this.resendSeconds > 0) await take(this.perAddress, addressKey);
    return async () => {
      await Promise.all([this.mailsPerIp.reward(ip, 1), this.resendSeconds > 0 ? this.perAddress.reward(addressKey, 1) : undefined]).catch(() => undefined);
    };
  }

  async check(ip: string): Promise<void> {
    await take(this.checksPerIp, ip);
  }
}

async function take(limiter: Limiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new ApiError('RATE_LIMITED', `Please try again after ${retryAfter} seconds`, { retryAfter });
  }
}
