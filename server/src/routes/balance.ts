// GET /v1/account/{address}/balance?currency=usd&chainId= -> { balances: TokenBalance[] }, read live
// from each chain's RPC (one chain when chainId is given, else every configured EVM chain); a bip122
// chainId is read from that chain's Esplora API.
import { balanceQuery, type BalancesResponse } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { getBalances } from '../chains/balances.js';
import { getBitcoinBalances } from '../chains/bitcoin/balances.js';
import { evmAddress, requireChain } from '../chains/params.js';
import { isTransportError } from '../chains/read-contracts.js';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const PATH = '/v1/account/:address/balance';

export function balanceRoutes(s: Services) {
  return new Hono<AppEnv>().use(PATH, projectGuard(s)).get(PATH, async (c) => {
    const q = parseInput(balanceQuery, c.req.query());
    if (!s.prices.currencies().includes(q.currency)) {
      throw new ApiError('UNSUPPORTED_CURRENCY', `${q.currency} (supported: ${s.prices.currencies().join(', ')})`);
    }
    const iconUrl = (symbol: string) => `${s.baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`;
    const answer = (balances: BalancesResponse['balances']) => {
      // A forced read is the client saying what it holds is stale (after a send): nothing may keep this answer.
      c.header('cache-control', q.forceUpdate === 'true' ? 'no-store' : 'private, max-age=30');
      return c.json({ balances } satisfies BalancesResponse);
    };
    // bip122 chains are read through their Esplora API, which checks the address against the chain's network.
    if (q.chainId?.startsWith('bip122:')) {
      return answer(await getBitcoinBalances({ s, chainId: q.chainId, address: c.req.param('address'), currency: q.currency, prices: s.prices, iconUrl }));
    }
    const address = parseInput(evmAddress, c.req.param('address'));
    const chains = q.chainId ? [requireChain(s, q.chainId)] : s.chains.all();
    try {
      const lists = await Promise.all(chains.map((chain) => getBalances({ chain, address, currency: q.currency, prices: s.prices, iconUrl })));
      return answer(lists.flat());
    } catch (error) {
      if (isTransportError(error)) throw new ApiError('UPSTREAM_FAILED', 'the chain RPC did not answer', { cause: error });
      throw error;
    }
  });
}
