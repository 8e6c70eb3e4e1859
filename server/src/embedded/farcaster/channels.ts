// Farcaster relay channels in the database: created by the frame's start (bound to its device and project)
// or by the relay API; answered once by the Farcaster app; finished once by the device that started it.
import type { DeviceKey, RelayAuthenticateBody } from '@wallet-modal/schema/embedded';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/types.js';
import { ApiError } from '../../errors.js';
import { hmac, type EmbeddedKeys } from '../keys.js';

/** The sign-in request's parameters, as the Farcaster app reads them from the URL. */
export type SignatureParams = { siweUri: string; domain: string; nonce: string; notBefore?: string; expirationTime?: string; requestId?: string };

export type Channel = SignatureParams & {
  id: string;
  projectId: string | null;
  thumbprint: string | null;
  deviceKey: DeviceKey | null;
  expiresAt: number;
  /** What the Farcaster app sent, once it has. */
  answer: RelayAuthenticateBody | null;
  finishedAt: number | null;
};

type Row = {
  id: string;
  nonce: string;
  domain: string;
  siwe_uri: string;
  not_before: string | null;
  expiration_time: string | null;
  request_id: string | null;
  project_id: string | null;
  thumbprint: string | null;
  device_key: DeviceKey | string | null;
  expires_at: string | number;
  answer: RelayAuthenticateBody | string | null;
  finished_at: string | number | null;
};

const random = (bytes: number) => randomBytes(bytes).toString('base64url');
const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function fromRow(r: Row): Channel {
  return {
    id: r.id,
    nonce: r.nonce,
    domain: r.domain,
    siweUri: r.siwe_uri,
    notBefore: r.not_before ?? undefined,
    expirationTime: r.expiration_time ?? undefined,
    requestId: r.request_id ?? undefined,
    projectId: r.project_id,
    thumbprint: r.thumbprint,
    deviceKey: json<DeviceKey>(r.device_key),
    expiresAt: Number(r.expires_at),
    answer: json<RelayAuthenticateBody>(r.answer),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  };
}

export class ChannelStore {
  constructor(
    private readonly db: Database,
    private readonly keys: EmbeddedKeys,
  ) {}

  private hash = (token: string) => hmac(this.keys, 'farcaster-channel', token);

  /** A new channel; answers it with its bearer token (never stored in the clear). The nonce is ours unless given. */
  async create(input: Omit<SignatureParams, 'nonce'> & { nonce?: string; ttlSeconds: number; device?: { projectId: string; thumbprint: string; key: DeviceKey } }) {
    const token = random(32);
    // SIWE nonces are alphanumeric, at least 8 characters.
    const nonce = input.nonce ?? randomBytes(16).toString('hex');
    const expiresAt = Date.now() + input.ttlSeconds * 1000;
    const expirationTime = input.expirationTime ?? new Date(expiresAt).toISOString();
    await this.db.query('delete from embedded_farcaster_channels where expires_at < $1', [Date.now() - 86_400_000]);
    const id = random(16);
    await this.db.query(
      `insert into embedded_farcaster_channels (id, token_hash, nonce, domain, siwe_uri, not_before, expiration_time, request_id, project_id, thumbprint, device_key, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [id, this.hash(token), nonce, input.domain, input.siweUri, input.notBefore ?? null, expirationTime, input.requestId ?? null,
        input.device?.projectId ?? null, input.device?.thumbprint ?? null, input.device ? JSON.stringify(input.device.key) : null, expiresAt],
    );
    const params: SignatureParams = { siweUri: input.siweUri, domain: input.domain, nonce, notBefore: input.notBefore, expirationTime, requestId: input.requestId };
    return { token, params, expiresAt };
  }

  /** The live channel a bearer token names; FARCASTER_CHANNEL_INVALID otherwise. */
  async byToken(token: string): Promise<Channel> {
    const row = (await this.db.query<Row>('select * from embedded_farcaster_channels where token_hash = $1 and expires_at > $2', [this.hash(token), Date.now()]))[0];
    if (!row) throw new ApiError('FARCASTER_CHANNEL_INVALID');
    return fromRow(row);
  }

  /** Records the Farcaster app's answer, once per channel. */
  async authenticate(token: string, answer: RelayAuthenticateBody): Promise<Channel> {
    const rows = await this.db.query<Row>(
      `update embedded_farcaster_channels set answer = $2, authenticated_at = $3
       where token_hash = $1 and answer is null and expires_at > $3 returning *`,
      [this.hash(token), JSON.stringify(answer), Date.now()],
    );
    if (!rows[0]) throw new ApiError('FARCASTER_CHANNEL_INVALID');
    return fromRow(rows[0]);
  }

  /** Marks the channel finished; false when another finish took it first. */
  async take(id: string): Promise<boolean> {
    const rows = await this.db.query('update embedded_farcaster_channels set finished_at = $2 where id = $1 and finished_at is null returning id', [id, Date.now()]);
    return rows.length === 1;
  }
}
