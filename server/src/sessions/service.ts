// Smart sessions (spec §7 /v1/sessions): ERC-7715 grants an account recorded here with its signature, looked
// up by id, listed per account while active, and revoked by a second signature naming the session and its
// permissions context. Signatures are checked by src/signatures (EOA, ERC-1271, ERC-6492 on the account's chain).
import {
  smartSessionGrantMessage,
  smartSessionRevokeMessage,
  type SmartSession,
  type SmartSessionGrantBody,
  type SmartSessionRevokeBody,
} from '@wallet-modal/schema/wire';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/types.js';
import { ApiError } from '../errors.js';

type Row = {
  id: string;
  account: string;
  permissions_context: string;
  permissions: unknown;
  expiry: string | number;
  created_at: string | number;
  revoked_at: string | number | null;
};

/** Whether `signature` is the account's (CAIP-10) signature of `message`; throws an ApiError for input it cannot check. */
export type SessionSignatureCheck = (input: { address: string; message: string; signature: string }) => Promise<boolean>;

/** Grants longer than this are refused: a permission meant to last years is a mistake or an attack. */
const MAX_LIFETIME_S = 366 * 86_400;

export class SmartSessionService {
  constructor(
    private readonly deps: { db: Database; verify: SessionSignatureCheck },
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a grant the account signed (smartSessionGrantMessage). */
  async record(projectId: string, grant: SmartSessionGrantBody): Promise<SmartSession> {
    const account = normalise(grant.account);
    const nowS = Math.floor(this.now() / 1000);
    if (grant.expiry <= nowS) throw new ApiError('SESSION_GRANT_INVALID', `expiry ${grant.expiry} is in the past (unix seconds; now ${nowS})`);
    if (grant.expiry > nowS + MAX_LIFETIME_S) throw new ApiError('SESSION_GRANT_INVALID', `expiry ${grant.expiry} is more than 366 days away`);
    const message = smartSessionGrantMessage({ account, permissionsContext: grant.permissionsContext, expiry: grant.expiry });
    await this.check(account, message, grant.signature, 'the grant record');
    const id = randomBytes(16).toString('base64url');
    const createdAt = this.now();
    await this.deps.db.query(
      'insert into smart_sessions (id, project_id, account, permissions_context, permissions, expiry, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
      [id, projectId, account, grant.permissionsContext, JSON.stringify(grant.permissions), grant.expiry, createdAt],
    );
    return { id, account, permissionsContext: grant.permissionsContext, expiry: grant.expiry, permissions: grant.permissions, status: 'active', createdAt };
  }

  /** The session `id` of this project, whatever its status. */
  async get(projectId: string, id: string): Promise<SmartSession> {
    const [row] = await this.deps.db.query<Row>('select * from smart_sessions where id = $1 and project_id = $2', [id, projectId]);
    if (!row) throw new ApiError('SESSION_NOT_FOUND', `no session ${id} in this project`);
    return this.toSession(row);
  }

  /** The account's sessions neither expired nor revoked, soonest expiry first. */
  async active(projectId: string, account: string): Promise<SmartSession[]> {
    const rows = await this.deps.db.query<Row>(
      'select * from smart_sessions where project_id = $1 and account = $2 and revoked_at is null and expiry > $3 order by expiry, id limit 100',
      [projectId, normalise(account), Math.floor(this.now() / 1000)],
    );
    return rows.map((row) => this.toSession(row));
  }

  /** Revokes the session once its account signed smartSessionRevokeMessage; revoking twice answers the same. */
  async revoke(projectId: string, id: string, { pci, signature }: SmartSessionRevokeBody): Promise<SmartSession> {
    const session = await this.get(projectId, id);
    if (pci.toLowerCase() !== session.permissionsContext.toLowerCase()) {
      throw new ApiError('SESSION_CONTEXT_MISMATCH', `pci is not the permissions context of session ${id}`);
    }
    const message = smartSessionRevokeMessage({ id, account: session.account, permissionsContext: session.permissionsContext });
    await this.check(session.account, message, signature, 'the revoke');
    if (session.status === 'revoked') return session;
    const revokedAt = this.now();
    // Two instances revoking at once: the first write wins, the other reads it back.
    await this.deps.db.query('update smart_sessions set revoked_at = $1 where id = $2 and revoked_at is null', [revokedAt, id]);
    return this.get(projectId, id);
  }

  private async check(account: string, message: string, signature: string, what: string): Promise<void> {
    const valid = await this.deps.verify({ address: account, message, signature });
    if (!valid) {
      throw new ApiError('SESSION_SIGNATURE_INVALID', `${what} must be signed by ${account} (personal_sign of the text in docs/smart-sessions.md)`);
    }
  }

  private toSession(row: Row): SmartSession {
    const expiry = Number(row.expiry);
    const revokedAt = row.revoked_at === null ? undefined : Number(row.revoked_at);
    const status = revokedAt !== undefined ? 'revoked' : expiry <= Math.floor(this.now() / 1000) ? 'expired' : 'active';
    const permissions = (typeof row.permissions === 'string' ? JSON.parse(row.permissions) : row.permissions) as Record<string, unknown>[];
    return {
      id: row.id,
      account: row.account,
      permissionsContext: row.permissions_context,
      expiry,
      permissions,
      status,
      createdAt: Number(row.created_at),
      ...(revokedAt !== undefined ? { revokedAt } : {}),
    };
  }
}

/** One spelling per account: EVM addresses compare without case. */
const normalise = (account: string) => account.toLowerCase();
