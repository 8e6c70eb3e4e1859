// The name and avatar of an address (GET /v1/identity/{address}, spec §7).

import * as z from 'zod/mini';
import { apiRequest } from './request.js';
import type { ApiConfig } from './url.js';

const identity = z.object({ name: z.nullable(z.optional(z.string())), avatar: z.nullable(z.optional(z.string())) });

export interface Identity {
  name?: string;
  avatar?: string;
}

/**
 * @example
 * const { name, avatar } = await getIdentity(config, { address, chainId: 'eip155:1' });
 */
export async function getIdentity(config: ApiConfig, { address, chainId }: { address: string; chainId: string }): Promise<Identity> {
  const result = await apiRequest({ ...config, path: `/v1/identity/${encodeURIComponent(address)}`, query: { chainId }, schema: identity });
  return { name: result.name ?? undefined, avatar: result.avatar ?? undefined };
}
