// The world an example app expects: anvil chains, the local SVM (Solana), our API server when its config has an apiUrl, and
// the app built for their URLs (a variant generated from the example's config, see example-variant.ts)
// and served with the Dev Wallet injected. Free ports unless told otherwise: tests never collide with
// each other or with a running demo. Used by the demo and browser tests.
import { createPublicClient, createWalletClient, defineChain, http, isAddress, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_ACCOUNTS, DEV_SOLANA_ACCOUNTS } from './accounts';
import { startApiServer, type ApiWorld } from './api-server';
import { startBundler, type Bundler } from './bundler';
import { startAnvil, type Anvil } from './anvil';
import { buildExampleVariant, generatedPolicy, readExampleConfig } from './example-variant';
import { setUpFarcaster, type LocalFarcaster } from './farcaster';
import { startSignedUrlProvider, type SignedUrlStandIn } from './onramp-provider';
import { devWalletScripts, type DevWalletConfig } from './inject-dev-wallet';
import { solanaDevWalletScripts } from './inject-solana-dev-wallet';
import { assertPortsFree, freePort } from './ports';
import { serveStatic, type StaticServer } from './serve';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { startSolanaWorld, type SolanaWorld } from './solana-world';

/**
 * The chains examples/* are generated for, under their real ids, with the ports their checked-in configs
 * name (the demo's usual ports): the local development chain and a second local chain as Base Sepolia.
 */
export const EXAMPLE_CHAINS = [
  { chainId: 31337, port: 8545, name: 'Local' },
  { chainId: 84532, port: 8546, name: 'Base Sepolia' },
] as const;

/** Farcaster's registries live on OP Mainnet: a world that offers Farcaster sign-in runs an anvil under chain id 10 for them. */
export const FARCASTER_CHAIN_ID = 10;

/**
 * No provider sells test-network coins, so the kit offers Buy on mainnets only: a world that buys
 * adds a local Ethereum (an anvil under chain id 1) to the app's networks.
 */
export const BUY_CHAIN_ID = 1;

/** The on-ramp stand-in's treasury: a dev account of its own, so a delivery never moves the Dev Wallet's funds. */
const ONRAMP_TREASURY = DEV_ACCOUNTS[9]!;

/** Sends a bought amount of ETH to the buyer on the buy chain; other currencies are not delivered (undefined). */
async function deliverEther(chain: Anvil, { currencyCode, walletAddress, amount }: { currencyCode: string; walletAddress: string; amount: number }): Promise<string | undefined> {
  if (currencyCode !== 'eth' || !isAddress(walletAddress)) return undefined;
  const viemChain = defineChain({ id: chain.chainId, name: exampleChainName(chain.chainId), nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.url] } } });
  const wallet = createWalletClient({ account: privateKeyToAccount(ONRAMP_TREASURY.privateKey), chain: viemChain, transport: http(chain.url) });
  const hash = await wallet.sendTransaction({ to: walletAddress, value: parseEther(amount.toFixed(6)) });
  await createPublicClient({ chain: viemChain, transport: http(chain.url) }).waitForTransactionReceipt({ hash, pollingInterval: 100 });
  return hash;
}

/** The name a world's chain goes by: 'Local', 'Base Sepolia', or 'Ethereum' for the chain a buying world adds. */
export function exampleChainName(chainId: number): string {
  return EXAMPLE_CHAINS.find((chain) => chain.chainId === chainId)?.name ?? (chainId === BUY_CHAIN_ID ? 'Ethereum' : `Chain ${chainId}`);
}

export type StartExampleWorldParameters = {
  /** Folder under examples/; default 'basic'. */
  example?: string;
  /** Port for the app; default a free one. */
  appPort?: number;
  /** Ports for the chains, in EXAMPLE_CHAINS order; default free ones. */
  chainPorts?: readonly number[];
  /** Port for our API server, when the example's config names an apiUrl; default a free one. */
  apiPort?: number;
  /** Port for the local SVM's JSON-RPC (Solana); default a free one. */
  svmPort?: number;
  /** Port for the embedded wallet's secure site, when the example's config names a secureSiteUrl; default a free one. */
  secureSitePort?: number;
  /** Port for the mailbox page of the SMTP sink the embedded wallet mails to; default a free one. */
  mailboxPort?: number;
  /** Overrides for the injected Dev Wallet (e.g. announceTwice). */
  wallet?: Partial<DevWalletConfig>;
  /** Start local stand-ins for the six social providers and configure the secure site for them. */
  social?: boolean;
  /** Offer Farcaster sign-in: the IdRegistry stand-in on a local OP Mainnet (an anvil under chain id 10, not one of the app's networks), and a scripted Farcaster app. */
  farcaster?: boolean;
  /** Config merged into the example's before it is generated and built (e.g. themeVariables). */
  config?: Record<string, unknown>;
  /** Buy through a local signed-URL on-ramp provider (onramp-provider.ts) configured on our API server, on Ethereum (BUY_CHAIN_ID), which joins the app's networks. */
  onramp?: boolean;
  /** Files of the app's own (path in the app → text) written after generate, as a user edits the page code. */
  files?: Record<string, string>;
  /** Smart accounts for the embedded wallet on the first chain: EntryPoint v0.8, Simple7702Account (EIP-7702) and the alto bundler (bundler.ts). */
  smartAccounts?: boolean;
  /** Serve the app with the Content-Security-Policy `create-wallet-modal csp` prints for its config (issue 36). */
  generatedCsp?: boolean;
};

