// The wallet of each user: its address, the recovery pair and one server share per enrolled device.
// Server shares and the recovery server half are sealed (AES-256-GCM, a data key per value wrapped by the KMS: seal.ts);
// a password wallet's verifier is an HMAC of the frame's K_auth under a master-key-derived key (recoveryProof.ts: the route).
import type { EmbeddedAccount, RecoveryUserHalf, WalletRecoveryParams } from '@wallet-modal/schema/embedded';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/types.js';
import { ApiError } from '../errors.js';
import { hmac, type EmbeddedKeys } from './keys.js';
import { seal, unseal } from './seal.js';

const shareContext = (userId: string, thumbprint: string) => `device-share\n${userId}\n${thumbprint}`;
const halfContext = (userId: string) => `recovery-server-half\n${userId}`;
const custodialContext = (userId: string) => `recovery-user-half\n${userId}`;
/** What the database keeps of K_auth: without the master key it is no oracle for guessing the password. */
const verifierOf = (keys: EmbeddedKeys, userId: string, kAuth: string) => hmac(keys, 'recovery-verifier', `${userId}\n${kAuth}`);

/** How a stored user half is opened: the user's password, the user's passkey, or this server (custodial). */
export type RecoveryKind = EmbeddedAccount['recovery'];

export class WalletStore {
  constructor(
    private readonly db: Database,
    private readonly keys: EmbeddedKeys,
  ) {}

  async address(userId: string): Promise<string | null> {
    return (await this.db.query<{ address: string }>('select address from embedded_wallets where user_id = $1', [userId]))[0]?.address ?? null;
  }

  async enrolled(userId: string, thumbprint: string): Promise<boolean> {
    return (await this.db.query('select 1 from embedded_device_shares where user_id = $1 and thumbprint = $2', [userId, thumbprint])).length > 0;
  }

  /** Once per user: WALLET_EXISTS afterwards. */
  async create(input: { userId: string; thumbprint: string; address: string; serverShare: string; serverHalf: string; userHalf: RecoveryUserHalf; verifier?: string }) {
    // Custodial: the user half is sealed here, under the master key, like the server half (the operator can rebuild the key).
    const userHalf = 'custodial' in input.userHalf ? { custodial: await seal(this.keys, input.userHalf.custodial, custodialContext(input.userId)) } : input.userHalf;
    const serverHalf = await seal(this.keys, input.serverHalf, halfContext(input.userId));
    const serverShare = await seal(this.keys, input.serverShare, shareContext(input.userId, input.thumbprint));
    await this.db.transaction(async (tx) => {
      const created = await tx.query(
        `insert into embedded_wallets (user_id, address, recovery_server_half, recovery_user_half, recovery_verifier) values ($1, $2, $3, $4, $5)
         on conflict (user_id) do nothing returning user_id`,
        [input.userId, input.address, serverHalf, JSON.stringify(userHalf), input.verifier ? verifierOf(this.keys, input.userId, input.verifier) : null],
      );
      if (!created.length) throw new ApiError('WALLET_EXISTS');
      await tx.query('insert into embedded_device_shares (user_id, thumbprint, server_share) values ($1, $2, $3)', [
        input.userId,
        input.thumbprint,
        serverShare,
      ]);
    });
  }

  async share(userId: string, thumbprint: string): Promise<string> {
    const rows = await this.db.query<{ server_share: string }>('select server_share from embedded_device_shares where user_id = $1 and thumbprint = $2', [userId, thumbprint]);
    if (!rows[0]) throw new ApiError('WALLET_NOT_FOUND');
    return unseal(this.keys, rows[0].server_share, shareContext(userId, thumbprint));
  }

