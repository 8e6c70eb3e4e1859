// The server's configuration: one zod schema for the config file, env vars fill the gaps.
// Every field has a default, so an empty file (or none) gives a working server.
import { isAddress as isSolanaAddress } from '@solana/kit';
import { z } from 'zod';
import { LEGACY_NAME_SUFFIXES, NAME_SUFFIX } from '@wallet-modal/schema/defaults';
import { trustedProxyProblem } from '../client-address.js';
import { convertChainsConfigured, convertConfigSchema } from '../convert/config.js';
import { embeddedConfigSchema } from '../embedded/config.js';
import { historyConfigSchema, historyChainsConfigured } from '../history/config.js';
import { onrampConfigSchema } from '../onramp/config.js';
import { originPattern } from '../projects/patterns.js';
import { pricesConfigSchema } from '../prices/config.js';
import { completeChainConfig } from './chains.js';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address');
const caip2 = z.string().regex(/^eip155:[1-9][0-9]{0,15}$/, 'must be a CAIP-2 eip155 chain id such as eip155:1 or eip155:84532');

/** A developer's own machine: any port of localhost and 127.0.0.1. */
export const localhostOrigins = ['http://localhost:*', 'https://localhost:*', 'http://127.0.0.1:*'];

/** Hosting conveniences the spec allows by default; anyone can put a page on them, so they decide no security boundary unless named. */
export const convenienceOrigins = {
  'pages.dev': 'https://*.pages.dev',
  'vercel.app': 'https://*.vercel.app',
  'ngrok-free.app': 'https://*.ngrok-free.app',
} as const;

/** The spec's default allowed origins (the public API's CORS guard): localhost (any port), pages.dev, vercel.app, ngrok-free.app. */
export const defaultAllowedOrigins = [...localhostOrigins, ...Object.values(convenienceOrigins)];

/** A load balancer or reverse proxy: an IPv4 or IPv6 address or CIDR range (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). */
const trustedProxy = z.string().superRefine((entry, ctx) => {
  const problem = trustedProxyProblem(entry);
  if (problem) ctx.addIssue({ code: 'custom', message: `${JSON.stringify(entry)} is not an IP address or CIDR range (${problem})` });
});

export const tokenConfigSchema = z.strictObject({
  address,
  /** Overrides what the contract reports; when absent name, symbol and decimals are read from the chain. */
  name: z.string().min(1).optional(),
  symbol: z.string().min(1).optional(),
  decimals: z.number().int().min(0).max(255).optional(),
  iconUrl: z.url().optional(),
});

const rpcUrl = z.url({ protocol: /^https?$/ });

/**
 * An EVM chain the server serves, in the shape of the app's `customNetworks` (id, name, nativeCurrency, rpcUrls,
 * blockExplorer, testnet, iconUrl); a chain viem knows (`viem/chains`) needs only its id, the rest is viem's.
 */
export const chainConfigInputSchema = z.strictObject({
  id: caip2,
  /** Defaults to viem's name of the chain. */
  name: z.string().min(1).optional(),
  /** The chain's RPC URLs, tried in order (the app config's shape); or rpcUrl with fallbackRpcUrls. Defaults to viem's public RPC. */
  rpcUrls: z.array(rpcUrl).min(1).max(9).optional(),
  rpcUrl: rpcUrl.optional(),
  /** Further RPC URLs of the same chain, tried in order when rpcUrl fails (refused, timed out, an error status, not JSON-RPC). */
  fallbackRpcUrls: z.array(rpcUrl).max(8).default([]),
  wsUrl: z.url({ protocol: /^wss?$/ }).optional(),
  /** Defaults to viem's native currency of the chain. */
  nativeCurrency: z.strictObject({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(1).max(36) }).optional(),
  blockExplorer: z.strictObject({ name: z.string().min(1), url: z.url({ protocol: /^https?$/ }) }).optional(),
  /** A test network has no fiat prices (balances, history and swaps show no values). Defaults to viem's flag, else false. */
  testnet: z.boolean().optional(),
  iconUrl: z.url().optional(),
  /** Multicall3 address; the canonical one unless set. `null` reads each token with its own eth_call. */
  multicall3: address.nullable().default('0xcA11bde05977b3631167028862bE2a173976CA11'),
  tokens: z.array(tokenConfigSchema).default([]),
  /** ENS-style name service: the chain's Universal Resolver. No name service: identity answers nulls. */
  nameService: z.strictObject({ type: z.literal('ens'), universalResolver: address }).optional(),
  /** ERC-4337 for the embedded wallet on this chain: its smart account sends user operations through this bundler
   * (eth_sendUserOperation …, EntryPoint v0.8). Absent: the chain is not among smartAccountEnabledNetworks (EOA only). */
  smartAccounts: z
    .strictObject({
      bundlerUrl: z.url({ protocol: /^https?$/ }),
    })
    .optional(),
});

