// The Blockchain API's address path parameter, and the chain a chainId names. Query parameters are
// wire shapes (@wallet-modal/schema/wire).
import { isAddress as isSolanaAddress, type Address as SolanaAddress } from '@solana/kit';
import { getAddress, isAddress, type Address } from 'viem';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import type { Services } from '../services.js';
import type { ChainEntry } from './registry.js';

/** An EVM address: 40 hex characters with 0x; any letter case (checksums are not enforced). */
export const evmAddress = z
  .string()
  .refine((v) => isAddress(v, { strict: false }), 'must be a 0x-prefixed EVM address of 40 hex characters')
  .transform((v) => getAddress(v.toLowerCase()) as Address);

/** Spec §5: a Solana address is 32 to 44 base58 characters (and decodes to a 32-byte public key). */
export const solanaAddress = z
  .string()
  .refine((v) => !/^0x[0-9a-fA-F]{40}$/.test(v), { message: 'is an EVM address; a Solana chain needs a Solana address (32 to 44 base58 characters)', abort: true })
  .refine((v) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(v), { message: 'must be a Solana address: 32 to 44 base58 characters (no 0, O, I or l)', abort: true })
  .refine((v) => isSolanaAddress(v), 'must be a Solana address: its base58 characters must decode to a 32-byte public key')
  .transform((v) => v as SolanaAddress);

/** The address of an eip155 chainId: a Solana address gets a message saying which kind is needed. */
export const evmAddressForEvmChain = z
  .string()
  .refine((v) => !isSolanaAddress(v), { message: 'is a Solana address; an eip155 chain needs a 0x-prefixed EVM address of 40 hex characters', abort: true })
  .pipe(evmAddress);

export function requireChain(s: Services, caip2: string): ChainEntry {
  const chain = s.chains.get(caip2);
  if (!chain) {
    const known = s.chains.all().map((c) => c.config.id).join(', ') || 'none configured';
    throw new ApiError('UNSUPPORTED_CHAIN', `${caip2} (supported: ${known})`);
  }
  return chain;
}
