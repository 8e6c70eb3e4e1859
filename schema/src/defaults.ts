// Default values of the config, as plain constants: the zod schema and the browser kit both read them,
// so the defaults have one source of truth and the kit does not need zod.

/** Every feature flag of the config (spec §1). */
export interface Features {
  swaps: boolean;
  onramp: boolean;
  receive: boolean;
  send: boolean;
  email: boolean;
  emailShowWallets: boolean;
  history: boolean;
  analytics: boolean;
  allWallets: boolean;
  legalCheckbox: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  pay: boolean;
}

export type FeatureName = keyof Features;

/** Spec §1: swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets on; the rest off. */
export const DEFAULT_FEATURES: Readonly<Features> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
};

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet'];

export const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
export type Social = (typeof SOCIALS)[number];
export const DEFAULT_SOCIALS: readonly Social[] = SOCIALS;

export const CONNECTORS = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const;
export type ConnectorKind = (typeof CONNECTORS)[number];
export const DEFAULT_CONNECTOR_ORDER: readonly ConnectorKind[] = CONNECTORS;

export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const;
export type WalletFeature = (typeof WALLET_FEATURES)[number];
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = WALLET_FEATURES;

/** Spec §9: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa. */
export const DEFAULT_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const;

export const DEFAULT_NETWORK = 'eip155:1';

export const THEME_MODES = ['dark', 'light', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

export const DEFAULT_ALLOW_UNSUPPORTED_CHAIN = false;
export const DEFAULT_ENABLE_NETWORK_SWITCH = true;

/** Spec §5: an account name's label is at least 4 letters, digits or hyphens. */
export const NAME_LABEL = /^[a-z0-9-]{4,}$/;
/** Spec §5: the name suffix, and the legacy one still resolved. */
export const NAME_SUFFIX = 'reown.id';
export const LEGACY_NAME_SUFFIXES = ['wcn.id'] as const;

/** Spec §9 Swap: the slippage tolerance, in percent, when a swap names none. */
export const SWAP_SLIPPAGE = 1;
/** The highest slippage tolerance (percent) a swap may name; it must also be above 0. */
export const SWAP_SLIPPAGE_MAX = 50;
/** Spec §9 Swap: the eip155 networks swaps (and their gas prices) are served on. */
export const SWAP_NETWORKS = ['eip155:1', 'eip155:42161', 'eip155:10', 'eip155:324', 'eip155:8453', 'eip155:56', 'eip155:137', 'eip155:100', 'eip155:43114', 'eip155:250', 'eip155:8217', 'eip155:1313161554'] as const;
/** Spec §9 Swap: the token symbols suggested first in the swap token pickers (27; the spec says "about 27"). */
export const SWAP_SUGGESTED_SYMBOLS = [
  'ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'LINK', 'UNI', 'AAVE', 'ARB', 'OP', 'POL', 'BNB', 'AVAX', 'FTM', 'xDAI',
  'KLAY', 'LDO', 'MKR', 'CRV', 'SNX', 'COMP', 'GRT', 'ENS', 'PEPE', 'SHIB', 'APE',
] as const;
/**
 * The address a swap's native currency goes by in CAIP-10 token ids (eip155:1:0xeeee…), the convention
 * swap aggregators use: it is no contract, so it can never name an ERC20.
 */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/**
 * What a project id looks like, everywhere one is read (the config, the CLI, the embedded wallet's API,
 * the server's project guard and its CLI): 1 to 64 letters, digits, _ or - (Reown's are 32 hex digits).
 */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Says what PROJECT_ID_PATTERN asks for. */
export const PROJECT_ID_RULE = 'a project id is 1 to 64 letters, digits, _ or -';