/** A configured chain with viem's facts filled in: name, currency, testnet and at least one RPC URL always known. */
export const chainConfigSchema = chainConfigInputSchema.transform((chain, ctx) => completeChainConfig(chain, ctx) ?? z.NEVER);

/** A Bitcoin chain the balance route serves: its bip122 CAIP-2 id and an Esplora-compatible API (esplora, mempool.space's /api, electrs). */
export const bitcoinChainConfigSchema = z.strictObject({
  id: z.enum(['bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba'], {
    error: 'must be bip122:000000000019d6689c085ae165831e93 (Bitcoin) or bip122:000000000933ea01ad0ee984209779ba (Bitcoin Testnet)',
  }),
  name: z.string().min(1),
  /** Base URL of the API, e.g. https://mempool.space/api; the server reads GET {esploraUrl}/address/{address}. */
  esploraUrl: z.url({ protocol: /^https?$/ }),
  nativeCurrency: z
    .strictObject({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(1).max(36) })
    .default({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 }),
});

/** A Solana CAIP-2 id: `solana:` and the first 32 characters of the cluster's genesis hash (base58). */
const solanaCaip2 = z
  .string()
  .regex(
    /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/,
    'must be a Solana CAIP-2 id: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp (mainnet), solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1 (devnet), solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z (testnet) or another cluster\'s genesis hash prefix',
  );

/** Names for SPL tokens the balance route lists (the chain knows amounts and decimals, not names). */
export const solanaTokenConfigSchema = z.strictObject({
  mint: z.string().refine(isSolanaAddress, 'must be a base58 mint address (32 to 44 characters)'),
  symbol: z.string().min(1),
  name: z.string().min(1),
  /** The mint's decimals as the operator knows them; the chain's answer wins when they differ. */
  decimals: z.number().int().min(0).max(255).optional(),
  iconUrl: z.url().optional(),
});

/** A Solana cluster the balance route serves: SOL and every SPL token account (Token and Token-2022) of an owner. */
export const solanaChainConfigSchema = z.strictObject({
  id: solanaCaip2,
  name: z.string().min(1),
  /** The cluster's JSON-RPC URL (getBalance, getTokenAccountsByOwner). */
  rpcUrl: z.url({ protocol: /^https?$/ }),
  nativeCurrency: z
    .strictObject({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(1).max(36) })
    .default({ name: 'Solana', symbol: 'SOL', decimals: 9 }),
  tokens: z.array(solanaTokenConfigSchema).default([]),
});

export const projectSeedSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  name: z.string().max(200).optional(),
  origins: z.array(originPattern).default([]),
  analytics: z.boolean().default(true),
});

