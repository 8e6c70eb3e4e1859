// The zod schema of wallet-modal.config.json: every developer-facing option of the spec, with its defaults.

import * as z from 'zod';
import {
  CONNECT_METHODS,
  CONNECTORS,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_ALLOW_UNSUPPORTED_CHAIN,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_ENABLE_NETWORK_SWITCH,
  DEFAULT_FEATURES,
  DEFAULT_NETWORK,
  DEFAULT_SOCIALS,
  DEFAULT_THEME_MODE,
  DEFAULT_WALLET_FEATURES_ORDER,
  PROJECT_ID_PATTERN,
  PROJECT_ID_RULE,
  SOCIALS,
  THEME_MODES,
  WALLET_FEATURES,
} from './defaults.js';
import { flags, httpUrl, orderedSubset, wsUrl } from './fields.js';
import { DEFAULT_LOCALE, LOCALES } from './locales.js';
import { CAIP_NETWORK_ID_PATTERNS, getNetwork, isNetworkId } from './networks.js';
import { themeVariablesSchema } from './theme.js';

export const PROJECT_ID_MESSAGE =
  'projectId is required: create a project at https://dashboard.reown.com and copy its Project ID ' +
  '(or use the id of a project on your own wallet-modal server)';

/** Spec §3 CAIP-2 ids: any EVM chain, Solana cluster or Bitcoin network, built in or defined in customNetworks. */
const networkId = z
  .string({ error: 'Expected a CAIP-2 network id as a string, e.g. "eip155:84532"' })
  .regex(new RegExp(Object.values(CAIP_NETWORK_ID_PATTERNS).map((pattern) => `(?:${pattern.source})`).join('|')), {
    error: 'Expected a CAIP-2 network id: "eip155:<chain id>" (e.g. "eip155:84532"), "solana:<genesis hash, 32 characters>" or "bip122:<32 hex digits>"',
  });

const customNetworkSchema = z.strictObject({
  id: networkId.describe('CAIP-2 id of the network, e.g. "eip155:777" or "solana:<genesis hash, 32 characters>".'),
  name: z.string().trim().min(1).max(64).describe('Name shown in the modal.'),
  nativeCurrency: z.strictObject({
    name: z.string().trim().min(1).max(64),
    symbol: z.string().trim().min(1).max(12),
    decimals: z.number().int().min(0).max(36),
  }).describe('The currency fees are paid in.'),
  rpcUrls: z.array(httpUrl()).min(1, { error: 'Give at least one RPC URL, e.g. ["https://rpc.example"]' }).max(8)
    .describe('http(s) RPC URLs, the first tried first.'),
  blockExplorer: z.strictObject({ name: z.string().trim().min(1).max(64), url: httpUrl() }).optional()
    .describe('The explorer transaction and address links open.'),
  testnet: z.boolean().default(false).describe('A test network: marked as such, no fiat values.'),
  iconUrl: z.string().regex(/^(https:\/\/|data:image\/)\S+$/, { error: 'Expected an https:// or data:image/ URL' }).optional()
    .describe('Icon of the network; without one the modal draws a monogram.'),
});
const eoaOrSmart = z.enum(['eoa', 'smartAccount']);

const metadataSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  url: httpUrl(),
  icons: z.array(httpUrl()).optional(),
});

const accountTypesSchema = z
  .strictObject({
    bip122: z.enum(['payment', 'ordinal', 'stx']).default(DEFAULT_ACCOUNT_TYPES.bip122),
    eip155: eoaOrSmart.default(DEFAULT_ACCOUNT_TYPES.eip155),
    polkadot: eoaOrSmart.default(DEFAULT_ACCOUNT_TYPES.polkadot),
    solana: eoaOrSmart.default(DEFAULT_ACCOUNT_TYPES.solana),
  })
  .prefault({});

/** A text with {placeholders}, or plural forms by Intl.PluralRules category (other is required). */
const textSchema = z.union([
  z.string(),
  z.strictObject({ zero: z.string(), one: z.string(), two: z.string(), few: z.string(), many: z.string(), other: z.string() }).partial().required({ other: true }),
]);
const textOverridesSchema = z.partialRecord(z.enum(LOCALES), z.record(z.string().min(1), textSchema));