  async recovery(userId: string): Promise<{ serverHalf: string; userHalf: RecoveryUserHalf }> {
    const rows = await this.db.query<{ recovery_server_half: string; recovery_user_half: RecoveryUserHalf | string }>(
      'select recovery_server_half, recovery_user_half from embedded_wallets where user_id = $1',
      [userId],
    );
    const row = rows[0];
    if (!row) throw new ApiError('WALLET_NOT_FOUND', 'this account has no wallet yet');
    const stored = typeof row.recovery_user_half === 'string' ? (JSON.parse(row.recovery_user_half) as RecoveryUserHalf) : row.recovery_user_half;
    const userHalf = 'custodial' in stored ? { custodial: await unseal(this.keys, stored.custodial, custodialContext(userId)) } : stored;
    return { serverHalf: await unseal(this.keys, row.recovery_server_half, halfContext(userId)), userHalf };
  }

  /** What the frame needs before asking for the secret: method, KDF (never the ciphertext), verifier enrolled. */
  async recoveryParams(userId: string): Promise<WalletRecoveryParams> {
    const rows = await this.db.query<{ recovery_user_half: RecoveryUserHalf | string; verifier: boolean }>(
      'select recovery_user_half, recovery_verifier is not null as verifier from embedded_wallets where user_id = $1',
      [userId],
    );
    const row = rows[0];
    if (!row) throw new ApiError('WALLET_NOT_FOUND', 'this account has no wallet yet');
    const stored = typeof row.recovery_user_half === 'string' ? (JSON.parse(row.recovery_user_half) as RecoveryUserHalf) : row.recovery_user_half;
    if ('custodial' in stored) return { method: 'custodial', kdf: null, verifier: false };
    return { method: stored.kdf.name === 'passkey-prf' ? 'passkey' : 'password', kdf: stored.kdf, verifier: row.verifier };
  }

  async hasVerifier(userId: string): Promise<boolean> {
    return (await this.db.query('select 1 from embedded_wallets where user_id = $1 and recovery_verifier is not null', [userId])).length > 0;
  }

  /** Whether `kAuth` is the password's proof; null when the wallet has no verifier (made before there was one). */
  async proofMatches(userId: string, kAuth: string): Promise<boolean | null> {
    const rows = await this.db.query<{ recovery_verifier: string | null }>('select recovery_verifier from embedded_wallets where user_id = $1', [userId]);
    const stored = rows[0]?.recovery_verifier;
    if (!stored) return null;
    return timingSafeEqual(Buffer.from(stored), Buffer.from(verifierOf(this.keys, userId, kAuth)));
  }

  /** Enrols the verifier of a wallet that has none; false when it already has one. */
  async enrolVerifier(userId: string, kAuth: string): Promise<boolean> {
    const rows = await this.db.query('update embedded_wallets set recovery_verifier = $2 where user_id = $1 and recovery_verifier is null returning user_id', [
      userId,
      verifierOf(this.keys, userId, kAuth),
    ]);
    return rows.length > 0;
  }

  /** How the wallet's recovery half is opened; null before the wallet exists. */
  async recoveryKind(userId: string): Promise<RecoveryKind | null> {
    const rows = await this.db.query<{ kdf: string | null; custodial: string | null }>(
      "select recovery_user_half->'kdf'->>'name' as kdf, recovery_user_half->>'custodial' as custodial from embedded_wallets where user_id = $1",
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return row.custodial !== null ? 'custodial' : row.kdf === 'passkey-prf' ? 'passkey' : 'password';
  }

  /** Enrols (or re-enrols) this device with a new split after recovery. */
  async enrolDevice(userId: string, thumbprint: string, serverShare: string): Promise<void> {
    if (!(await this.address(userId))) throw new ApiError('WALLET_NOT_FOUND', 'this account has no wallet yet');
    await this.db.query(
      `insert into embedded_device_shares (user_id, thumbprint, server_share) values ($1, $2, $3)
       on conflict (user_id, thumbprint) do update set server_share = excluded.server_share, created_at = now()`,
      [userId, thumbprint, await seal(this.keys, serverShare, shareContext(userId, thumbprint))],
    );
  }
}
