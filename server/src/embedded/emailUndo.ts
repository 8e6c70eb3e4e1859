// The undo links of e-mail changes: mailed to the old address when a change is done, they restore it
// (and end every session) for UNDO_TTL_SECONDS. Only the token's HMAC is stored; a link works once.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/types.js';
import { hmac, type EmbeddedKeys } from './keys.js';

/** Long enough for a person who reads mail weekly to notice a change they did not make. */
export const UNDO_TTL_SECONDS = 7 * 24 * 3600;

export type EmailUndo = { userId: string; oldEmail: string; newEmail: string };

type UndoRow = { user_id: string; old_email: string; new_email: string };
const undoOf = (row: UndoRow | undefined): EmailUndo | undefined => row && { userId: row.user_id, oldEmail: row.old_email, newEmail: row.new_email };

export class EmailUndoStore {
  constructor(
    private readonly db: Database,
    private readonly keys: EmbeddedKeys,
  ) {}

  private hash(token: string): string {
    return hmac(this.keys, 'email-undo', token);
  }

  /** @example const token = await undo.create({ userId, oldEmail: 'a@example.com', newEmail: 'b@example.com' }); */
  async create(undo: EmailUndo): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.query('insert into embedded_email_undo (token_hash, user_id, old_email, new_email, expires_at) values ($1, $2, $3, $4, $5)', [
      this.hash(token),
      undo.userId,
      undo.oldEmail,
      undo.newEmail,
      Date.now() + UNDO_TTL_SECONDS * 1000,
    ]);
    await this.db.query('delete from embedded_email_undo where expires_at < $1', [Date.now() - 86_400_000]);
    return token;
  }

  /** The change a link names while it can still be undone (for the page that asks before undoing). */
  async pending(token: string): Promise<EmailUndo | undefined> {
    const rows = await this.db.query<UndoRow>('select user_id, old_email, new_email from embedded_email_undo where token_hash = $1 and expires_at > $2 and used_at is null', [
      this.hash(token),
      Date.now(),
    ]);
    return undoOf(rows[0]);
  }

  /** Uses the link: answers its change once, while valid; undefined when unknown, expired or used. */
  async take(token: string): Promise<EmailUndo | undefined> {
    const rows = await this.db.query<UndoRow>(
      'update embedded_email_undo set used_at = $2 where token_hash = $1 and expires_at > $2 and used_at is null returning user_id, old_email, new_email',
      [this.hash(token), Date.now()],
    );
    return undoOf(rows[0]);
  }
}
