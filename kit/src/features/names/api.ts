// The name registry on the app's API (spec §7 /v1/profile/*): suggestions in the registry's zone, registration
// with apiVersion 2, never retried (a second POST would register twice).

import type { NameSuggestions, ProfileRegisterResult } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { NAME_SUFFIX } from '@wallet-modal/schema/defaults';
import { PROFILE_API_VERSION, profileSchema } from '../../core/api/profile.js';
import { apiRequest } from '../../core/api/request.js';
import type { ApiConfig } from '../../core/api/url.js';
import type { Assert, Reads } from '../../core/api/wire.js';

const suggestions = z.object({ suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })) });
type _Suggestions = Assert<Reads<NameSuggestions, typeof suggestions>>;

const registered = z.object({ success: z.literal(true), profile: profileSchema });
type _Registered = Assert<Reads<ProfileRegisterResult, typeof registered>>;

/** The name asked for (first, with whether it is taken) and free names near it. */
export async function getSuggestions(api: ApiConfig, name: string, signal?: AbortSignal): Promise<NameSuggestions['suggestions']> {
  return (await apiRequest({ ...api, path: `/v1/profile/suggestions/${encodeURIComponent(name)}`, query: { zone: NAME_SUFFIX }, schema: suggestions, signal })).suggestions;
}

export function registerName(api: ApiConfig, body: { coin_type: number; address: string; message: string; signature: string }): Promise<ProfileRegisterResult> {
  return apiRequest({ ...api, method: 'POST', path: '/v1/profile/account', query: { apiVersion: PROFILE_API_VERSION }, body, schema: registered });
}
