// Shared zod schemas for the Blockchain API's path and query parameters.
import { getAddress, isAddress, type Address } from 'viem';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import type { Services } from '../services.js';
import { toCaip2, type ChainEntry } from './registry.js';

/** An EVM address: 40 hex characters with 0x; any letter case (checksums are not enforced). */
export const evmAddress = z
  .string()
  .refine((v) => isAddress(v, { strict: false }), 'must be a 0x-prefixed EVM address of 40 hex characters')
  .transform((v) => getAddress(v.toLowerCase()) as Address);

export const chainIdParam = z
  .string()
  .max(64)
  .transform(toCaip2)
  .pipe(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id such as eip155:1'));

export function requireChain(s: Services, caip2: string): ChainEntry {
  const chain = s.chains.get(caip2);
  if (!chain) {
    const known = s.chains.all().map((c) => c.config.id).join(', ') || 'none configured';
    throw new ApiError('UNSUPPORTED_CHAIN', `${caip2} (supported: ${known})`);
  }
  return chain;
}