export type ExampleWorld = {
  app: StaticServer;
  chains: Anvil[];
  /** The local SVM (devnet's CAIP-2 id) with the funded dev Solana accounts and their test mints. */
  solana: SolanaWorld;
  /** Our API server, when the example's config names an apiUrl. */
  api?: ApiWorld;
  /** The SMTP sink the embedded wallet's codes and device links go to, when the config names a secureSiteUrl. */
  mail?: SmtpSink;
  /** The IdRegistry and the scripted Farcaster app, when the world asked for Farcaster. */
  farcaster?: LocalFarcaster;
  /** The on-ramp provider stand-in, when the world asked for one. */
  onramp?: SignedUrlStandIn;
  /** The first chain's ERC-4337 bundler, when the world asked for smart accounts. */
  bundler?: Bundler;
  wallet: DevWalletConfig;
  stop: () => Promise<void>;
};

/** The ports the checked-in config of examples/<example> names: the demo binds these by default. */
export function usualPorts(example: string): { chains: number[]; svm: number; api?: number; secureSite?: number; mailbox?: number } {
  const { apiUrl, secureSiteUrl, rpcUrls = {} } = readExampleConfig(example) as { apiUrl?: string; secureSiteUrl?: string; rpcUrls?: Record<string, string> };
  const solanaRpc = Object.entries(rpcUrls).find(([network]) => network.startsWith('solana:'))?.[1];
  return {
    chains: EXAMPLE_CHAINS.map(({ port }) => port),
    svm: solanaRpc ? Number(new URL(solanaRpc).port) : SVM_PORT,
    api: apiUrl ? Number(new URL(apiUrl).port) : undefined,
    secureSite: secureSiteUrl ? Number(new URL(secureSiteUrl).port) : undefined,
    mailbox: secureSiteUrl ? MAILBOX_PORT : undefined,
  };
}

/** Where the demo shows the mails the embedded wallet sent (codes, device links). */
export const MAILBOX_PORT = 8025;

/** The demo's local SVM, on solana-test-validator's usual RPC port. */
export const SVM_PORT = 8899;

/** The config's rpcUrls entry for the local SVM, when the example's networks include a Solana network. */
function solanaRpcUrls(config: { networks?: unknown }, solana: SolanaWorld): Record<string, string> {
  const networks = Array.isArray(config.networks) ? config.networks.filter((network): network is string => String(network).startsWith('solana:')) : [];
  return Object.fromEntries(networks.map((network) => [network, solana.url]));
}

/**
 * Starts the EXAMPLE_CHAINS on `ports` (in order), or on free ports.
 * @example
 * const chains = await startExampleChains();
 * const app = await buildExampleVariant('basic', { rpcUrls: rpcUrlsOf(chains) });
 */
export async function startExampleChains(ports: readonly number[] = []): Promise<Anvil[]> {
  const started = await Promise.allSettled(EXAMPLE_CHAINS.map(({ chainId }, index) => startAnvil({ chainId, port: ports[index] })));
  const chains = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(chains.map((chain) => chain.stop()));
    throw failed.reason;
  }
  return chains;
}

/** The config's rpcUrls for `chains`: { 'eip155:<id>': url }. */
export function rpcUrlsOf(chains: readonly Anvil[]): Record<string, string> {
  return Object.fromEntries(chains.map((chain) => [`eip155:${chain.chainId}`, chain.url]));
}

/**
 * Starts the chains (and the API server when the example has an apiUrl), builds examples/<example>
 * for their URLs and serves it with the Dev Wallet injected. Ports passed in must be free, else a
 * PortBusyError names the port and what holds it.
 * @example
 * const world = await startExampleWorld();
 * await page.goto(world.app.url);
 * await world.stop();
 */
