// GET /getWallets: the wallet directory, filtered and paged -> { data: WalletEntry[], count }, served from a
// per-instance cache of a few seconds with an ETag (304 when the client has the page). Parameters it does
// not use (a client's `badge`, `names`, `rdns`) are ignored, not refused: any client following spec §7 is served.
import { walletsQuery } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';
import { DirectoryCache } from '../wallets/cache.js';

export function walletRoutes(s: Services) {
  const filters = walletsQuery({ pageSizeMax: s.config.directory.pageSizeMax });
  const cache = new DirectoryCache(s.wallets);
  return new Hono<AppEnv>().use('/getWallets', projectGuard(s)).get('/getWallets', async (c) => {
    const q = parseInput(filters, c.req.query());
    const { body, etag } = await cache.page({ ...q, certifiedOnly: q.badge_type === 'certified', search: q.search || undefined });
    // A client holding this page revalidates it each time (no-cache) and gets a 304 without a body.
    c.header('etag', etag);
    c.header('cache-control', 'no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.body(body, 200, { 'content-type': 'application/json' });
  });
}
