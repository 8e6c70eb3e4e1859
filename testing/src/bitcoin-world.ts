// The world of the Bitcoin browser test: the example chains (anvil), the Esplora fixture, our server
// reading bip122 balances from it, and examples/basic generated for EVM + Bitcoin networks with our
// server as apiUrl, served with the EVM Dev Wallet injected (the Bitcoin Dev Wallet is installed per page).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../../server/src/index.js';
import { loadServer } from './api-server';
import { DEV_ACCOUNTS } from './accounts';
import type { Anvil } from './anvil';
import { startEsplora, type Esplora } from './esplora';
import { buildExampleVariant } from './example-variant';
import { EXAMPLE_CHAINS, rpcUrlsOf, startExampleChains } from './example-world';
import { devWalletScripts } from './inject-dev-wallet';
import { serveStatic, type StaticServer } from './serve';

export const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
export const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const PROJECT = 'demo-project';

/** The example's page plus a button of the app's own opening the modal on Send, as an app with its own Send entry does. */
const APP = `// The home page: a connect button and what the connected wallet reports, and the app's own "Open Send".
import { TryIt } from './TryIt';
import { ConnectButton, useAccount, useNetwork, useWalletModal } from './wallet-modal';

export function App() {
  const { address, isConnected } = useAccount();
  const { network } = useNetwork();
  const { open } = useWalletModal();

  return (
    <main className="app">
      <h1>Wallet modal</h1>
      <ConnectButton />
      {isConnected ? (
        <>
          <dl>
            <dt>Address</dt>
            <dd data-testid="address">{address}</dd>
            <dt>Network</dt>
            <dd data-testid="network-name">{network?.name ?? 'Unknown network'}</dd>
          </dl>
          <button type="button" onClick={() => open({ view: 'WalletSend' })}>
            Open Send
          </button>
          <TryIt key={network?.chainNamespace} />
        </>
      ) : (
        <p>Connect a wallet to see its address and network.</p>
      )}
    </main>
  );
}
`;

export type BitcoinWorld = {
  app: StaticServer;
  chains: Anvil[];
  esplora: Esplora;
  server: RunningServer;
  projectId: string;
  stop: () => Promise<void>;
};

/** Our server with the example's project, the EVM chains and both Bitcoin networks read from `esplora`. */
async function startBitcoinServer(chains: readonly Anvil[], esplora: Esplora, dir: string): Promise<RunningServer> {
  const prices = join(dir, 'prices.json');
  writeFileSync(prices, JSON.stringify({ usd: { ETH: 3000, BTC: 60000 } }));
  const { loadConfig, startServer } = await loadServer();
  return startServer(
    loadConfig({
      env: {},
      overrides: {
        port: 0,
        logLevel: 'warn',
        logRequests: false,
        database: { pgliteDir: join(dir, 'pgdata') },
        projects: [{ id: PROJECT, name: 'Local demo', origins: ['http://127.0.0.1:*', 'http://localhost:*'] }],
        prices: { file: prices },
        embedded: { enabled: false },
        chains: chains.map((chain) => ({
          id: `eip155:${chain.chainId}`,
          name: `Local chain ${chain.chainId}`,
          rpcUrl: chain.url,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          multicall3: null,
        })),
        bitcoin: {
          chains: [
            { id: BITCOIN, name: 'Bitcoin', esploraUrl: esplora.urls.mainnet },
            { id: BITCOIN_TESTNET, name: 'Bitcoin Testnet', esploraUrl: esplora.urls.testnet, nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 } },
          ],
        },
      },
    }),
  );
}

/**
 * @example
 * const world = await startBitcoinWorld();
 * await installBitcoinDevWallet(page);
 * await page.goto(world.app.url);
 */
export async function startBitcoinWorld(): Promise<BitcoinWorld> {
  const stops: (() => unknown)[] = [];
  const stop = async () => void (await Promise.allSettled(stops.reverse().map((step) => step())));
  try {
    const [chains, esplora] = await Promise.all([startExampleChains(), startEsplora()]);
    stops.push(...chains.map((chain) => chain.stop), esplora.stop);
    const dir = mkdtempSync(join(tmpdir(), 'wm-bitcoin-'));
    stops.push(() => rmSync(dir, { recursive: true, force: true }));
    const server = await startBitcoinServer(chains, esplora, dir);
    stops.push(server.close);
    const variant = await buildExampleVariant('basic', {
      rpcUrls: rpcUrlsOf(chains),
      apiUrl: server.url,
      config: { networks: ['eip155:31337', 'eip155:84532', BITCOIN, BITCOIN_TESTNET] },
      files: { 'src/App.tsx': APP },
    });
    stops.push(variant.remove);
    const wallet = { chains: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.url])), chainId: EXAMPLE_CHAINS[0].chainId, account: DEV_ACCOUNTS[0]!.address };
    const app = await serveStatic({ root: variant.dist, injectScripts: devWalletScripts(wallet) });
    stops.push(app.close);
    return { app, chains, esplora, server, projectId: PROJECT, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
