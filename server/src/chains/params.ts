// The Blockchain API's address path parameter, and the chain a chainId names. Query parameters are
// wire shapes (@wallet-modal/schema/wire).
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

export function requireChain(s: Services, caip2: string): ChainEntry {
  const chain = s.chains.get(caip2);
  if (!chain) {
    const known = s.chains.all().map((c) => c.config.id).join(', ') || 'none configured';
    throw new ApiError('UNSUPPORTED_CHAIN', `${caip2} (supported: ${known})`);
  }
  return chain;
}
