// POST /networks: the networks this server serves, named as its operator configured them, so the secure
// frame's approve screen names a chain the built-in catalogue does not know (a custom rollup, Base Sepolia).
import type { servedNetworksResult } from '@wallet-modal/schema/embedded';
import { Hono } from 'hono';
import type { z } from 'zod/mini';
import type { AppEnv, Services } from '../../services.js';

const currency = ({ symbol, decimals }: { symbol: string; decimals: number }) => ({ symbol, decimals });

export function networkRoutes(s: Services) {
  const networks = (): z.infer<typeof servedNetworksResult>['networks'] => [
    ...s.chains.all().map(({ network }) => ({ caipNetworkId: network.caipNetworkId, name: network.name, nativeCurrency: currency(network.nativeCurrency) })),
    ...s.config.solana.chains.map((chain) => ({ caipNetworkId: chain.id, name: chain.name, nativeCurrency: currency(chain.nativeCurrency) })),
  ];
  return new Hono<AppEnv>().post('/networks', (c) => c.json({ networks: networks() }));
}
