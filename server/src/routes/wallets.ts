// GET /getWallets: the wallet directory, filtered and paged -> { data: WalletEntry[], count }.
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput, splitList } from '../validate.js';

const idList = z
  .string()
  .max(4000)
  .transform(splitList)
  .pipe(z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'wallet ids are lowercase letters, digits and -')).max(200))
  .optional();

/** Read by the project guard or sent by clients on every call (clientId: spec §7's client id). */
const COMMON_PARAMETERS = ['projectId', 'st', 'sv', 'clientId'];

export function walletRoutes(s: Services) {
  const filters = z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    entries: z.coerce.number().int().min(1).max(s.config.directory.pageSizeMax).default(40),
    include: idList,
    exclude: idList,
    search: z.string().trim().max(100).refine((v) => !v.includes('\u0000'), 'must not contain NUL characters').optional(),
    /** 'certified': certified wallets only; 'none': no badge filter (what clients send with the filter off). */
    badge_type: z.enum(['none', 'certified']).optional(),
    chains: z
      .string()
      .max(2000)
      .transform(splitList)
      .pipe(z.array(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'chains are CAIP-2 ids such as eip155:1')).max(100))
      .optional(),
  });
  const known = new Set([...Object.keys(filters.shape), ...COMMON_PARAMETERS]);
  return new Hono<AppEnv>().use('/getWallets', projectGuard(s)).get('/getWallets', async (c) => {
    const query = c.req.query();
    // A misspelt filter would otherwise widen the answer without a word; name it instead.
    const unknown = Object.keys(query).filter((k) => !known.has(k));
    if (unknown.length) {
      throw new ApiError('INVALID_PARAMS', `unknown parameter ${unknown.join(', ')} (known: ${[...known].join(', ')})`);
    }
    const q = parseInput(filters, query);
    const result = await s.wallets.query({ ...q, certifiedOnly: q.badge_type === 'certified', search: q.search || undefined });
    return c.json(result);
  });
}
