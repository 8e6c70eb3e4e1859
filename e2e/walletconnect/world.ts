// The world examples/walletconnect expects: its two anvil chains (8545, 8546), the relay fixture on
// the port its config names (8547), the app built and served, and a wallet peer on the same relay.
import { DEV_ACCOUNTS } from '../world/accounts';
import { startAnvil, type Anvil } from '../world/anvil';
import { buildExample } from '../world/example-app';
import { EXAMPLE_CHAINS } from '../world/example-world';
import { isPortFree } from '../world/ports';
import { serveStatic, type StaticServer } from '../world/serve';
import { startWalletPeer, type WalletPeer } from './peer/peer';
import { startRelay, type Relay } from './relay/server';

/** The relay port examples/walletconnect/wallet-modal.config.json names (relayUrl). */
export const EXAMPLE_RELAY_PORT = 8547;

export type WalletConnectWorld = { app: StaticServer; dist: string; chains: Anvil[]; relay: Relay; peer: WalletPeer; stop: () => Promise<void> };

/**
 * @example
 * const world = await startWalletConnectWorld();
 * await world.peer.pair(uriFromThePage);
 */
export async function startWalletConnectWorld(): Promise<WalletConnectWorld> {
  for (const port of [...EXAMPLE_CHAINS.map((chain) => chain.port), EXAMPLE_RELAY_PORT]) {
    if (!(await isPortFree(port))) throw new Error(`Port ${port} is busy, but examples/walletconnect expects it free (\`ss -ltnp 'sport = :${port}'\`).`);
  }
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => void (await Promise.allSettled(stops.reverse().map((s) => s())));
  try {
    const chains = await Promise.all(EXAMPLE_CHAINS.map(({ chainId, port }) => startAnvil({ chainId, port })));
    stops.push(...chains.map((chain) => chain.stop));
    const relay = await startRelay({ port: EXAMPLE_RELAY_PORT });
    stops.push(relay.close);
    const [{ dist }, peer] = await Promise.all([
      buildExample('walletconnect'),
      startWalletPeer({
        relayUrl: relay.url,
        projectId: 'demo-project',
        privateKey: DEV_ACCOUNTS[2]!.privateKey,
        chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.url])),
      }),
    ]);
    stops.push(peer.close);
    const app = await serveStatic({ root: dist });
    stops.push(app.close);
    return { app, dist, chains, relay, peer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
