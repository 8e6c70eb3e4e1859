// Smart sessions (ERC-7715 permission grants) on our server, spec §7:
//   POST /v1/sessions                 { account, permissionsContext, expiry, permissions, signature } -> the session (201)
//   GET  /v1/sessions/{id}            -> the session (active, expired or revoked)
//   POST /v1/sessions/{id}/revoke     { pci, signature } -> the session, now revoked
//   GET  /v1/account/{account}/sessions -> { data: the account's active sessions }
// Both writes are signed by the account (personal_sign of the texts below; EOA, ERC-1271 or ERC-6492): the
// grant's record names its permissions context (pci) and expiry, the revoke names the session and its pci.
import * as z from 'zod';

const CAIP10 = /^eip155:[0-9]{1,32}:0x[0-9a-fA-F]{40}$/;

export const smartSessionAccount = z.string().regex(CAIP10, 'must be a CAIP-10 EVM account such as eip155:1:0xabc… (40 hex characters)');
/** A permissions context: the wallet's opaque reference to the grant, 0x hex. */
export const permissionsContext = z.string().regex(/^0x[0-9a-fA-F]{2,4096}$/, 'must be the wallet\'s permissions context, 0x hex');
const hexSignature = z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be 0x hex').max(20_000);

export const smartSessionGrantBody = z.object({
  account: smartSessionAccount,
  permissionsContext,
  /** Unix seconds, in the future. */
  expiry: z.number().int().positive(),
  /** The ERC-7715 permissions as the wallet granted them (shown, not interpreted). */
  permissions: z.array(z.record(z.string(), z.unknown())).max(32),
  signature: hexSignature,
});
export type SmartSessionGrantBody = z.infer<typeof smartSessionGrantBody>;

export const smartSessionRevokeBody = z.object({ pci: permissionsContext, signature: hexSignature });
export type SmartSessionRevokeBody = z.infer<typeof smartSessionRevokeBody>;

export const smartSessionId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'must be a session id this server issued');

export interface SmartSession {
  id: string;
  /** CAIP-10. */
  account: string;
  /** The permissions context (pci). */
  permissionsContext: string;
  /** Unix seconds. */
  expiry: number;
  permissions: Record<string, unknown>[];
  status: 'active' | 'expired' | 'revoked';
  /** ms since the epoch. */
  createdAt: number;
  revokedAt?: number;
}

export interface SmartSessionList {
  data: SmartSession[];
}

/**
 * The text an account signs to record a grant on the server (personal_sign).
 * @example
 * smartSessionGrantMessage({ account: 'eip155:1:0xabc…', permissionsContext: '0x01', expiry: 1767225600 });
 */
export function smartSessionGrantMessage({ account, permissionsContext, expiry }: { account: string; permissionsContext: string; expiry: number }): string {
  return `Record smart session\nAccount: ${account}\nPermissions context: ${permissionsContext}\nExpiry: ${new Date(expiry * 1000).toISOString()}`;
}

/**
 * The text an account signs to revoke one of its sessions (personal_sign).
 * @example
 * smartSessionRevokeMessage({ id: 'Xo3…', account: 'eip155:1:0xabc…', permissionsContext: '0x01' });
 */
export function smartSessionRevokeMessage({ id, account, permissionsContext }: { id: string; account: string; permissionsContext: string }): string {
  return `Revoke smart session\nSession: ${id}\nAccount: ${account}\nPermissions context: ${permissionsContext}`;
}
