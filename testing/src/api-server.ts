// Our own backend (server/) in the local world: an embedded database, the example's project
// allowing loopback origins, and the example chains with a demo ERC20 the Dev Wallet account holds;
// the first chain also gets the swap world (Uniswap, USDC and DAI, price feeds: ./uniswap.ts), served
// by the server's /v1/convert/* and priced for balances and POST /v1/fungible/price.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, type Abi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ConfigInput } from '../../server/src/config/schema.js';
import type { RunningServer } from '../../server/src/index.js';
import contracts from '../../server/test/fixtures/contracts.json' with { type: 'json' };
import type { Anvil } from './anvil';
import { freePort } from './ports';
import type { SolanaWorld } from './solana-world';
import { startSocialProviders, type LocalSocialProviders } from './social-providers';
import { deployUniswap, type UniswapWorld } from './uniswap';
import { swapServerConfig } from './uniswap-config';
import { besideModule } from './files';

/**
 * Our server, loaded when a world starts it: it brings its database drivers and signature checks, which a
 * test that imports the testing kit for a chain or a wallet does not need (and bip322-js cannot load under jsdom).
 */
export const loadServer = () => import('../../server/src/index.js');

export type ApiWorld = {
  server: RunningServer;
  /** The embedded wallet's secure site (its own origin), when the world asked for one. */
  secureSiteUrl?: string;
  /** The local stand-ins for the six social providers, when the world asked for social login. */
  social?: LocalSocialProviders;
  /** The demo ERC20 on the first chain, held by the Dev Wallet account. */
  token: { address: Address; symbol: string; chainId: number };
  /** A USDT-style ERC20 on the first chain (transfer returns nothing), listed and held by the Dev Wallet account. */
  noReturnToken: { address: Address; symbol: string; name: string };
  /** NFT contracts on the first chain, deployed by dev account 9 (mint is open to anyone); `spam` is on the history deny list. */
  nfts: NftWorld;
  /** The swap world on the first chain: Uniswap V2 + V3, USDC and DAI (every dev account holds 10,000 of each), price feeds. */
  swap: UniswapWorld;
  stop: () => Promise<void>;
};

export type StartApiServerParameters = {
  /** The project the example's config names. */
  projectId: string;
  /** Port to listen on; 0 picks a free one (the server's url says which). */
  port: number;
  /** The example's chains; the first gets the demo token. */
  chains: readonly Anvil[];
  /** The local SVM: served as a Solana chain (its CAIP-2 id), naming and pricing its test tokens. */
  solana?: SolanaWorld;
  /**
   * The embedded wallet: where its mails go, and the secure site's port (0 = free). The secure site is
   * reached as http://localhost:PORT, another site than the app's 127.0.0.1, as a real deployment is.
   */
  embedded?: {
    smtp: { host: string; port: number };
    secureSitePort?: number;
    /** Start the local social providers and configure the server for them. */
    social?: boolean;
    /** The app pages the social full-page fallback may return to (embedded.social.returnUrls, exact). */
    socialReturnUrls?: string[];
    /** Offer Farcaster sign-in, reading the IdRegistry through this OP Mainnet (chain 10) RPC. */
    farcasterRpcUrl?: string;
  };
  /** The on-ramp block of the server's config (providers: local stand-ins, see onramp-provider.ts). */
  onramp?: ConfigInput['onramp'];
  /** ERC-4337 bundler URLs by chain id: those chains get smart accounts for the embedded wallet (testing/src/bundler.ts). */
  bundlers?: Readonly<Record<number, string>>;
};

const TOKEN = { name: 'Demo Token', symbol: 'DEMO', decimals: 18, supply: 1_000n * 10n ** 18n };
const NO_RETURN_TOKEN = { name: 'Tether-style USD', symbol: 'USDT', decimals: 6, supply: 1_000_000n * 10n ** 6n };
/** The NFT collections' names and symbols (the indexer reads them; the token image route draws the symbol). */
export const NFT_COLLECTIONS = { erc721: ['Local Kittens', 'KIT'], spam: ['Free Airdrop', 'FREE'] } as const;

export type NftWorld = { erc721: Address; erc1155: Address; spam: Address };
type FixtureName = 'TestToken' | 'TestNoReturnToken' | 'TestNFT' | 'TestMultiToken';

/** Deploys a fixture contract from dev account `from` and waits for it. */
async function deploy(chain: Anvil, from: number, name: FixtureName, args: unknown[]): Promise<Address> {
  const { abi, bytecode } = (contracts as unknown as Record<FixtureName, { abi: Abi; bytecode: Hex }>)[name];
  const account = privateKeyToAccount(chain.accounts[from]!.privateKey);
  const viemChain = { id: chain.chainId, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.url] } } };
  const wallet = createWalletClient({ account, chain: viemChain, transport: http(chain.url) });
  const hash = await wallet.deployContract({ abi, bytecode, args });
  const receipt = await createPublicClient({ chain: viemChain, transport: http(chain.url) }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error(`${name} did not deploy`);
  return receipt.contractAddress;
}

/** The demo ERC20 and the USDT-style one, from anvil's first account (which the Dev Wallet uses), one after the other. */
async function deployTokens(chain: Anvil): Promise<[Address, Address]> {
  const token = await deploy(chain, 0, 'TestToken', [TOKEN.name, TOKEN.symbol, TOKEN.decimals, TOKEN.supply]);
  const noReturn = await deploy(chain, 0, 'TestNoReturnToken', [NO_RETURN_TOKEN.name, NO_RETURN_TOKEN.symbol, NO_RETURN_TOKEN.decimals, NO_RETURN_TOKEN.supply]);
  return [token, noReturn];
}

