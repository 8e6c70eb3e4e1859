// Users, the device keys each e-mail approved, and the pending approvals behind the links in mails.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/types.js';
import { ApiError } from '../errors.js';
import type { Seen } from './browser.js';
import { hmac, type EmbeddedKeys } from './keys.js';

export type User = { id: string; email: string };

/** E-mails are compared and stored lower-case and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class AccountStore {
  constructor(
    private readonly db: Database,
    private readonly keys: EmbeddedKeys,
  ) {}

  async userByEmail(email: string): Promise<User | undefined> {
    return (await this.db.query<User>('select id, email from embedded_users where email = $1', [email]))[0];
  }

  async userById(id: string): Promise<User | undefined> {
    return (await this.db.query<User>('select id, email from embedded_users where id = $1', [id]))[0];
  }

  /** The user of this e-mail, created on the first verified code. */
  async ensureUser(email: string): Promise<User> {
    await this.db.query('insert into embedded_users (id, email) values ($1, $2) on conflict (email) do nothing', [randomUUID(), email]);
    return (await this.userByEmail(email))!;
  }

  /** Moves the account (and the devices its e-mail approved) to a new address. */
  async changeEmail(userId: string, from: string, to: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const taken = await tx.query('select 1 from embedded_users where email = $1 and id <> $2', [to, userId]);
      if (taken.length) throw new ApiError('INVALID_PARAMS', 'newEmail belongs to another account');
      await tx.query('update embedded_users set email = $1 where id = $2', [to, userId]);
      await tx.query('update embedded_devices set email = $1 where email = $2 and not exists (select 1 from embedded_devices d where d.email = $1 and d.thumbprint = embedded_devices.thumbprint)', [to, from]);
    });
  }

  async deviceApproved(email: string, thumbprint: string): Promise<boolean> {
    return (await this.db.query('select 1 from embedded_devices where email = $1 and thumbprint = $2', [email, thumbprint])).length > 0;
  }

  /**
   * Whether the account of this e-mail already has a device (a device key it approved, a device share), a passkey or
   * a wallet (one whose every device was revoked is still a wallet to protect): then a new device key needs the
   * approval link even after a right code (a code alone never admits it).
   */
  async hasAnythingToProtect(email: string): Promise<boolean> {
    const rows = await this.db.query(
      `select 1 from embedded_devices where email = $1
       union all select 1 from embedded_device_shares s join embedded_users u on u.id = s.user_id where u.email = $1
       union all select 1 from embedded_passkeys p join embedded_users u on u.id = p.user_id where u.email = $1
       union all select 1 from embedded_wallets w join embedded_users u on u.id = w.user_id where u.email = $1
       limit 1`,
      [email],
    );
    return rows.length > 0;
  }

  /** Approves this device key for the e-mail directly: the first device of an account, once its code was right. */
  async approveFirstDevice(email: string, thumbprint: string): Promise<void> {
    await this.db.query('insert into embedded_devices (email, thumbprint) values ($1, $2) on conflict do nothing', [email, thumbprint]);
  }

  /** A random token for the link in the mail; only its HMAC is stored. */
  async createApproval(input: { email: string; thumbprint: string; projectId: string; ttlSeconds: number; seen: Seen }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.query(
      `insert into embedded_device_approvals (token_hash, email, thumbprint, project_id, expires_at, browser, app_origin, requested_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [hmac(this.keys, 'device-approval', token), input.email, input.thumbprint, input.projectId, Date.now() + input.ttlSeconds * 1000, input.seen.browser, input.seen.appOrigin, Date.now()],
    );
    await this.db.query('delete from embedded_device_approvals where expires_at < $1', [Date.now() - 86_400_000]);
    return token;
  }

  /** The pending approval a link's token names, while it is valid, and who asked for it. */
  async approval(token: string): Promise<({ email: string; thumbprint: string; approved: boolean; requestedAt: number } & Seen) | undefined> {
    const rows = await this.db.query<{ email: string; thumbprint: string; approved_at: string | null; browser: string | null; app_origin: string | null; requested_at: string | null }>(
      'select email, thumbprint, approved_at, browser, app_origin, requested_at from embedded_device_approvals where token_hash = $1 and expires_at > $2',
      [hmac(this.keys, 'device-approval', token), Date.now()],
    );
    const row = rows[0];
    return (
      row && {
        email: row.email,
        thumbprint: row.thumbprint,
        approved: row.approved_at !== null,
        browser: row.browser ?? 'An unknown browser',
        appOrigin: row.app_origin,
        requestedAt: Number(row.requested_at ?? 0),
      }
    );
  }

  /** Forgets that this e-mail approved the device key: signing in there needs a new link. */
  async forgetDevice(email: string, thumbprint: string): Promise<void> {
    await this.db.query('delete from embedded_devices where email = $1 and thumbprint = $2', [email, thumbprint]);
  }

  /** Approves the device the token names; answers the approval when it was pending (undefined when used or unknown). */
  async approve(token: string): Promise<{ email: string; thumbprint: string } | undefined> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ email: string; thumbprint: string }>(
        `update embedded_device_approvals set approved_at = $2
         where token_hash = $1 and expires_at > $2 and approved_at is null returning email, thumbprint`,
        [hmac(this.keys, 'device-approval', token), Date.now()],
      );
      const row = rows[0];
      if (row) await tx.query('insert into embedded_devices (email, thumbprint) values ($1, $2) on conflict do nothing', [row.email, row.thumbprint]);
      return row;
    });
  }
}