const walletIds = z.array(z.string().min(1)).optional();
/** Sign-in with wallet: after connecting, the user signs a message that opens a session on the app's server. */
const siwxObject = z
  .strictObject({
    required: z.boolean().default(false).describe('The modal cannot be closed until the user signed in; declining disconnects.'),
    statement: z.string().max(200).optional().describe('A sentence the message shows above its fields.'),
    expiresInSeconds: z.number().int().min(60).max(30 * 24 * 3600).default(24 * 3600).describe('How long a session lasts.'),
  })
  .optional();

const configObject = z.strictObject({
  $schema: z.string().optional(),
  projectId: z.string({ error: PROJECT_ID_MESSAGE }).trim()
    .regex(PROJECT_ID_PATTERN, { error: (issue) => (issue.input === '' ? PROJECT_ID_MESSAGE : `projectId: ${PROJECT_ID_RULE} (copy it as your project shows it)`) })
    .describe('Your project id (https://dashboard.reown.com, or a project on your own wallet-modal server). Required.'),
  networks: z.array(networkId).min(1, { error: 'List at least one network, e.g. ["eip155:1"]' })
    .describe('CAIP-2 ids of the networks the app supports: any EVM chain (eip155:<chain id>), the built-in Solana and Bitcoin networks, or one of customNetworks.'),
  defaultNetwork: networkId.optional()
    .describe('The network selected first; one of networks. Default eip155:1 when listed, else the first network.'),
  rpcUrls: z
    .partialRecord(
      networkId,
      z.union([httpUrl(), z.array(httpUrl()).min(1).max(8)], { error: 'Expected an http(s) URL or a list of them, e.g. "https://rpc.example" or ["https://a.example", "https://b.example"]' }),
    )
    .optional()
    .describe('RPC URL per network (http or https), replacing the public default, e.g. a local chain; a list gives fallbacks, tried in order when one fails.'),
  customNetworks: z.array(customNetworkSchema).max(64).optional()
    .describe('Networks the app defines itself (a rollup of its own, a local validator); list their ids in networks too.'),
  features: flags(DEFAULT_FEATURES)
    .describe("Feature switches; a disabled feature is never in the app's bundle."),
  connectMethodsOrder: orderedSubset(CONNECT_METHODS, DEFAULT_CONNECT_METHODS_ORDER)
    .describe('Order of the sign-in methods on the Connect view.'),
  socials: orderedSubset(SOCIALS, DEFAULT_SOCIALS).describe('Social sign-in providers offered, in order.'),
  connectorOrder: orderedSubset(CONNECTORS, DEFAULT_CONNECTOR_ORDER)
    .describe('Order of the wallet groups on the Connect view.'),
  walletFeaturesOrder: orderedSubset(WALLET_FEATURES, DEFAULT_WALLET_FEATURES_ORDER)
    .describe('Order of the wallet feature buttons on the Account view.'),
  themeMode: z.enum(THEME_MODES).default(DEFAULT_THEME_MODE).describe('Colour scheme of the modal.'),
  themeVariables: themeVariablesSchema.optional()
    .describe('Theme overrides: accent, colorMix, … or their --w3m-* spellings.'),
  locale: z.enum(['auto', ...LOCALES]).default(DEFAULT_LOCALE)
    .describe("Language of the modal: a locale code, or auto for the browser's preferred languages (English when none is supported)."),
  texts: textOverridesSchema.optional()
    .describe('Your own wording for any text, per locale: { "en": { "title.Connect": "Sign in" } }. Keys are listed in docs/locales.md.'),
  metadata: metadataSchema.optional().describe('The app as wallets show it.'),
  defaultAccountTypes: accountTypesSchema.describe('Preferred account type per namespace.'),
  allowUnsupportedChain: z.boolean().default(DEFAULT_ALLOW_UNSUPPORTED_CHAIN)
    .describe('Stay connected when the wallet is on a network the app does not list.'),
  enableNetworkSwitch: z.boolean().default(DEFAULT_ENABLE_NETWORK_SWITCH)
    .describe('Let users switch networks from the modal.'),
  featuredWalletIds: walletIds.describe('Wallet directory ids shown first.'),
  includeWalletIds: walletIds.describe('Only these wallet directory ids are listed.'),
  excludeWalletIds: walletIds.describe('These wallet directory ids are never listed.'),
  apiUrl: httpUrl().optional()
    .describe('Base URL of the Blockchain API and wallet directory (your wallet-modal server).'),
  secureSiteUrl: httpUrl().optional().describe('URL of the embedded-wallet secure site.'),
  relayUrl: wsUrl().optional().describe('WalletConnect relay URL (ws or wss).'),
  termsConditionsUrl: httpUrl().optional().describe('Terms and conditions link shown on the Connect view.'),
  privacyPolicyUrl: httpUrl().optional().describe('Privacy policy link shown on the Connect view.'),
  siweConfig: siwxObject.describe('Sign-in with Ethereum (legacy name of siwx); do not combine with siwx.'),
  siwx: siwxObject.describe('Sign-in with wallet (needs apiUrl: our server keeps the sessions); replaces siweConfig.'),
});

