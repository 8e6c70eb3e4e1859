// Social sign-in attempts (state, PKCE verifier, nonce, the device that started it; single use) and the
// identities each user signed in with, linked to an e-mail user only through a provider-verified address.
import type { DeviceKey, SocialProvider } from '@wallet-modal/schema/embedded';
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/types.js';
import { ApiError } from '../../errors.js';
import { normalizeEmail } from '../accounts.js';
import { hmac, type EmbeddedKeys } from '../keys.js';
import { seal, unseal } from '../seal.js';
import type { SocialIdentity } from './providers.js';

export type Attempt = {
  id: string;
  provider: SocialProvider;
  projectId: string;
  thumbprint: string;
  deviceKey: DeviceKey;
  codeVerifier: string;
  nonce: string;
  expiresAt: number;
  /** The full-page fallback's app page, when the attempt has one. */
  returnUrl: string | null;
  /** The HMAC of the binding cookie of the browser that opened the start link (browser.ts); null until opened. */
  browserHash: string | null;
};

type AttemptRow = {
  id: string;
  provider: SocialProvider;
  project_id: string;
  thumbprint: string;
  device_key: DeviceKey | string;
  code_verifier: string;
  nonce: string;
  expires_at: string | number;
  callback_at: string | number | null;
  user_id: string | null;
  user_name: string | null;
  finish_hash: string | null;
  error_code: string | null;
  finished_at: string | number | null;
  return_url: string | null;
  browser_hash: string | null;
};

const random = () => randomBytes(32).toString('base64url');
const verifierContext = (id: string) => `social-pkce-verifier\n${id}`;

export class SocialStore {
  constructor(
    private readonly db: Database,
    private readonly keys: EmbeddedKeys,
  ) {}