export const configSchema = z.strictObject({
  /**
   * 'production' (the default): convenience defaults decide no security boundary, and the server refuses settings that are
   * only fit for a developer's machine. 'development': a developer's own machine (the demo, tests): localhost conveniences on.
   * WALLET_MODAL_MODE or `wallet-modal-server --dev` set it too (docs/security/embedded-wallet.md).
   */
  mode: z.enum(['development', 'production']).default('production'),
  host: z.string().default('127.0.0.1'),
  port: z.number().int().min(0).max(65535).default(8787),
  /** Base URL clients reach this server at; used for icon URLs. Defaults to http://host:port. */
  publicUrl: z.url().optional(),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One info line per request (method, path, status, ms). */
  logRequests: z.boolean().default(true),
  /** Proxies whose X-Forwarded-For is believed for the client address (src/client-address.ts). Empty: the socket's address. */
  trustedProxies: z.array(trustedProxy).default([]),
  database: z
    .strictObject({
      /** postgres://… — when set, PostgreSQL is used; otherwise the embedded PGlite database. */
      url: z.string().optional(),
      /** PGlite data directory, or memory:// for a throwaway database. */
      pgliteDir: z.string().default('.wallet-modal-server/pgdata'),
      poolSize: z.number().int().min(1).max(100).default(10),
    })
    .prefault({}),
  origins: z
    .strictObject({
      defaults: z.array(originPattern).default(defaultAllowedOrigins),
      /** When false only each project's own origins are allowed. */
      includeDefaults: z.boolean().default(true),
      /**
       * The hosting conveniences the embedded wallet's secure site trusts as if each project listed them (frame-ancestors,
       * the passkey top origin): none unless named here, e.g. ['vercel.app']. Naming one in production logs a warning at
       * start: anyone can host a page there. The defaults above only open the public API's CORS (src/projects/trusted.ts).
       */
      trustDefaults: z.array(z.enum(Object.keys(convenienceOrigins) as [keyof typeof convenienceOrigins])).default([]),
    })
    .prefault({}),
  projects: z.array(projectSeedSchema).default([]),
  analytics: z
    .strictObject({
      enabled: z.boolean().default(true),
      /** Per event: a single-event body, or each event of a batch. */
      maxBodyBytes: z.number().int().min(256).default(16_384),
      /** Events in one POST /e batch (a JSON array). */
      maxBatchEvents: z.number().int().min(1).max(10_000).default(100),
    })
    .prefault({}),
  directory: z
    .strictObject({
      /** Load the shipped wallet directory into an empty database at start. */
      seed: z.boolean().default(true),
      pageSizeMax: z.number().int().min(1).max(1000).default(100),
    })
    .prefault({}),
  /** EVM chains (src/config/chains.ts): the app config's network shape, or just the id of a chain viem knows. */
  chains: z
    .array(chainConfigSchema)
    .default([])
    .refine((chains) => new Set(chains.map((chain) => chain.id)).size === chains.length, 'each EVM chain id may be configured once'),
  /** Bitcoin chains (bip122) of the balance route, each read through its Esplora API. */
  bitcoin: z.strictObject({ chains: z.array(bitcoinChainConfigSchema).default([]) }).prefault({}),
  /** Solana clusters of the balance route and supported-chains, each read through its JSON-RPC. */
  solana: z
    .strictObject({
      chains: z
        .array(solanaChainConfigSchema)
        .default([])
        .refine((chains) => new Set(chains.map((chain) => chain.id)).size === chains.length, 'each Solana chain id may be configured once'),
    })
    .prefault({}),
  /** Token prices: on-chain feeds and pools, then the price file (src/prices/config.ts). */
  prices: pricesConfigSchema.prefault({}),
  /** Swaps (src/convert/config.ts): /v1/convert/*. */
  convert: convertConfigSchema.prefault({}),
  rpc: z
    .strictObject({
      timeoutMs: z.number().int().min(1).default(10_000),
      retryCount: z.number().int().min(0).max(10).default(3),
      retryDelayMs: z.number().int().min(0).default(150),
      maxBodyBytes: z.number().int().min(1024).default(1_000_000),
      maxBatchSize: z.number().int().min(1).default(1000),
      /** Node admin and test namespaces never reach the upstream through the public proxy. */
      blockedMethodPrefixes: z
        .array(z.string())
        .default(['admin_', 'anvil_', 'debug_', 'evm_', 'hardhat_', 'miner_', 'personal_', 'txpool_']),
    })
    .prefault({}),
  /** The account history indexer and GET /v1/account/{account}/history (src/history/config.ts). */
  history: historyConfigSchema.prefault({}),
  /** The embedded wallet: e-mail login, device-signed sessions, key shares and the secure site (src/embedded/config.ts). */
  embedded: embeddedConfigSchema.prefault({}),
  /** Account names (src/names/): GET/POST /v1/profile/*. */
  names: z
    .strictObject({
      enabled: z.boolean().default(true),
      /** The zone names are registered under (spec §5: .reown.id). */
      suffix: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/).default(NAME_SUFFIX),
      /** Older zones still resolved (spec §5: legacy .wcn.id). */
      legacySuffixes: z.array(z.string()).default([...LEGACY_NAME_SUFFIXES]),
      /** How old a signed registration may be. */
      maxMessageAgeSeconds: z.number().int().min(10).default(600),
    })
    .prefault({}),
  /** On-ramp (src/onramp/config.ts): the providers crypto is bought through, with the operator's keys. */
  onramp: onrampConfigSchema.prefault({}),
  /** Sign-in with wallet (src/siwx/): nonces and sessions. */
  siwx: z
    .strictObject({
      enabled: z.boolean().default(true),
      nonceTtlSeconds: z.number().int().min(10).max(3600).default(600),
      /** The longest session a message may ask for (its expiration time is capped at this). */
      maxSessionSeconds: z.number().int().min(60).default(7 * 24 * 3600),
      /** How far a message's issued-at may be from the server's clock. */
      clockSkewSeconds: z.number().int().min(0).max(3600).default(300),
    })
    .prefault({}),
})
  .superRefine(historyChainsConfigured)
  .superRefine(convertChainsConfigured);

export type Config = z.infer<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;
export type ChainConfig = z.output<typeof chainConfigSchema>;
export type ChainConfigInput = z.input<typeof chainConfigSchema>;
export type TokenConfig = z.infer<typeof tokenConfigSchema>;
export type BitcoinChainConfig = z.infer<typeof bitcoinChainConfigSchema>;
export type SolanaChainConfig = z.infer<typeof solanaChainConfigSchema>;
