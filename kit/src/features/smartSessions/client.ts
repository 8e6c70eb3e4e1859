// Our server's smart-session routes (spec §7 GET /v1/sessions/{id}, POST /v1/sessions/{id}/revoke, and ours to
// record a grant and list an account's active sessions) and the wallet's grant, answers parsed with zod/mini; a
// chunk the actions load on use.

import type { SmartSession, SmartSessionList } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import { apiRequest } from '../../core/api/request.js';
import type { ApiConfig } from '../../core/api/url.js';
import type { Assert, Reads } from '../../core/api/wire.js';

export type { SmartSession } from '@wallet-modal/schema/wire';

const session = z.object({
  id: z.string(),
  account: z.string(),
  permissionsContext: z.string(),
  expiry: z.number(),
  permissions: z.array(z.record(z.string(), z.unknown())),
  status: z.enum(['active', 'expired', 'revoked']),
  createdAt: z.number(),
  revokedAt: z.optional(z.number()),
});
type _Session = Assert<Reads<SmartSession, typeof session>>;
const list = z.object({ data: z.array(session) });
type _List = Assert<Reads<SmartSessionList, typeof list>>;

/** What the wallet must answer to wallet_grantPermissions: its permissions context at least. */
export const walletGrant = z.looseObject({ context: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) });

export const sessionsApi = (api: ApiConfig) => ({
  record: (body: { account: string; permissionsContext: string; expiry: number; permissions: Record<string, unknown>[]; signature: string }) =>
    apiRequest({ ...api, method: 'POST', path: '/v1/sessions', body, schema: session }),
  get: (id: string) => apiRequest({ ...api, path: `/v1/sessions/${encodeURIComponent(id)}`, schema: session }),
  revoke: (id: string, body: { pci: string; signature: string }) =>
    apiRequest({ ...api, method: 'POST', path: `/v1/sessions/${encodeURIComponent(id)}/revoke`, body, schema: session }),
  active: async (account: string) => (await apiRequest({ ...api, path: `/v1/account/${encodeURIComponent(account)}/sessions`, schema: list, cache: 'no-cache' })).data,
});
