// GET /v1/account/{account}/history?cursor=&onramp=&chainId= -> { data, next }: the account's transactions,
// newest first, from this server's own index of the configured chains (src/history/).
import { historyQuery, type HistoryPage } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { evmAddress, requireChain } from '../chains/params.js';
import { ApiError } from '../errors.js';
import { decodeCursor } from '../history/cursor.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const PATH = '/v1/account/:account/history';

export function historyRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  if (!s.config.history.enabled) return app; // not served: 404
  return app.use(PATH, projectGuard(s)).get(PATH, async (c) => {
    const account = parseInput(evmAddress, c.req.param('account'));
    const raw = c.req.query();
    const q = parseInput(historyQuery, { ...raw, cursor: raw.cursor || undefined });
    if (q.chainId) {
      requireChain(s, q.chainId);
      if (!s.history.indexes(q.chainId)) {
        throw new ApiError('UNSUPPORTED_CHAIN', `${q.chainId} has no history here (indexed: ${s.history.indexer.chainIds().join(', ') || 'none'})`);
      }
    }
    const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
    if (q.cursor !== undefined && !after) throw new ApiError('INVALID_PARAMS', "cursor: not a cursor this server issued (pass the previous page's next)");
    if (after && q.chainId && after.chainId !== q.chainId) {
      throw new ApiError('INVALID_PARAMS', `cursor: it continues a page of ${after.chainId}, not of chainId ${q.chainId}`);
    }
    c.header('cache-control', 'private, max-age=5');
    // On-ramp purchases come from an on-ramp provider's records; this server has none.
    if (q.onramp) return c.json({ data: [], next: null } satisfies HistoryPage);
    const page = await s.history.readPage({
      account: account.toLowerCase(),
      chainId: q.chainId,
      after,
      prices: s.prices,
      tokenImage: (symbol) => `${s.baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`,
    });
    return c.json(page satisfies HistoryPage);
  });
}
