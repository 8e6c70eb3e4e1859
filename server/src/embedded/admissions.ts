// Admitting a new device to a wallet (issue 29 item 3): where the account already has a device that holds the
// wallet or a passkey, the e-mail code and the recovery password alone do not hand the recovery halves to a new
// device key. It is admitted by a passkey sign-in, by a device that holds the wallet, or by waiting out the
// operator's delay (embedded.recovery.newDeviceDelaySeconds) that the account's address was told of at once, with a
// link to cancel. One request per (user, device key); only the cancel token's HMAC is stored.
import type { DeviceAdmission } from '@wallet-modal/schema/embedded';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/types.js';
import type { Seen } from './browser.js';
import { hmac, type EmbeddedKeys } from './keys.js';

/** Where a device stands: admitted, or waiting (until `readyAt`, or for good once cancelled). */
export type Admission = { state: 'admitted' } | { state: 'waiting'; id: string; readyAt: number; cancelled: boolean; created?: { cancelToken: string } };

type Row = { id: string; ready_at: string; approved_at: string | null; cancelled_at: string | null };

export class AdmissionStore {
  constructor(
    private readonly db: Database,
    private readonly keys: EmbeddedKeys,
    private readonly delaySeconds: number,
  ) {}

  private hash(token: string): string {
    return hmac(this.keys, 'admission-cancel', token);
  }

  /** Whether the account has a device holding the wallet other than `thumbprint`, or a passkey: then a new device needs admitting. */
  async guarded(userId: string, thumbprint: string): Promise<boolean> {
    const rows = await this.db.query(
      `select 1 from embedded_device_shares where user_id = $1 and thumbprint <> $2
       union all select 1 from embedded_passkeys where user_id = $1 limit 1`,
      [userId, thumbprint],
    );
    return rows.length > 0;
  }

  /**
   * Where `thumbprint` stands on the account. `open`: with no request yet, start one (its delay runs from now) and
   * answer its cancel token once, for the mail; a cancelled request starts again, so the owner is told again.
   */
  async status(userId: string, thumbprint: string, open?: Seen): Promise<Admission> {
    const now = Date.now();
    const rows = await this.db.query<Row>('select id, ready_at, approved_at, cancelled_at from embedded_admissions where user_id = $1 and thumbprint = $2', [userId, thumbprint]);
    const row = rows[0];
    if (row && row.approved_at !== null) return { state: 'admitted' };
    if (row && row.cancelled_at === null && Number(row.ready_at) <= now) return { state: 'admitted' };
    if (row && (row.cancelled_at === null || !open)) return { state: 'waiting', id: row.id, readyAt: Number(row.ready_at), cancelled: row.cancelled_at !== null };
    if (!open) return { state: 'waiting', id: '', readyAt: now + this.delaySeconds * 1000, cancelled: false };
    const id = randomBytes(16).toString('base64url');
    const cancelToken = randomBytes(32).toString('base64url');
    const readyAt = now + this.delaySeconds * 1000;
    const made = await this.db.query<{ id: string }>(
      `insert into embedded_admissions (id, user_id, thumbprint, browser, app_origin, requested_at, ready_at, cancel_hash) values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (user_id, thumbprint) do update set id = excluded.id, browser = excluded.browser, app_origin = excluded.app_origin,
         requested_at = excluded.requested_at, ready_at = excluded.ready_at, cancel_hash = excluded.cancel_hash, cancelled_at = null
       where embedded_admissions.cancelled_at is not null
       returning id`,
      [id, userId, thumbprint, open.browser, open.appOrigin, now, readyAt, this.hash(cancelToken)],
    );
    // Another request of the same device started it meanwhile: that one mailed the owner.
    if (!made[0]) return this.status(userId, thumbprint);
    return { state: 'waiting', id, readyAt, cancelled: false, created: { cancelToken } };
  }

  /** The account's requests still waiting (not cancelled, not yet admitted), for a device that holds the wallet to approve. */
  async pending(userId: string): Promise<DeviceAdmission[]> {
    const rows = await this.db.query<{ id: string; thumbprint: string; browser: string | null; app_origin: string | null; requested_at: string; ready_at: string }>(
      `select id, thumbprint, browser, app_origin, requested_at, ready_at from embedded_admissions
       where user_id = $1 and approved_at is null and cancelled_at is null and ready_at > $2 order by requested_at`,
      [userId, Date.now()],
    );
    return rows.map((r) => ({
      id: r.id,
      deviceId: r.thumbprint,
      browser: r.browser ?? 'An unknown browser',
      appOrigin: r.app_origin,
      requestedAt: Number(r.requested_at),
      readyAt: Number(r.ready_at),
    }));
  }

  /** Approves a waiting request of the account; false when it has no such request. */
  async approve(userId: string, id: string): Promise<boolean> {
    const rows = await this.db.query('update embedded_admissions set approved_at = $3 where user_id = $1 and id = $2 and cancelled_at is null returning id', [userId, id, Date.now()]);
    return rows.length > 0;
  }

  /** Refuses a request from a device holding the wallet (the same as the mail's cancel); false when it has no such request. */
  async refuse(userId: string, id: string): Promise<boolean> {
    const rows = await this.db.query('update embedded_admissions set cancelled_at = $3 where user_id = $1 and id = $2 and approved_at is null returning id', [userId, id, Date.now()]);
    return rows.length > 0;
  }

  /** The mail's cancel link: stops a request that is not admitted yet; false when unknown, already admitted or cancelled. */
  async cancel(token: string): Promise<boolean> {
    const now = Date.now();
    const rows = await this.db.query(
      'update embedded_admissions set cancelled_at = $2 where cancel_hash = $1 and cancelled_at is null and approved_at is null and ready_at > $2 returning id',
      [this.hash(token), now],
    );
    return rows.length > 0;
  }

  /** A request the cancel link names while it can still be cancelled (the page asks before cancelling). */
  async byCancelToken(token: string): Promise<{ browser: string; appOrigin: string | null; requestedAt: number; readyAt: number } | undefined> {
    const rows = await this.db.query<{ browser: string | null; app_origin: string | null; requested_at: string; ready_at: string }>(
      'select browser, app_origin, requested_at, ready_at from embedded_admissions where cancel_hash = $1 and cancelled_at is null and approved_at is null and ready_at > $2',
      [this.hash(token), Date.now()],
    );
    const r = rows[0];
    return r && { browser: r.browser ?? 'An unknown browser', appOrigin: r.app_origin, requestedAt: Number(r.requested_at), readyAt: Number(r.ready_at) };
  }

  /** A revoked device is forgotten: coming back needs admitting again. */
  async forget(userId: string, thumbprint: string): Promise<void> {
    await this.db.query('delete from embedded_admissions where user_id = $1 and thumbprint = $2', [userId, thumbprint]);
  }
}
