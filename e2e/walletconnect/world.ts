// The world examples/walletconnect expects: its two anvil chains, the relay fixture, that example built
// for their URLs (a variant generated from its config, on free ports: see world/example-variant.ts)
// and served, and a wallet peer on the same relay.
import { DEV_ACCOUNTS } from '../world/accounts';
import { startApiServer, type ApiWorld } from '../world/api-server';
import type { Anvil } from '../world/anvil';
import { buildExampleVariant } from '../world/example-variant';
import { rpcUrlsOf, startExampleChains } from '../world/example-world';
import { serveStatic, type StaticServer } from '../world/serve';
import { startWalletPeer, type WalletPeer } from './peer/peer';
import { startRelay, type Relay } from './relay/server';

export type WalletConnectWorld = { app: StaticServer; dist: string; chains: Anvil[]; relay: Relay; peer: WalletPeer; api?: ApiWorld; stop: () => Promise<void> };

export type StartWalletConnectWorldParameters = {
  /** Also start our API server and point the app at it (sign-in with wallet needs it). */
  api?: boolean;
  /** Config entries the app is generated with, over examples/walletconnect's. */
  config?: Record<string, unknown>;
};

/**
 * @example
 * const world = await startWalletConnectWorld();
 * await world.peer.pair(uriFromThePage);
 */
export async function startWalletConnectWorld({ api: withApi = false, config }: StartWalletConnectWorldParameters = {}): Promise<WalletConnectWorld> {
  const stops: (() => unknown)[] = [];
  const stop = async () => void (await Promise.allSettled(stops.reverse().map((s) => s())));
  try {
    const chains = await startExampleChains();
    stops.push(...chains.map((chain) => chain.stop));
    const relay = await startRelay();
    stops.push(relay.close);
    const api = withApi ? await startApiServer({ projectId: 'demo-project', port: 0, chains }) : undefined;
    if (api) stops.push(api.stop);
    // Build and pair up at once; whichever of the two started is stopped if the other fails.
    const [built, started] = await Promise.allSettled([
      buildExampleVariant('walletconnect', { rpcUrls: rpcUrlsOf(chains), relayUrl: relay.url, apiUrl: api?.server.url, config }),
      startWalletPeer({
        relayUrl: relay.url,
        projectId: 'demo-project',
        privateKey: DEV_ACCOUNTS[2]!.privateKey,
        chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.url])),
      }),
    ]);
    if (built.status === 'fulfilled') stops.push(built.value.remove);
    if (started.status === 'fulfilled') stops.push(started.value.close);
    if (built.status === 'rejected') throw built.reason;
    if (started.status === 'rejected') throw started.reason;
    const [variant, peer] = [built.value, started.value];
    const app = await serveStatic({ root: variant.dist });
    stops.push(app.close);
    return { app, dist: variant.dist, chains, relay, peer, api, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
