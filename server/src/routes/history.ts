// GET /v1/account/{account}/history?cursor=&onramp=&chainId= -> { data, next }: the account's transactions,
// newest first, from this server's own index of the configured chains (src/history/); with `onramp`, the
// purchases the account started through that on-ramp provider (src/onramp/).
import { historyQuery, type HistoryPage } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { z } from 'zod';
import { evmAddress } from '../chains/params.js';
import { ApiError } from '../errors.js';
import { decodeCursor } from '../history/cursor.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const PATH = '/v1/account/:account/history';

/** A buyer's address: EVM, or Solana (on-ramp is for eip155 and solana, spec §1). */
const onrampAccount = z.string().regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'must be an EVM address (0x and 40 hex characters) or a Solana address');

export function historyRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  if (!s.config.history.enabled) return app; // not served: 404
  return app.use(PATH, projectGuard(s)).get(PATH, async (c) => {
    const raw = c.req.query();
    const q = parseInput(historyQuery, { ...raw, cursor: raw.cursor || undefined });
    // On-ramp purchases are this server's records of what was started through a provider (src/onramp/).
    if (q.onramp) {
      const buyer = parseInput(onrampAccount, c.req.param('account'));
      c.header('cache-control', 'no-store');
      const page = await s.onramp.history({ provider: q.onramp, account: buyer, chainId: q.chainId, cursor: q.cursor, pageSize: s.config.history.pageSize });
      return c.json(page satisfies HistoryPage);
    }
    const account = parseInput(evmAddress, c.req.param('account'));
    // A chain this server does not index answers the spec's empty default: no transactions, no next page.
    if (q.chainId && !s.history.indexes(q.chainId)) {
      c.header('cache-control', 'private, max-age=5');
      return c.json({ data: [], next: null } satisfies HistoryPage);
    }
    const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
    if (q.cursor !== undefined && !after) throw new ApiError('INVALID_PARAMS', "cursor: not a cursor this server issued (pass the previous page's next)");
    if (after && q.chainId && after.chainId !== q.chainId) {
      throw new ApiError('INVALID_PARAMS', `cursor: it continues a page of ${after.chainId}, not of chainId ${q.chainId}`);
    }
    c.header('cache-control', 'private, max-age=5');
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
