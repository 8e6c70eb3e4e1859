// The account's transaction history (GET /v1/account/{account}/history, spec §7).

import type { HistoryPage as HistoryPageWire, HistoryQuery } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import type { HistoryPage } from '../controllers/history.js';
import type { ApiConfig } from './url.js';
import { apiRequest } from './request.js';
import type { Assert, Reads } from './wire.js';

const transfer = z.object({
  fungible_info: z.optional(z.object({ symbol: z.optional(z.string()), icon: z.optional(z.object({ url: z.optional(z.string()) })) })),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(z.object({ preview: z.optional(z.object({ url: z.optional(z.string()) })) })),
      flags: z.optional(z.object({ is_spam: z.optional(z.boolean()) })),
    }),
  ),
  direction: z.optional(z.enum(['in', 'out', 'self'])),
  quantity: z.object({ numeric: z.string() }),
});

const historyPage = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      metadata: z.object({
        minedAt: z.string(),
        chain: z.string(),
        operationType: z.string(),
        status: z.string(),
        sentFrom: z.string(),
        sentTo: z.string(),
      }),
      transfers: z.array(transfer),
    }),
  ),
  next: z.optional(z.nullable(z.string())),
});
type _HistoryPage = Assert<Reads<HistoryPageWire, typeof historyPage>>;

export interface GetHistoryParameters {
  address: string;
  cursor?: string;
  /** CAIP-2 id of the connected chain. */
  chainId: string;
}

/**
 * @example
 * const { data, next } = await getHistory(config, { address, chainId: 'eip155:1' });
 */
export function getHistory(config: ApiConfig, { address, cursor, chainId }: GetHistoryParameters): Promise<HistoryPage> {
  return apiRequest({
    ...config,
    path: `/v1/account/${encodeURIComponent(address)}/history`,
    query: { cursor, chainId } satisfies HistoryQuery,
    schema: historyPage,
  });
}
