// The world an example app expects: anvil chains on the fixed ports its config names, our API
// server when its config has an apiUrl, the app built and served with the Dev Wallet injected.
// Used by the demo and browser tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_ACCOUNTS } from './accounts';
import { startApiServer, type ApiWorld } from './api-server';
import { startAnvil, type Anvil } from './anvil';
import { REPO_ROOT, buildExample } from './example-app';
import { devWalletScripts, type DevWalletConfig } from './inject-dev-wallet';
import { isPortFree } from './ports';
import { serveStatic, type StaticServer } from './serve';

/** The chains examples/* are generated for (their wallet-modal config points here). */
export const EXAMPLE_CHAINS = [
  { chainId: 1, port: 8545, name: 'Ethereum' },
  { chainId: 10, port: 8546, name: 'OP Mainnet' },
] as const;

export type StartExampleWorldParameters = {
  /** Folder under examples/; default 'basic'. */
  example?: string;
  /** Port for the app; default a free one. */
  appPort?: number;
  /** Overrides for the injected Dev Wallet (e.g. announceTwice). */
  wallet?: Partial<DevWalletConfig>;
};

export type ExampleWorld = {
  app: StaticServer;
  chains: Anvil[];
  /** Our API server, when the example's config names an apiUrl. */
  api?: ApiWorld;
  wallet: DevWalletConfig;
  stop: () => Promise<void>;
};

/**
 * Starts chain 1 on :8545 and chain 10 on :8546, builds examples/<example> and serves it
 * with the Dev Wallet injected. Fails clearly when those chain ports are taken.
 * @example
 * const world = await startExampleWorld();
 * await page.goto(world.app.url);
 * await world.stop();
 */
export async function startExampleWorld({ example = 'basic', appPort, wallet }: StartExampleWorldParameters = {}): Promise<ExampleWorld> {
  const config = JSON.parse(readFileSync(join(REPO_ROOT, 'examples', example, 'wallet-modal.config.json'), 'utf8')) as {
    projectId: string;
    apiUrl?: string;
  };
  const apiPort = config.apiUrl ? Number(new URL(config.apiUrl).port) : undefined;
  if (apiPort && !(await isPortFree(apiPort))) {
    throw new Error(`Port ${apiPort} is busy, but examples/${example} expects its API server at ${config.apiUrl}. Stop what listens there and retry.`);
  }
  for (const { chainId, port } of EXAMPLE_CHAINS) {
    if (!(await isPortFree(port))) {
      throw new Error(
        `Port ${port} is busy, but examples/${example} expects chain ${chainId} at http://127.0.0.1:${port}. ` +
          `Stop what listens there (\`ss -ltnp 'sport = :${port}'\` shows it) and retry.`,
      );
    }
  }
  const chains: Anvil[] = [];
  let api: ApiWorld | undefined;
  const stopChains = async () => {
    await api?.stop();
    await Promise.all(chains.map((chain) => chain.stop()));
  };
  try {
    for (const { chainId, port } of EXAMPLE_CHAINS) chains.push(await startAnvil({ chainId, port }));
    if (apiPort) api = await startApiServer({ projectId: config.projectId, port: apiPort, chains });
    const { dist } = await buildExample(example);
    const walletConfig: DevWalletConfig = {
      chains: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.url])),
      chainId: EXAMPLE_CHAINS[0].chainId,
      account: DEV_ACCOUNTS[0]!.address,
      ...wallet,
    };
    const app = await serveStatic({ root: dist, port: appPort, injectScripts: devWalletScripts(walletConfig) });
    return {
      app,
      chains,
      api,
      wallet: walletConfig,
      stop: async () => {
        await Promise.all([app.close(), stopChains()]);
      },
    };
  } catch (error) {
    await stopChains();
    throw error;
  }
}
