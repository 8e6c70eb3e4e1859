// GET /v1/identity/{address}?chainId= -> { name, avatar } from the chain's name service, nulls when it has none.
import { Hono } from 'hono';
import { z } from 'zod';
import { getIdentity } from '../chains/identity.js';
import { chainIdParam, evmAddress, requireChain } from '../chains/params.js';
import { isTransportError } from '../chains/read-contracts.js';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const PATH = '/v1/identity/:address';

export function identityRoutes(s: Services) {
  const query = z.object({ chainId: chainIdParam.default('eip155:1'), sender: z.string().max(64).optional() });
  return new Hono<AppEnv>().use(PATH, projectGuard(s)).get(PATH, async (c) => {
    const address = parseInput(evmAddress, c.req.param('address'));
    const q = parseInput(query, c.req.query());
    const chain = requireChain(s, q.chainId);
    try {
      const identity = await getIdentity(chain, address);
      c.header('cache-control', 'public, max-age=300');
      return c.json(identity);
    } catch (error) {
      if (isTransportError(error)) throw new ApiError('UPSTREAM_FAILED', 'the chain RPC did not answer', { cause: error });
      throw error;
    }
  });
}
