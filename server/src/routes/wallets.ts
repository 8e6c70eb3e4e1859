// GET /getWallets: the wallet directory, filtered and paged -> { data: WalletEntry[], count }, served from a
// per-instance cache of a few seconds with an ETag (304 when the client has the page).
import { walletsQuery } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';
import { DirectoryCache } from '../wallets/cache.js';

/** Read by the project guard or sent by clients on every call (clientId: spec §7's client id). */
const COMMON_PARAMETERS = ['projectId', 'st', 'sv', 'clientId'];

export function walletRoutes(s: Services) {
  const filters = walletsQuery({ pageSizeMax: s.config.directory.pageSizeMax });
  const cache = new DirectoryCache(s.wallets);
  const known = new Set([...Object.keys(filters.shape), ...COMMON_PARAMETERS]);
  return new Hono<AppEnv>().use('/getWallets', projectGuard(s)).get('/getWallets', async (c) => {
    const query = c.req.query();
    // A misspelt filter would otherwise widen the answer without a word; name it instead.
    const unknown = Object.keys(query).filter((k) => !known.has(k));
    if (unknown.length) {
      throw new ApiError('INVALID_PARAMS', `unknown parameter ${unknown.join(', ')} (known: ${[...known].join(', ')})`);
    }
    const q = parseInput(filters, query);
    const { body, etag } = await cache.page({ ...q, certifiedOnly: q.badge_type === 'certified', search: q.search || undefined });
    // A client holding this page revalidates it each time (no-cache) and gets a 304 without a body.
    c.header('etag', etag);
    c.header('cache-control', 'no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.body(body, 200, { 'content-type': 'application/json' });
  });
}
