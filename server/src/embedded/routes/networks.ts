// POST /networks: the networks this server serves, named as its operator configured them, so the secure
// frame's approve screen names a chain the built-in catalogue does not know (a custom rollup, Base Sepolia).
import type { servedNetworksResult } from '@wallet-modal/schema/embedded';
import { Hono } from 'hono';
import type { z } from 'zod/mini';
import type { AppEnv, Services } from '../../services.js';

export function networkRoutes(s: Services) {
  const networks = (): z.infer<typeof servedNetworksResult>['networks'] => [
    ...s.chains.all().map((chain) => ({ caipNetworkId: chain.network.caipNetworkId, name: chain.network.name })),
    ...s.config.solana.chains.map((chain) => ({ caipNetworkId: chain.id, name: chain.name })),
  ];
  return new Hono<AppEnv>().post('/networks', (c) => c.json({ networks: networks() }));
}