type ConfigObject = z.output<typeof configObject>;

/** The config's keys in schema order, so tools print configs in one consistent order. */
export const CONFIG_KEYS = Object.keys(configObject.shape) as (keyof ConfigObject)[];

/**
 * Rules that span several keys; each issue points at the key to change. Runs even when other keys
 * failed, so every problem is reported at once: values are read defensively.
 */
function checkCrossRules(config: ConfigObject, ctx: z.RefinementCtx) {
  // The file may hold null or a list: its own issue says so.
  if (typeof config !== 'object' || config === null) return;
  if (config.siweConfig && config.siwx) {
    ctx.addIssue({
      code: 'custom',
      path: ['siweConfig'],
      message: 'Setting both siweConfig and siwx is an error: remove siweConfig (siwx replaces it)',
    });
  }
  if (!Array.isArray(config.networks)) return;
  // Only the entries that are ids: any other value already has its own issue, and an object whose
  // toString is not a function ({"toString": 1} in the file) would make join() throw.
  const ids = (config.networks as unknown[]).filter((id): id is string => typeof id === 'string');
  const listed = new Set<unknown>(ids);
  const listedText = ids.join(', ');
  for (const [index, id] of ids.entries()) {
    if (ids.indexOf(id) === index) continue;
    ctx.addIssue({ code: 'custom', path: ['networks', index], message: `${id} is listed twice in networks: list each network once` });
  }
  if (config.defaultNetwork && !listed.has(config.defaultNetwork)) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultNetwork'],
      message: `defaultNetwork must be one of networks (${listedText}); add it to networks or pick one of them`,
    });
  }
  const custom = Array.isArray(config.customNetworks) ? config.customNetworks.filter((entry) => typeof entry?.id === 'string') : [];
  const customIds = custom.map((entry) => entry.id);
  for (const [index, id] of customIds.entries()) {
    if (customIds.indexOf(id) !== index) {
      ctx.addIssue({ code: 'custom', path: ['customNetworks', index, 'id'], message: `${id} is defined twice in customNetworks: define each network once` });
    } else if (!listed.has(id)) {
      ctx.addIssue({ code: 'custom', path: ['customNetworks', index, 'id'], message: `${id} is defined but not in networks (${listedText}); add it to networks or remove its definition` });
    }
  }
  // An EVM id names a chain viem knows (the CLI checks that list); Solana and Bitcoin ids must be built in or defined here.
  for (const [index, id] of ids.entries()) {
    if (!isNetworkId(id) || id.startsWith('eip155:') || getNetwork(id) || customIds.includes(id)) continue;
    ctx.addIssue({
      code: 'custom',
      path: ['networks', index],
      message: `${id} is not a built-in network; define it in customNetworks (id, name, nativeCurrency, rpcUrls) or remove it`,
    });
  }
  const rpcUrls = typeof config.rpcUrls === 'object' && config.rpcUrls ? config.rpcUrls : {};
  for (const id of Object.keys(rpcUrls).filter((key) => !listed.has(key))) {
    ctx.addIssue({
      code: 'custom',
      path: ['rpcUrls', id],
      message: `${id} is not in networks (${listedText}); add it to networks or remove this URL`,
    });
  }
}

/** eip155:1 when listed (spec: default chain), otherwise the first listed network. */
function pickDefaultNetwork(networks: readonly string[]): string {
  return networks.find((id) => id === DEFAULT_NETWORK) ?? (networks[0] as string);
}

/**
 * The schema of `wallet-modal.config.json`. Parsing applies every default; unknown keys are errors.
 * @example
 * configSchema.parse({ projectId: 'abc', networks: ['eip155:1'] }).features.swaps; // true
 */
export const configSchema = configObject
  .superRefine(checkCrossRules, { when: () => true })
  .transform((config) => ({ ...config, defaultNetwork: config.defaultNetwork ?? pickDefaultNetwork(config.networks) }));

/** The resolved config: every default applied. */
export type WalletModalConfig = z.output<typeof configSchema>;
/** What the config file may hold. */
export type WalletModalConfigInput = z.input<typeof configSchema>;
