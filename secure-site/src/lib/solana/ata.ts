// Associated token accounts, derived inside the secure site: the program-derived address of
// [owner, token program, mint] under the Associated Token Account program. The approve screen uses it to
// name the wallet a token transfer reaches, and only when the derivation proves it.
import { ed25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';
import { decodeBase58, encodeBase58 } from '@wallet-modal/schema/embedded';
import { ASSOCIATED_TOKEN_PROGRAM } from './programs.js';

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress');

/** Whether 32 bytes are a point of ed25519 (a program-derived address must not be). */
function onCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromHex(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first off-curve sha256(seeds, bump, program, "ProgramDerivedAddress"), bump from 255 down.
 * @example
 * programDerivedAddress([owner, tokenProgram, mint], ASSOCIATED_TOKEN_PROGRAM);
 */
export function programDerivedAddress(seeds: Uint8Array[], program: string): string {
  const programBytes = decodeBase58(program);
  for (let bump = 255; bump >= 0; bump--) {
    const parts = [...seeds, new Uint8Array([bump]), programBytes, PDA_MARKER];
    const input = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    parts.reduce((offset, part) => (input.set(part, offset), offset + part.length), 0);
    const hash = sha256(input);
    if (!onCurve(hash)) return encodeBase58(hash);
  }
  throw new Error('no program-derived address for these seeds');
}

/**
 * The associated token account of `owner` for `mint` under `tokenProgram` (Token or Token-2022).
 * @example
 * associatedTokenAddress(wallet, mint, TOKEN_PROGRAM); // the account a transfer to `wallet` credits
 */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string): string {
  return programDerivedAddress([decodeBase58(owner), decodeBase58(tokenProgram), decodeBase58(mint)], ASSOCIATED_TOKEN_PROGRAM);
}
