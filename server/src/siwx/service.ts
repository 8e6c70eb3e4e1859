// Sign-in with wallet: single-use nonces, CAIP-122 messages (EIP-4361, Sign-In With Solana) checked against the
// calling page's origin, signatures verified on the message's chain (EOA, ERC-1271 and ERC-6492 through viem's
// verifySiweMessage; Solana keys by ed25519), and sessions kept by the SHA-256 of an opaque token.
import type { SiwxNonceResult, SiwxSession, SiwxSignInBody, SiwxSignInResult } from '@wallet-modal/schema/wire';
import { createHash, randomBytes } from 'node:crypto';
import { isAddress as isSolanaAddress } from '@solana/kit';
import type { Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { ChainRegistry } from '../chains/registry.js';
import type { Config } from '../config/schema.js';
import type { Database } from '../db/types.js';
import { ApiError } from '../errors.js';
import { verifySolana } from '../signatures/solana.js';
import { isSiwsMessage, parseSiwsMessage, type SiwsFields } from './siws.js';

type SessionRow = {
  chain_id: string;
  address: string;
  domain: string;
  uri: string;
  nonce: string;
  issued_at: string;
  message: string;
  signature: string;
  expires_at: string | number;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const REQUIRED_FIELDS = ['address', 'chainId', 'domain', 'nonce', 'uri', 'version', 'issuedAt'] as const;
/** SIWS texts may name a cluster instead of its genesis hash prefix. */
const SOLANA_CLUSTERS: Record<string, string> = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
};

/** What a signed message claims, whatever its namespace, and how its signature is checked. */
type Claim = {
  address: string;
  caip2: string;
  domain: string;
  nonce: string;
  uri: string;
  issuedAt: Date;
  expirationTime?: Date;
  notBefore?: Date;
  verify(time: Date): Promise<boolean>;
};

export class SiwxService {
  constructor(
    private readonly deps: { db: Database; config: Config['siwx']; chains: ChainRegistry; solanaChains?: readonly string[] },
    private readonly now: () => number = Date.now,
  ) {}

  /** A nonce for the next message of `projectId`; expired ones are swept on the way. */
  async issueNonce(projectId: string): Promise<SiwxNonceResult> {
    const now = this.now();
    await this.deps.db.query('delete from siwx_nonces where expires_at <= $1', [now]);
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = now + this.deps.config.nonceTtlSeconds * 1000;
    await this.deps.db.query('insert into siwx_nonces (nonce, project_id, expires_at) values ($1, $2, $3)', [nonce, projectId, expiresAt]);
    return { nonce, expiresAt };
  }

  /**
   * Checks the message against `origin` (the page that asked), takes its nonce, verifies the signature
   * (on its chain for eip155; the ed25519 key for solana) and opens a session.
   */
  async signIn(projectId: string, origin: string | undefined, { message, signature }: SiwxSignInBody): Promise<SiwxSignInResult> {
    if (!origin) throw new ApiError('ORIGIN_NOT_ALLOWED', 'sign-in needs the Origin header of the page the message names');
    const claim = isSiwsMessage(message) ? this.solanaClaim(message, signature) : this.evmClaim(message, signature);
    const { address, caip2, domain, nonce, uri, issuedAt, expirationTime, notBefore } = claim;
    const page = new URL(origin);
    if (domain !== page.host) throw new ApiError('SIWX_MESSAGE_INVALID', `its domain ${domain} is not the page's (${page.host})`);
    if (!URL.canParse(uri) || new URL(uri).origin !== page.origin) throw new ApiError('SIWX_MESSAGE_INVALID', `its URI ${uri} is not on the page's origin ${page.origin}`);
    const now = this.now();
    const skew = this.deps.config.clockSkewSeconds * 1000;
    if (Math.abs(issuedAt.getTime() - now) > skew) throw new ApiError('SIWX_MESSAGE_INVALID', `its issued-at ${issuedAt.toISOString()} is more than ${skew / 1000} s from the server's clock`);
    if (expirationTime && expirationTime.getTime() <= now) throw new ApiError('SIWX_MESSAGE_INVALID', `it expired at ${expirationTime.toISOString()}`);
    if (notBefore && notBefore.getTime() > now) throw new ApiError('SIWX_MESSAGE_INVALID', `it is not valid before ${notBefore.toISOString()}`);
    // Taken before the signature is checked: a nonce is spent by any attempt, so it can never be replayed.
    const taken = await this.deps.db.query('delete from siwx_nonces where nonce = $1 and project_id = $2 and expires_at > $3 returning nonce', [nonce, projectId, now]);
    if (taken.length === 0) throw new ApiError('SIWX_NONCE_INVALID', 'ask /v1/siwx/nonce for a new one and sign again');
    const valid = await claim.verify(new Date(now));
    if (!valid) throw new ApiError('SIWX_SIGNATURE_INVALID', `it is not ${address}'s signature of this message`);
    const expiresAt = Math.min(expirationTime?.getTime() ?? Number.POSITIVE_INFINITY, now + this.deps.config.maxSessionSeconds * 1000);
    const token = randomBytes(32).toString('base64url');
    const session: SiwxSession = {
      data: { chainId: caip2, address, domain, uri, nonce, issuedAt: issuedAt.toISOString(), expiresAt },
      message,
      signature,
    };
    await this.deps.db.query(
      `insert into siwx_sessions (token_hash, project_id, chain_id, address, domain, uri, nonce, issued_at, message, signature, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [hashToken(token), projectId, caip2, address, domain, uri, nonce, session.data.issuedAt, message, signature, expiresAt],
    );
    return { token, session };
  }

  /** An EIP-4361 message: its fields, and its signature checked on its chain (EOA, ERC-1271, ERC-6492). */
  private evmClaim(message: string, signature: string): Claim {
    const parsed = parseSiweMessage(message);
    const missing = REQUIRED_FIELDS.filter((field) => parsed[field] === undefined);
    if (missing.length > 0) throw new ApiError('SIWX_MESSAGE_INVALID', `it lacks ${missing.join(', ')} (an EIP-4361 message is expected)`);
    const { address, chainId, domain, nonce, uri, issuedAt, expirationTime, notBefore } = parsed as Required<typeof parsed>;
    const caip2 = `eip155:${chainId}`;
    const chain = this.deps.chains.get(caip2);
    if (!chain) throw new ApiError('UNSUPPORTED_CHAIN', `${caip2} is not a chain of this server, so the signature cannot be checked there`);
    if (!signature.startsWith('0x')) throw new ApiError('INVALID_BODY', 'signature: an EVM signature is 0x hex');
    return {
      address, caip2, domain, nonce, uri, issuedAt, expirationTime, notBefore,
      verify: (time) =>
        chain.client.verifySiweMessage({ message, signature: signature as Hex, domain, nonce, time }).catch((error: unknown) => {
          throw new ApiError('UPSTREAM_FAILED', `the signature could not be checked on ${caip2}`, { cause: error });
        }),
    };
  }

  /** A Sign-In With Solana message: its fields, and its ed25519 signature by the address's key. */
  private solanaClaim(message: string, signature: string): Claim {
    const parsed = parseSiwsMessage(message);
    const missing = (['address', 'chainId', 'domain', 'nonce', 'uri', 'version', 'issuedAt'] as const).filter((field) => !parsed[field]);
    if (missing.length > 0) throw new ApiError('SIWX_MESSAGE_INVALID', `it lacks ${missing.join(', ')} (a Sign-In With Solana message is expected)`);
    const { address, chainId, domain, nonce, uri, version, issuedAt, expirationTime, notBefore } = parsed as Required<SiwsFields>;
    if (version !== '1') throw new ApiError('SIWX_MESSAGE_INVALID', `its version ${version} is not 1`);
    if (!isSolanaAddress(address)) throw new ApiError('SIWX_MESSAGE_INVALID', `its address ${address} is not a Solana address (32 to 44 base58 characters)`);
    const reference = chainId.replace(/^solana:/, '');
    const caip2 = `solana:${SOLANA_CLUSTERS[reference] ?? reference}`;
    if (!(this.deps.solanaChains ?? []).includes(caip2)) {
      throw new ApiError('UNSUPPORTED_CHAIN', `${caip2} is not a Solana cluster of this server (configured: ${(this.deps.solanaChains ?? []).join(', ') || 'none'})`);
    }
    return {
      address, caip2, domain, nonce, uri, issuedAt, expirationTime, notBefore,
      verify: () => verifySolana({ chainId: caip2, address, message, signature }, undefined as never),
    };
  }

  /** The session `token` opened, while it is neither expired nor revoked. */
  async session(projectId: string, token: string): Promise<SiwxSession> {
    const [row] = await this.deps.db.query<SessionRow>(
      'select * from siwx_sessions where token_hash = $1 and project_id = $2 and revoked_at is null and expires_at > $3',
      [hashToken(token), projectId, this.now()],
    );
    if (!row) throw new ApiError('SIWX_SESSION_INVALID', 'sign in again');
    return {
      data: { chainId: row.chain_id, address: row.address, domain: row.domain, uri: row.uri, nonce: row.nonce, issuedAt: row.issued_at, expiresAt: Number(row.expires_at) },
      message: row.message,
      signature: row.signature,
    };
  }

  /** Ends the session; false when it had already ended. */
  async revoke(projectId: string, token: string): Promise<boolean> {
    const ended = await this.deps.db.query(
      'update siwx_sessions set revoked_at = $1 where token_hash = $2 and project_id = $3 and revoked_at is null returning token_hash',
      [this.now(), hashToken(token), projectId],
    );
    return ended.length > 0;
  }
}
