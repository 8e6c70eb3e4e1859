// Sign-in with wallet on our server (the spec lists no routes for it; these are ours):
//   POST /v1/siwx/nonce             -> a single-use nonce for the next sign-in message (10 min)
//   POST /v1/siwx/sessions          { message, signature } -> { token, session }
//   POST /v1/siwx/session           { token } -> the session, while it is valid
//   POST /v1/siwx/session/revoke    { token } -> { revoked }
// The message is CAIP-122 text (EIP-4361 for eip155, Sign-In With Solana for solana). Its domain and URI must be the calling page's
// origin, which the project allows; the signature is checked for EOAs, ERC-1271 and ERC-6492 accounts, and
// for Solana keys (ed25519).
import * as z from 'zod';

export const siwxNonceResult = z.object({ nonce: z.string(), expiresAt: z.number() });
export type SiwxNonceResult = z.infer<typeof siwxNonceResult>;

export const siwxSignInBody = z.object({
  message: z.string().min(1).max(4096),
  /** eip155: 0x hex (ERC-6492 signatures of undeployed accounts are long); solana: base58 of the 64 signature bytes. */
  signature: z
    .string()
    .regex(/^(0x[0-9a-fA-F]+|[1-9A-HJ-NP-Za-km-z]{64,90})$/, 'must be 0x hex (EVM) or base58 (Solana)')
    .max(20_000),
});
export type SiwxSignInBody = z.infer<typeof siwxSignInBody>;

/** Spec §3 "Sign-in session: data, message, signature". */
export interface SiwxSession {
  data: {
    /** CAIP-2, e.g. eip155:1. */
    chainId: string;
    address: string;
    domain: string;
    uri: string;
    nonce: string;
    issuedAt: string;
    /** ms since the epoch: the message's expiration time, capped by the server's session lifetime. */
    expiresAt: number;
  };
  message: string;
  signature: string;
}

export interface SiwxSignInResult {
  /** Opaque; the server keeps only its hash. */
  token: string;
  session: SiwxSession;
}

export const siwxTokenBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token from sign-in') });
export type SiwxTokenBody = z.infer<typeof siwxTokenBody>;

export interface SiwxRevokeResult {
  revoked: boolean;
}
