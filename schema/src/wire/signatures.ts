// POST /v1/signatures/verify (ours; the spec lists no such route): whether `signature` is the
// account's signature of `message`. One verifier per namespace on the server: bip122 (BIP-322 simple
// and full, legacy BIP-137), eip155 (EOA, ERC-1271 and ERC-6492 on the chain the address names),
// solana (ed25519).
import * as z from 'zod';

const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/;

export const verifySignatureBody = z.object({
  /** CAIP-10 account id, e.g. bip122:000000000019d6689c085ae165831e93:bc1q…, eip155:1:0x…, solana:5eykt4…:Base58… */
  address: z.string().regex(CAIP10, 'must be a CAIP-10 account id such as bip122:000000000019d6689c085ae165831e93:bc1q…'),
  /** The message as the wallet was asked to sign it (UTF-8 text). */
  message: z.string().max(16_384),
  /** bip122: base64; eip155: 0x hex; solana: base58 (or base64) of the 64 signature bytes. */
  signature: z.string().min(1).max(20_000),
});
export type VerifySignatureBody = z.infer<typeof verifySignatureBody>;

export interface VerifySignatureResult {
  valid: boolean;
}
