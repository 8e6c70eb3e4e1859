// The name and avatar of an address (GET /v1/identity/{address}, spec §7).

import type { IdentityQuery, IdentityResponse } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { apiRequest } from './request.js';
import type { ApiConfig } from './url.js';
import type { Assert, Reads } from './wire.js';

const identity = z.object({ name: z.nullable(z.optional(z.string())), avatar: z.nullable(z.optional(z.string())) });
type _Identity = Assert<Reads<IdentityResponse, typeof identity>>;

/** The name and avatar, each absent when the service has none. */
export type Identity = { [K in keyof IdentityResponse]?: NonNullable<IdentityResponse[K]> };

/**
 * @example
 * const { name, avatar } = await getIdentity(config, { address, chainId: 'eip155:1', sender: connected });
 */
export async function getIdentity(config: ApiConfig, { address, chainId, sender }: { address: string; chainId: string; sender?: string }): Promise<Identity> {
  const result = await apiRequest({ ...config, path: `/v1/identity/${encodeURIComponent(address)}`, query: { chainId, sender } satisfies IdentityQuery, schema: identity });
  return { name: result.name ?? undefined, avatar: result.avatar ?? undefined };
}
