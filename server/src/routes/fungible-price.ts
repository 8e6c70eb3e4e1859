// POST /v1/fungible/price {currency: 'usd', addresses: CAIP-10[], projectId} -> { fungibles }: each asked
// token's name, symbol, icon and price from the server's price sources (the ones balances and swaps use).
// The project is named by the query, the x-project-id header, or (as spec §7 sends it) the body.
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { fungiblePriceBody, type FungiblePrice, type FungiblePriceResponse } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isTransportError } from '../chains/read-contracts.js';
import { tokenMetadata } from '../chains/token-metadata.js';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';
import { jsonBody, sameProject } from './convert.js';

const PATH = '/v1/fungible/price';
const MAX_BODY_BYTES = 16 * 1024;

export function fungiblePriceRoutes(s: Services) {
  const iconUrl = (symbol: string) => `${s.baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`;
  return new Hono<AppEnv>().post(
    PATH,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new ApiError('BODY_TOO_LARGE', `at most ${MAX_BODY_BYTES} bytes`); } }),
    projectGuard(s, { projectIdInBody: true }),
    async (c) => {
      const body = parseInput(fungiblePriceBody, await jsonBody(c.req.raw), 'INVALID_BODY');
      sameProject(body.projectId, c.get('project').id);
      if (!s.prices.currencies().includes(body.currency)) {
        throw new ApiError('UNSUPPORTED_CURRENCY', `${body.currency} (supported: ${s.prices.currencies().join(', ')})`);
      }
      try {
        // A token on a chain this server does not serve is left out (the spec's empty default), not refused.
        const served = body.addresses.flatMap((id) => {
          const [namespace, reference, address] = id.split(':') as [string, string, string];
          const chain = s.chains.get(`${namespace}:${reference}`);
          return chain ? [{ id, chain, address }] : [];
        });
        const assets = await Promise.all(
          served.map(async ({ id, chain, address }) => {
            if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS) return { id, chainId: chain.config.id, address: undefined, ...chain.config.nativeCurrency };
            const [meta] = await tokenMetadata(chain, [{ address }]);
            if (!meta) throw new ApiError('INVALID_BODY', `addresses: no ERC20 token answers at ${id}`);
            return { id, chainId: chain.config.id, address: meta.address as string, name: meta.name, symbol: meta.symbol };
          }),
        );
        const prices = await s.prices.getPrices(body.currency, assets);
        const fungibles = assets.map((a, i): FungiblePrice => ({ address: a.id, name: a.name, symbol: a.symbol, iconUrl: iconUrl(a.symbol), price: prices[i] ?? null }));
        c.header('cache-control', 'private, max-age=30');
        return c.json({ fungibles } satisfies FungiblePriceResponse);
      } catch (error) {
        if (isTransportError(error)) throw new ApiError('UPSTREAM_FAILED', 'the chain RPC did not answer', { cause: error });
        throw error;
      }
    },
  );
}