export async function startExampleWorld({
  example = 'basic',
  appPort,
  chainPorts = [],
  apiPort,
  svmPort,
  secureSitePort,
  mailboxPort,
  wallet,
  config: configOverrides,
  social,
  farcaster: withFarcaster,
  onramp: withOnramp,
  smartAccounts: withSmartAccounts,
  files,
  generatedCsp,
}: StartExampleWorldParameters = {}): Promise<ExampleWorld> {
  const config = readExampleConfig(example) as { projectId: string; apiUrl?: string; secureSiteUrl?: string; networks?: unknown };
  const embedded = Boolean(config.apiUrl && config.secureSiteUrl);
  await assertPortsFree([
    ...EXAMPLE_CHAINS.flatMap(({ chainId, name }, index) => {
      const port = chainPorts[index];
      return port ? [{ port, role: `chain ${chainId}, ${name}` }] : [];
    }),
    ...(svmPort ? [{ port: svmPort, role: 'local SVM (Solana JSON-RPC)' }] : []),
    ...(config.apiUrl && apiPort ? [{ port: apiPort, role: 'API server' }] : []),
    ...(embedded && secureSitePort ? [{ port: secureSitePort, role: 'secure site (embedded wallet)' }] : []),
    ...(embedded && mailboxPort ? [{ port: mailboxPort, role: 'mailbox (SMTP sink)' }] : []),
  ]);
  const stops: (() => unknown)[] = [];
  const stopAll = async () => void (await Promise.allSettled(stops.reverse().map((stop) => stop())));
  try {
    const chains = await startExampleChains(chainPorts);
    stops.push(...chains.map((chain) => chain.stop));
    const buyChain = withOnramp ? await startAnvil({ chainId: BUY_CHAIN_ID }) : undefined;
    if (buyChain) {
      stops.push(buyChain.stop);
      chains.push(buyChain);
      configOverrides = { ...configOverrides, networks: [...((configOverrides?.networks ?? config.networks) as string[]), `eip155:${BUY_CHAIN_ID}`] };
    }
    const solana = await startSolanaWorld({ port: svmPort });
    stops.push(solana.stop);
    const mail = embedded ? await startSmtpSink({ httpPort: mailboxPort ?? 0 }) : undefined;
    if (mail) stops.push(mail.stop);
    const opChain = withFarcaster ? await startAnvil({ chainId: FARCASTER_CHAIN_ID }) : undefined;
    if (opChain) stops.push(opChain.stop);
    let apiWorld: ApiWorld | undefined;
    const farcaster = withFarcaster && opChain ? await setUpFarcaster(opChain, () => apiWorld?.secureSiteUrl ?? '') : undefined;
    const onramp = withOnramp && config.apiUrl ? await startSignedUrlProvider() : undefined;
    if (onramp) stops.push(onramp.stop);
    const first = chains[0]!;
    const bundler = withSmartAccounts && embedded ? await startBundler({ rpcUrl: first.url, chainId: first.chainId }) : undefined;
    if (bundler) stops.push(bundler.stop);
    // Social login's full-page fallback returns only to a page the server lists exactly: the app's, so its port is chosen now.
    const appPortChosen = appPort ?? (social && embedded ? await freePort() : 0);
    const socialReturnUrls = social ? [`http://127.0.0.1:${appPortChosen}/`] : undefined;
    // Port 0 lets the server pick a free one; its url says which.
    const api = config.apiUrl
      ? await startApiServer({
          projectId: config.projectId,
          port: apiPort ?? 0,
          chains,
          solana,
          embedded: mail && { smtp: { host: mail.host, port: mail.smtpPort }, secureSitePort, social, socialReturnUrls, farcasterRpcUrl: farcaster && opChain?.url },
          onramp: onramp && { providers: [onramp.config] },
          ...(bundler ? { bundlers: { [first.chainId]: bundler.url } } : {}),
        })
      : undefined;
    apiWorld = api;
    if (api) stops.push(api.stop);
    // The stand-in's Pay button pays out as the provider would: ETH from its treasury on the local Ethereum, then its webhook.
    if (onramp && api && buyChain) onramp.payOut({ serverUrl: api.server.url, deliver: (purchase) => deliverEther(buyChain, purchase) });
    const solanaUrls = solanaRpcUrls({ networks: configOverrides?.networks ?? config.networks }, solana);
    const rpcUrls = { ...rpcUrlsOf(chains), ...solanaUrls };
    const variant = await buildExampleVariant(example, { rpcUrls, apiUrl: api?.server.url, secureSiteUrl: api?.secureSiteUrl, config: configOverrides, files });
    stops.push(variant.remove);
    const walletConfig: DevWalletConfig = {
      chains: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.url])),
      chainId: EXAMPLE_CHAINS[0].chainId,
      account: DEV_ACCOUNTS[0]!.address,
      ...wallet,
    };
    // An app with Solana networks gets the Solana Dev Wallet too (wallet-standard, the first dev Solana account).
    const solanaWallet = Object.keys(solanaUrls).length > 0 ? solanaDevWalletScripts({ account: DEV_SOLANA_ACCOUNTS[0]!, rpcUrl: solana.url }) : [];
    const headers: Record<string, string> = generatedCsp ? { 'content-security-policy': await generatedPolicy(variant.root) } : {};
    const app = await serveStatic({ root: variant.dist, port: appPortChosen, injectScripts: [...devWalletScripts(walletConfig), ...solanaWallet], headers });
    stops.push(app.close);
    return { app, chains, solana, api, mail, farcaster, onramp, bundler, wallet: walletConfig, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
