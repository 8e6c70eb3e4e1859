// The world an example app expects: anvil chains on the fixed ports its config names,
// the app built and served with the Dev Wallet injected. Used by the demo and browser tests.
import { DEV_ACCOUNTS } from './accounts';
import { startAnvil, type Anvil } from './anvil';
import { buildExample } from './example-app';
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
  for (const { chainId, port } of EXAMPLE_CHAINS) {
    if (!(await isPortFree(port))) {
      throw new Error(
        `Port ${port} is busy, but examples/${example} expects chain ${chainId} at http://127.0.0.1:${port}. ` +
          `Stop what listens there (\`ss -ltnp 'sport = :${port}'\` shows it) and retry.`,
      );
    }
  }
  const chains: Anvil[] = [];
  const stopChains = () => Promise.all(chains.map((chain) => chain.stop()));
  try {
    for (const { chainId, port } of EXAMPLE_CHAINS) chains.push(await startAnvil({ chainId, port }));
    const { dist } = await buildExample(example);
    const config: DevWalletConfig = {
      chains: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.url])),
      chainId: EXAMPLE_CHAINS[0].chainId,
      account: DEV_ACCOUNTS[0]!.address,
      ...wallet,
    };
    const app = await serveStatic({ root: dist, port: appPort, injectScripts: devWalletScripts(config) });
    return {
      app,
      chains,
      wallet: config,
      stop: async () => {
        await Promise.all([app.close(), stopChains()]);
      },
    };
  } catch (error) {
    await stopChains();
    throw error;
  }
}
