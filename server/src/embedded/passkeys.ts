// Passkeys of the embedded wallet's users: their WebAuthn credentials (public key, counter, transports)
// and the challenges the server hands out, each usable once and only briefly.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/types.js';

export type PasskeyPurpose = 'register' | 'login';

export type StoredPasskey = { id: string; userId: string; publicKey: Uint8Array; counter: number; transports: string[] };

type Row = { id: string; user_id: string; public_key: string; counter: string | number; transports: string[] | string };

const fromRow = (row: Row): StoredPasskey => ({
  id: row.id,
  userId: row.user_id,
  publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
  counter: Number(row.counter),
  transports: typeof row.transports === 'string' ? (JSON.parse(row.transports) as string[]) : row.transports,
});

export class PasskeyStore {
  constructor(
    private readonly db: Database,
    private readonly challengeTtlSeconds: number,
  ) {}

  /** A fresh challenge for `purpose`, bound to `subject` (the user who registers, or the device key that signs in). */
  async issueChallenge(purpose: PasskeyPurpose, subject: string): Promise<string> {
    const challenge = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db.query('delete from embedded_passkey_challenges where expires_at < $1', [now]);
    await this.db.query('insert into embedded_passkey_challenges (challenge, purpose, subject, expires_at) values ($1, $2, $3, $4)', [
      challenge,
      purpose,
      subject,
      now + this.challengeTtlSeconds * 1000,
    ]);
    return challenge;
  }

  /** Takes the challenge: true once, for the purpose and subject it was issued to, before it expires; false ever after. */
  async takeChallenge(purpose: PasskeyPurpose, subject: string, challenge: string): Promise<boolean> {
    const rows = await this.db.query(
      'delete from embedded_passkey_challenges where challenge = $1 and purpose = $2 and subject = $3 and expires_at > $4 returning challenge',
      [challenge, purpose, subject, Date.now()],
    );
    return rows.length > 0;
  }

  async byId(id: string): Promise<StoredPasskey | undefined> {
    const rows = await this.db.query<Row>('select id, user_id, public_key, counter, transports from embedded_passkeys where id = $1', [id]);
    return rows[0] && fromRow(rows[0]);
  }

  async ofUser(userId: string): Promise<StoredPasskey[]> {
    const rows = await this.db.query<Row>('select id, user_id, public_key, counter, transports from embedded_passkeys where user_id = $1 order by created_at', [userId]);
    return rows.map(fromRow);
  }

  /** Stores a verified new credential; false when its id is registered already. */
  async add(passkey: StoredPasskey): Promise<boolean> {
    const rows = await this.db.query(
      'insert into embedded_passkeys (id, user_id, public_key, counter, transports) values ($1, $2, $3, $4, $5) on conflict (id) do nothing returning id',
      [passkey.id, passkey.userId, Buffer.from(passkey.publicKey).toString('base64url'), passkey.counter, JSON.stringify(passkey.transports)],
    );
    return rows.length > 0;
  }

  /**
   * Records a verified use. The counter only moves forward: a concurrent use that already stored a higher
   * one makes this one a replay (false). Authenticators that keep no counter (always 0) pass.
   */
  async used(id: string, counter: number): Promise<boolean> {
    const rows = await this.db.query(
      'update embedded_passkeys set counter = $2, last_used_at = now() where id = $1 and (counter < $2 or (counter = 0 and $2 = 0)) returning id',
      [id, counter],
    );
    return rows.length > 0;
  }
}
