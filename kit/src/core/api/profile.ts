// A name's profile on the API (spec §7 GET /v1/profile/account/{name}, apiVersion 2): the shape name
// registration gets back, and what Send reads when its receiver is typed as a name.

import type { Profile } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { apiRequest } from './request.js';
import type { ApiConfig } from './url.js';
import type { Assert, Reads } from './wire.js';

/** Spec §7: the profile calls carry apiVersion 2. */
export const PROFILE_API_VERSION = 2;

export const profileSchema = z.object({
  name: z.string(),
  registered: z.number(),
  updated: z.number(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.number() })),
  attributes: z.record(z.string(), z.string()),
});
type _Profile = Assert<Reads<Profile, typeof profileSchema>>;

/**
 * @example
 * const { addresses, attributes } = await getProfile(api, 'alice.reown.id');
 */
export function getProfile(api: ApiConfig, name: string, signal?: AbortSignal): Promise<Profile> {
  return apiRequest({ ...api, path: `/v1/profile/account/${encodeURIComponent(name)}`, query: { apiVersion: PROFILE_API_VERSION }, schema: profileSchema, signal });
}