  /** A new attempt; answers it with its state (never stored in the clear). */
  async createAttempt(input: { provider: SocialProvider; projectId: string; thumbprint: string; deviceKey: DeviceKey; ttlSeconds: number; returnUrl?: string }) {
    const id = random();
    const state = random();
    const codeVerifier = random();
    const nonce = random();
    const expiresAt = Date.now() + input.ttlSeconds * 1000;
    await this.db.query('delete from embedded_social_attempts where expires_at < $1', [Date.now() - 86_400_000]);
    await this.db.query(
      `insert into embedded_social_attempts (id, state_hash, provider, project_id, thumbprint, device_key, code_verifier, nonce, expires_at, return_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, hmac(this.keys, 'social-state', state), input.provider, input.projectId, input.thumbprint, JSON.stringify(input.deviceKey), await seal(this.keys, codeVerifier, verifierContext(id)), nonce, expiresAt, input.returnUrl ?? null],
    );
    const returnUrl = input.returnUrl ?? null;
    const attempt: Attempt = { id, provider: input.provider, projectId: input.projectId, thumbprint: input.thumbprint, deviceKey: input.deviceKey, codeVerifier, nonce, expiresAt, returnUrl, browserHash: null };
    return { attempt, state };
  }

  /**
   * The browser opening the start link, once: records its binding and answers the attempt (to send it on to the
   * provider). A second opening, by anyone, finds nothing, so a link already opened cannot bind another browser.
   */
  async takeForOpen(provider: SocialProvider, state: string, browserHash: string): Promise<Attempt> {
    const rows = await this.db.query<AttemptRow>(
      `update embedded_social_attempts set opened_at = $3, browser_hash = $4
       where state_hash = $1 and provider = $2 and opened_at is null and callback_at is null and expires_at > $3 returning *`,
      [hmac(this.keys, 'social-state', state), provider, Date.now(), browserHash],
    );
    if (!rows[0]) throw new ApiError('SOCIAL_ATTEMPT_INVALID', 'this start link was opened already, or has expired');
    return this.attemptOf(rows[0]);
  }

  /** Takes the attempt a callback's state names, once: a second callback with the same state finds nothing. */
  async takeForCallback(provider: SocialProvider, state: string): Promise<Attempt> {
    const rows = await this.db.query<AttemptRow>(
      `update embedded_social_attempts set callback_at = $3
       where state_hash = $1 and provider = $2 and callback_at is null and expires_at > $3 returning *`,
      [hmac(this.keys, 'social-state', state), provider, Date.now()],
    );
    const row = rows[0];
    if (!row) throw new ApiError('SOCIAL_ATTEMPT_INVALID', 'the state does not name a pending sign-in');
    return this.attemptOf(row);
  }

  private async attemptOf(row: AttemptRow): Promise<Attempt> {
    const deviceKey = typeof row.device_key === 'string' ? (JSON.parse(row.device_key) as DeviceKey) : row.device_key;
    return {
      id: row.id,
      provider: row.provider,
      projectId: row.project_id,
      thumbprint: row.thumbprint,
      deviceKey,
      codeVerifier: await unseal(this.keys, row.code_verifier, verifierContext(row.id)),
      nonce: row.nonce,
      expiresAt: Number(row.expires_at),
      returnUrl: row.return_url,
      browserHash: row.browser_hash,
    };
  }

  /** The callback signed the person in: records who, and answers the finish code the callback page hands to the frame. */
  async complete(attemptId: string, userId: string, userName: string | null): Promise<string> {
    const finishCode = random();
    await this.db.query('update embedded_social_attempts set user_id = $2, user_name = $3, finish_hash = $4 where id = $1', [
      attemptId,
      userId,
      userName,
      hmac(this.keys, 'social-finish', finishCode),
    ]);
    return finishCode;
  }

  async fail(attemptId: string, code: string): Promise<void> {
    await this.db.query('update embedded_social_attempts set error_code = $2 where id = $1', [attemptId, code]);
  }

  /** Ends the attempt for its device with the callback's finish code, once; answers who signed in. */
  async finish(input: { attemptId: string; finishCode: string; thumbprint: string; projectId: string }) {
    const row = (await this.db.query<AttemptRow>('select * from embedded_social_attempts where id = $1', [input.attemptId]))[0];
    if (!row || row.finished_at !== null || Number(row.expires_at) <= Date.now() || row.project_id !== input.projectId) {
      throw new ApiError('SOCIAL_ATTEMPT_INVALID', 'no pending sign-in has this attempt id');
    }
    if (row.thumbprint !== input.thumbprint) throw new ApiError('SOCIAL_DEVICE_MISMATCH', 'finish it on the device that started it');
    if (row.error_code) throw new ApiError('SOCIAL_ATTEMPT_INVALID', `the provider step failed (${row.error_code})`);
    if (!row.finish_hash || !row.user_id) throw new ApiError('SOCIAL_NOT_FINISHED', 'complete the sign-in in the provider window first');
    const expected = Buffer.from(row.finish_hash);
    const given = Buffer.from(hmac(this.keys, 'social-finish', input.finishCode));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new ApiError('SOCIAL_ATTEMPT_INVALID', 'the finish code does not match');
    const taken = await this.db.query('update embedded_social_attempts set finished_at = $2 where id = $1 and finished_at is null returning id', [input.attemptId, Date.now()]);
    if (!taken.length) throw new ApiError('SOCIAL_ATTEMPT_INVALID', 'this sign-in was already finished');
    return { userId: row.user_id, userName: row.user_name, provider: row.provider };
  }

  /**
   * The user of this identity: the one it signed in as before; else the e-mail user of a provider-verified
   * address (created when new); else a new user without an e-mail. An unverified address never links.
   */
  async userFor(identity: SocialIdentity): Promise<{ id: string; email: string | null }> {
    const email = identity.email ? normalizeEmail(identity.email) : null;
    return this.db.transaction(async (tx) => {
      const known = await tx.query<{ id: string; email: string | null }>(
        `select u.id, u.email from embedded_social_identities i join embedded_users u on u.id = i.user_id where i.provider = $1 and i.subject = $2`,
        [identity.provider, identity.subject],
      );
      let user = known[0];
      if (!user && email && identity.emailVerified) {
        await tx.query('insert into embedded_users (id, email) values ($1, $2) on conflict (email) do nothing', [randomUUID(), email]);
        user = (await tx.query<{ id: string; email: string | null }>('select id, email from embedded_users where email = $1', [email]))[0];
      }
      if (!user) {
        user = { id: randomUUID(), email: null };
        await tx.query('insert into embedded_users (id, email) values ($1, null)', [user.id]);
      }
      await tx.query(
        `insert into embedded_social_identities (provider, subject, user_id, email, email_verified, user_name, last_login_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (provider, subject) do update set email = excluded.email, email_verified = excluded.email_verified,
           user_name = excluded.user_name, last_login_at = excluded.last_login_at`,
        [identity.provider, identity.subject, user.id, email, identity.emailVerified, identity.userName, Date.now()],
      );
      // Two first sign-ins at once: the identity row's user wins, for both.
      return (await tx.query<{ id: string; email: string | null }>(
        'select u.id, u.email from embedded_social_identities i join embedded_users u on u.id = i.user_id where i.provider = $1 and i.subject = $2',
        [identity.provider, identity.subject],
      ))[0]!;
    });
  }
}
