// GET /v1/supported-chains -> { http: CAIP-2 ids with an RPC URL, ws: those with a websocket URL }.
import type { SupportedChainsResponse } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';

export function supportedChainRoutes(s: Services) {
  return new Hono<AppEnv>().use('/v1/supported-chains', projectGuard(s)).get('/v1/supported-chains', (c) => {
    const chains = s.chains.all().map((e) => e.config);
    const bitcoin = s.config.bitcoin.chains.map((chain) => chain.id);
    const solana = s.config.solana.chains.map((chain) => chain.id);
    return c.json({ http: [...chains.map((ch) => ch.id), ...solana, ...bitcoin], ws: chains.filter((ch) => ch.wsUrl).map((ch) => ch.id) } satisfies SupportedChainsResponse);
  });
}
