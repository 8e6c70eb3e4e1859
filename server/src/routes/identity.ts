// GET /v1/identity/{address}?chainId=&sender= -> { name, avatar } from the chain's name service, nulls when
// it has none, kept 5 minutes per instance (a name registered here is read fresh). Spec §7 sends no chainId,
// so without one the server picks the chain to ask (namingChain).
import { identityQuery, type IdentityResponse } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { getIdentity } from '../chains/identity.js';
import { evmAddress } from '../chains/params.js';
import { isTransportError } from '../chains/read-contracts.js';
import type { ChainEntry } from '../chains/registry.js';
import { transportFailure } from '../chains/transport.js';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { TtlCache } from '../ttl-cache.js';
import { parseInput } from '../validate.js';

const PATH = '/v1/identity/:address';

/** Spec §9: identity 5 min. What the chain's name service says is kept that long per instance. */
export const IDENTITY_CACHE_TTL_MS = 5 * 60_000;

export function identityRoutes(s: Services) {
  const cache = new TtlCache<IdentityResponse>(IDENTITY_CACHE_TTL_MS);
  return new Hono<AppEnv>().use(PATH, projectGuard(s)).get(PATH, async (c) => {
    const address = parseInput(evmAddress, c.req.param('address'));
    const q = parseInput(identityQuery, c.req.query());
    // A chain this server does not serve has no name service here: the spec's empty default, nulls.
    const chain = q.chainId ? s.chains.get(q.chainId) : namingChain(s);
    // A name registered here (/v1/profile/account) is the address's profile name first.
    const [registered] = s.config.names.enabled ? await s.names.reverse(address) : [];
    if (registered) {
      c.header('cache-control', 'public, max-age=300');
      return c.json({ name: registered.name, avatar: registered.attributes.avatar ?? null } satisfies IdentityResponse);
    }
    try {
      const identity: IdentityResponse = chain ? await cache.get(`${chain.config.id}:${address.toLowerCase()}`, () => getIdentity(chain, address)) : { name: null, avatar: null };
      c.header('cache-control', 'public, max-age=300');
      return c.json(identity);
    } catch (error) {
      if (isTransportError(error)) throw new ApiError('UPSTREAM_FAILED', transportFailure(error, s.config.rpc.timeoutMs), { cause: error });
      throw error;
    }
  });
}

/** Without a chainId: Ethereum mainnet when configured (where names live), else the first chain with a name service. */
function namingChain(s: Services): ChainEntry | undefined {
  const named = s.chains.all().filter((c) => c.config.nameService);
  return named.find((c) => c.config.id === 'eip155:1') ?? named[0];
}
