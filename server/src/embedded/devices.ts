// The account's own view of where it is signed in: device keys (with or without a server share), live
// sessions and passkeys, each revocable. A device is known by its key's thumbprint; its browser and app
// origin are those of its first session (recorded at sign-in).
import type { DevicesResult, EmbeddedDevice, EmbeddedSession } from '@wallet-modal/schema/embedded';
import type { Database } from '../db/types.js';
import type { AdmissionStore } from './admissions.js';

type SessionRow = { jti: string; thumbprint: string; browser: string | null; app_origin: string | null; created_at: string | null; last_seen_at: string | null; live: boolean };
type ShareRow = { thumbprint: string; created_ms: string };

const UNKNOWN_BROWSER = 'An unknown browser';

export class DeviceStore {
  constructor(
    private readonly db: Database,
    private readonly admissions: AdmissionStore,
  ) {}

  /** Everything the account can see of itself; `current` marks the asking session and its device. */
  async list(userId: string, current: { jti: string; thumbprint: string }): Promise<DevicesResult> {
    const now = Date.now();
    const [sessionRows, shareRows, passkeyRows] = await Promise.all([
      this.db.query<SessionRow>(
        `select jti, thumbprint, browser, app_origin, created_at, last_seen_at, (revoked_at is null and expires_at > $2) as live
         from embedded_sessions where user_id = $1 order by created_at nulls first`,
        [userId, now],
      ),
      this.db.query<ShareRow>('select thumbprint, extract(epoch from created_at) * 1000 as created_ms from embedded_device_shares where user_id = $1', [userId]),
      this.db.query<{ id: string; created_ms: string; used_ms: string | null }>(
        'select id, extract(epoch from created_at) * 1000 as created_ms, extract(epoch from last_used_at) * 1000 as used_ms from embedded_passkeys where user_id = $1 order by created_at',
        [userId],
      ),
    ]);
    const sessions: EmbeddedSession[] = sessionRows
      .filter((r) => r.live)
      .map((r) => ({
        id: r.jti,
        deviceId: r.thumbprint,
        browser: r.browser ?? UNKNOWN_BROWSER,
        appOrigin: r.app_origin,
        createdAt: Number(r.created_at ?? 0),
        lastSeen: Number(r.last_seen_at ?? r.created_at ?? 0),
        current: r.jti === current.jti,
      }));
    const shared = new Map(shareRows.map((r) => [r.thumbprint, Math.round(Number(r.created_ms))]));
    const ids = [...new Set([...shared.keys(), ...sessions.map((s) => s.deviceId)])];
    const devices: EmbeddedDevice[] = ids.map((id) => {
      const all = sessionRows.filter((r) => r.thumbprint === id);
      const first = all[0];
      const times = [...all.flatMap((r) => [Number(r.created_at ?? 0), Number(r.last_seen_at ?? 0)]), shared.get(id) ?? 0].filter((t) => t > 0);
      return {
        id,
        browser: first?.browser ?? UNKNOWN_BROWSER,
        appOrigin: first?.app_origin ?? null,
        firstSeen: times.length ? Math.min(...times) : 0,
        lastSeen: times.length ? Math.max(...times) : 0,
        enrolled: shared.has(id),
        current: id === current.thumbprint,
      };
    });
    const passkeys = passkeyRows.map((r) => ({ id: r.id, createdAt: Math.round(Number(r.created_ms)), lastUsedAt: r.used_ms === null ? null : Math.round(Number(r.used_ms)) }));
    return { devices, sessions, passkeys, admissions: await this.admissions.pending(userId) };
  }

  /** Deletes the device's share and ends its sessions; false when the account has no such device. */
  async revokeDevice(userId: string, thumbprint: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const shares = await tx.query('delete from embedded_device_shares where user_id = $1 and thumbprint = $2 returning thumbprint', [userId, thumbprint]);
      const ended = await tx.query(
        'update embedded_sessions set revoked_at = $3 where user_id = $1 and thumbprint = $2 and revoked_at is null and expires_at > $3 returning jti',
        [userId, thumbprint, Date.now()],
      );
      return shares.length > 0 || ended.length > 0;
    });
  }

  /** Ends one live session of the account; false when it has no such session. */
  async revokeSession(userId: string, jti: string): Promise<boolean> {
    const rows = await this.db.query('update embedded_sessions set revoked_at = $3 where user_id = $1 and jti = $2 and revoked_at is null returning jti', [userId, jti, Date.now()]);
    return rows.length > 0;
  }

  /** Removes a passkey of the account: it no longer signs in. False when the account has no such passkey. */
  async revokePasskey(userId: string, id: string): Promise<boolean> {
    return (await this.db.query('delete from embedded_passkeys where user_id = $1 and id = $2 returning id', [userId, id])).length > 0;
  }

  /** The browser and app origin a session was started from (recorded at sign-in). */
  async seen(jti: string): Promise<{ browser: string; appOrigin: string | null }> {
    const rows = await this.db.query<{ browser: string | null; app_origin: string | null }>('select browser, app_origin from embedded_sessions where jti = $1', [jti]);
    return { browser: rows[0]?.browser ?? UNKNOWN_BROWSER, appOrigin: rows[0]?.app_origin ?? null };
  }

  /** Whether this device key had a session on the account before (a sign-in from it is not news). */
  async known(userId: string, thumbprint: string): Promise<boolean> {
    return (await this.db.query('select 1 from embedded_sessions where user_id = $1 and thumbprint = $2 limit 1', [userId, thumbprint])).length > 0;
  }

  /** Whether the account ever had a session: its very first sign-in is no news either. */
  async any(userId: string): Promise<boolean> {
    return (await this.db.query('select 1 from embedded_sessions where user_id = $1 limit 1', [userId])).length > 0;
  }
}
