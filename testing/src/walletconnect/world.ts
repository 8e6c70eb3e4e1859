// The world examples/walletconnect expects: its two anvil chains, the relay fixture, that example built
// for their URLs (a variant generated from its config, on free ports: see world/example-variant.ts)
// and served, and a wallet peer on the same relay. Multichain: also the local SVM, the app listing Solana
// and Bitcoin too, and a peer with a Solana and a Bitcoin key.
import { DEV_ACCOUNTS, DEV_SOLANA_ACCOUNTS, devBitcoinAccount } from '../accounts';
import { startApiServer, type ApiWorld } from '../api-server';
import type { Anvil } from '../anvil';
import { buildExampleVariant, generatedPolicy } from '../example-variant';
import { rpcUrlsOf, startExampleChains } from '../example-world';
import { serveStatic, type StaticServer } from '../serve';
import { DEVNET_GENESIS_HASH, startSvm, type Svm } from '../svm';
import { BITCOIN_MAINNET } from './peer/bitcoin';
import { startWalletPeer, type WalletPeer } from './peer/peer';
import { startRelay, type Relay } from './relay/server';

export type WalletConnectWorld = {
  app: StaticServer;
  dist: string;
  chains: Anvil[];
  relay: Relay;
  peer: WalletPeer;
  api?: ApiWorld;
  /** The local SVM (devnet's CAIP-2 id), in a multichain world. */
  svm?: Svm;
  stop: () => Promise<void>;
};

/** The Solana network the local SVM is: devnet, by its genesis hash. */
export const LOCAL_SOLANA = `solana:${DEVNET_GENESIS_HASH.slice(0, 32)}`;
/** What the multichain world's peer holds on the SVM at the start. */
export const PEER_SOL = 10n * 10n ** 9n;

export type StartWalletConnectWorldParameters = {
  /** Also start our API server and point the app at it (sign-in with wallet needs it). */
  api?: boolean;
  /** Config entries the app is generated with, over examples/walletconnect's. */
  config?: Record<string, unknown>;
  /**
   * Solana and Bitcoin beside the EVM chains: the SVM starts (the peer's Solana account funded with
   * {@link PEER_SOL}), the app lists Solana devnet and Bitcoin too, and the peer approves them with
   * DEV_SOLANA_ACCOUNTS[1] and the Bitcoin Dev Wallet's payment key.
   */
  multichain?: boolean;
  /** Serve the app with the Content-Security-Policy `create-wallet-modal csp` prints for its config (issue 36). */
  generatedCsp?: boolean;
};

/**
 * @example
 * const world = await startWalletConnectWorld();
 * await world.peer.pair(uriFromThePage);
 */
export async function startWalletConnectWorld({ api: withApi = false, config, multichain = false, generatedCsp = false }: StartWalletConnectWorldParameters = {}): Promise<WalletConnectWorld> {
  const stops: (() => unknown)[] = [];
  const stop = async () => void (await Promise.allSettled(stops.reverse().map((s) => s())));
  try {
    const chains = await startExampleChains();
    stops.push(...chains.map((chain) => chain.stop));
    const relay = await startRelay();
    stops.push(relay.close);
    const api = withApi ? await startApiServer({ projectId: 'demo-project', port: 0, chains }) : undefined;
    if (api) stops.push(api.stop);
    const svm = multichain ? await startSvm() : undefined;
    if (svm) {
      stops.push(svm.close);
      svm.fund(DEV_SOLANA_ACCOUNTS[1]!.address, PEER_SOL);
    }
    const rpcUrls = { ...rpcUrlsOf(chains), ...(svm ? { [LOCAL_SOLANA]: svm.url } : {}) };
    const networks = svm ? { networks: [...Object.keys(rpcUrlsOf(chains)), LOCAL_SOLANA, BITCOIN_MAINNET] } : {};
    // Build and pair up at once; whichever of the two started is stopped if the other fails.
    const [built, started] = await Promise.allSettled([
      buildExampleVariant('walletconnect', { rpcUrls, relayUrl: relay.url, apiUrl: api?.server.url, config: { ...networks, ...config } }),
      startWalletPeer({
        relayUrl: relay.url,
        projectId: 'demo-project',
        privateKey: DEV_ACCOUNTS[2]!.privateKey,
        chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.url])),
        ...(svm && {
          solana: { secretKey: Buffer.from(DEV_SOLANA_ACCOUNTS[1]!.seed, 'hex'), chains: { [LOCAL_SOLANA]: svm.url } },
          bitcoin: { wif: devBitcoinAccount('mainnet', 'payment').wif, chains: [BITCOIN_MAINNET] },
        }),
      }),
    ]);
    if (built.status === 'fulfilled') stops.push(built.value.remove);
    if (started.status === 'fulfilled') stops.push(started.value.close);
    if (built.status === 'rejected') throw built.reason;
    if (started.status === 'rejected') throw started.reason;
    const [variant, peer] = [built.value, started.value];
    const app = await serveStatic({ root: variant.dist, headers: generatedCsp ? { 'content-security-policy': await generatedPolicy(variant.root) } : {} });
    stops.push(app.close);
    return { app, dist: variant.dist, chains, relay, peer, api, svm, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
