// Swaps (spec §7): GET /v1/convert/tokens, quotes, allowance, gas-price, build-approve and
// POST /v1/convert/build-transaction, answered by the chain's swap provider (src/convert/).
import {
  swapAllowanceQuery,
  swapBuildApproveQuery,
  swapBuildTransactionBody,
  swapGasPriceQuery,
  swapQuotesQuery,
  swapTokensQuery,
  type SwapQuotesResponse,
  type SwapTokensResponse,
  type SwapTransactionResponse,
} from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const MAX_BODY_BYTES = 8 * 1024;

export function convertRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const convert = s.convert;
  if (!convert) return app; // not served: 404
  const iconUrl = (symbol: string) => `${s.baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`;
  return app
    .use('/v1/convert/*', projectGuard(s))
    .get('/v1/convert/tokens', async (c) => {
      const q = parseInput(swapTokensQuery, c.req.query());
      c.header('cache-control', 'public, max-age=60');
      return c.json({ tokens: await convert.tokens(q.chainId, iconUrl) } satisfies SwapTokensResponse);
    })
    .get('/v1/convert/quotes', async (c) => {
      const q = parseInput(swapQuotesQuery, c.req.query());
      c.header('cache-control', 'no-store');
      return c.json({ quotes: await convert.quotes(q) } satisfies SwapQuotesResponse);
    })
    .get('/v1/convert/allowance', async (c) => {
      const q = parseInput(swapAllowanceQuery, c.req.query());
      c.header('cache-control', 'no-store');
      return c.json(await convert.allowance(q));
    })
    .get('/v1/convert/gas-price', async (c) => {
      const q = parseInput(swapGasPriceQuery, c.req.query());
      c.header('cache-control', 'no-store');
      return c.json(await convert.gasPrice(q.chainId));
    })
    .get('/v1/convert/build-approve', async (c) => {
      const q = parseInput(swapBuildApproveQuery, c.req.query());
      c.header('cache-control', 'no-store');
      return c.json({ tx: await convert.buildApprove(q) } satisfies SwapTransactionResponse);
    })
    .post(
      '/v1/convert/build-transaction',
      bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new ApiError('BODY_TOO_LARGE', `at most ${MAX_BODY_BYTES} bytes`); } }),
      async (c) => {
        const body = parseInput(swapBuildTransactionBody, await jsonBody(c.req.raw), 'INVALID_BODY');
        sameProject(body.projectId, c.get('project').id);
        c.header('cache-control', 'no-store');
        return c.json({ tx: await convert.buildTransaction(body) } satisfies SwapTransactionResponse);
      },
    );
}

/** The request's JSON body; INVALID_BODY when it is not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ApiError('INVALID_BODY', 'send a JSON object');
  }
}

/** A body's projectId (spec §7 sends it there too) must be the one the request was admitted for. */
export function sameProject(bodyProjectId: string | undefined, projectId: string): void {
  if (bodyProjectId !== undefined && bodyProjectId !== projectId) {
    throw new ApiError('INVALID_BODY', `projectId: the body names ${bodyProjectId}, the request's projectId is ${projectId}`);
  }
}