/** An ERC-721, an ERC-1155 and a spam ERC-721, from dev account 9 (not the Dev Wallet's, whose nonces stay as they were). */
async function deployNfts(chain: Anvil): Promise<NftWorld> {
  const erc721 = await deploy(chain, 9, 'TestNFT', [...NFT_COLLECTIONS.erc721]);
  const erc1155 = await deploy(chain, 9, 'TestMultiToken', []);
  const spam = await deploy(chain, 9, 'TestNFT', [...NFT_COLLECTIONS.spam]);
  return { erc721, erc1155, spam };
}

/** The price file the server ships (server/data/prices.json). */
const SERVER_PRICES = JSON.parse(readFileSync(besideModule(import.meta.url, '../../server/data/prices.json'), 'utf8')) as { usd: Record<string, number> };

/** Prices of the SVM's test tokens: 1 and 0.5 in the demo's currency. */
const solanaPrices = (solana: SolanaWorld | undefined) => (solana ? { [solana.mints.token.symbol]: 1, [solana.mints.token2022.symbol]: 0.5 } : {});

/** The server's config of the local SVM: the devnet id, its URL and names for its test mints. */
function solanaChainConfig(solana: SolanaWorld) {
  return {
    id: solana.chainId,
    name: 'Local Solana (devnet id)',
    rpcUrl: solana.url,
    tokens: Object.values(solana.mints).map(({ address, symbol, name, decimals }) => ({ mint: address, symbol, name, decimals })),
  };
}

/**
 * @example
 * const api = await startApiServer({ projectId: 'demo-project', port: 0, chains });
 */
export async function startApiServer({ projectId, port, chains, solana, embedded, onramp, bundlers = {} }: StartApiServerParameters): Promise<ApiWorld> {
  const [first] = chains;
  if (!first) throw new Error('startApiServer needs at least one chain');
  const [[token, noReturnToken], swap, nfts] = await Promise.all([deployTokens(first), deployUniswap({ url: first.url, chainId: first.chainId }), deployNfts(first)]);
  const swapConfig = swapServerConfig(swap);
  const dir = mkdtempSync(join(tmpdir(), 'wm-api-'));
  const pricesFile = join(dir, 'prices.json');
  // The server's own price list (every token it knows: USDT, USDC, …) plus the world's test tokens: one source for
  // the token list, Buy, Send and Swap.
  writeFileSync(pricesFile, JSON.stringify({ usd: { ...SERVER_PRICES.usd, [TOKEN.symbol]: 1.25, ...solanaPrices(solana) } }));
  let social: LocalSocialProviders | undefined;
  try {
    const sitePort = embedded ? embedded.secureSitePort || (await freePort()) : undefined;
    social = embedded?.social ? await startSocialProviders(`http://localhost:${sitePort}`) : undefined;
    const { loadConfig, startServer } = await loadServer();
    const server = await startServer(
      loadConfig({
        env: {},
        overrides: {
          mode: 'development',
          port,
          logLevel: 'warn',
          logRequests: false,
          database: { pgliteDir: join(dir, 'pgdata') },
          projects: [{ id: projectId, name: 'Local demo', origins: ['http://127.0.0.1:*', 'http://localhost:*'] }],
          prices: { ...swapConfig.prices, file: pricesFile },
          convert: swapConfig.convert,
          history: { spamContracts: [`eip155:${first.chainId}:${nfts.spam}`] },
          ...(onramp ? { onramp } : {}),
          embedded: embedded
            ? {
                enabled: true,
                smtp: { host: embedded.smtp.host, port: embedded.smtp.port, from: 'Wallet modal demo <wallet@localhost>' },
                secureSite: { port: sitePort, publicUrl: `http://localhost:${sitePort}` },
                masterKeyFile: join(dir, 'master.key'),
                ...(social ? { social: { ...social.config, returnUrls: embedded.socialReturnUrls ?? [] } } : {}),
                ...(embedded.farcasterRpcUrl ? { farcaster: { rpcUrl: embedded.farcasterRpcUrl } } : {}),
              }
            : { enabled: false },
          ...(solana ? { solana: { chains: [solanaChainConfig(solana)] } } : {}),
          chains: chains.map((chain, index) => ({
            id: `eip155:${chain.chainId}`,
            name: `Local chain ${chain.chainId}`,
            rpcUrl: chain.url,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            multicall3: null,
            tokens: index === 0 ? [{ address: token }, { address: noReturnToken }, { address: swap.tokens.usdc.address }, { address: swap.tokens.dai.address }] : [],
            ...(bundlers[chain.chainId] ? { smartAccounts: { bundlerUrl: bundlers[chain.chainId]! } } : {}),
          })),
        },
      }),
    );
    return {
      server,
      secureSiteUrl: server.secureSiteUrl,
      social,
      token: { address: token, symbol: TOKEN.symbol, chainId: first.chainId },
      noReturnToken: { address: noReturnToken, symbol: NO_RETURN_TOKEN.symbol, name: NO_RETURN_TOKEN.name },
      nfts,
      swap,
      stop: async () => {
        await server.close();
        await social?.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await social?.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
