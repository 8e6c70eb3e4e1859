// The name and avatar of an address (GET /v1/identity/{address}, spec §7), and the names it registered
// (GET /v1/profile/reverse/{address}), read here so Account's profile needs one chunk.

import type { IdentityQuery, IdentityResponse, Profile } from '@wallet-modal/schema/wire';
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

/** Of a registered name, what Account shows: the name and its avatar attribute. */
const registeredNames = z.array(z.object({ name: z.string(), attributes: z.record(z.string(), z.string()) }));
type _RegisteredNames = Assert<Reads<Profile[], typeof registeredNames>>;

/**
 * The names `address` registered, as the API lists them (spec §7: sender, apiVersion 2); `sender` is the connected account.
 * @example
 * const [first] = await getNamesForAddress(api, { address, sender: address });
 */
export async function getNamesForAddress(config: ApiConfig, { address, sender }: { address: string; sender?: string }): Promise<{ name: string; avatar?: string }[]> {
  const names = await apiRequest({ ...config, path: `/v1/profile/reverse/${encodeURIComponent(address)}`, query: { sender, apiVersion: 2 }, schema: registeredNames });
  return names.map(({ name, attributes }) => ({ name, avatar: attributes.avatar }));
}
