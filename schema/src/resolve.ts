// The one resolver of a config: defaults applied, networks looked up, RPC URLs set. The kit runs it in
// the browser and the CLI runs it when it generates code, so both see the same values. Plain code (no
// zod) so the browser bundle stays small; the zod schema validates the file before this runs.

import {
  type ConnectMethod,
  type ConnectorKind,
  type WalletFeature,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_NETWORK,
  DEFAULT_SOCIALS,
  DEFAULT_THEME_MODE,
  DEFAULT_WALLET_FEATURES_ORDER,
} from './defaults.js';
import { DEFAULT_LOCALE, type LocaleCode } from './locales.js';
import { customNetwork, defineNetwork, getNetwork, type ChainInput, type NetworkDefinition } from './networks.js';
import type { WalletModalConfigInput } from './config.js';

type CaipNetwork = NetworkDefinition;

export type Features = typeof DEFAULT_FEATURES;

/** The preferred account type of each namespace (spec §3 "Account types", §9 "Default account types"). */
export interface AccountTypes {
  bip122: 'payment' | 'ordinal' | 'stx';
  eip155: 'eoa' | 'smartAccount';
  polkadot: 'eoa' | 'smartAccount';
  solana: 'eoa' | 'smartAccount';
}

/** The options createWalletModal works with, every default filled in. */
export interface ResolvedOptions {
  projectId: string;
  networks: CaipNetwork[];
  defaultNetwork: CaipNetwork;
  features: Features;
  themeMode: 'dark' | 'light' | 'system';
  themeVariables: Record<string, string | number>;
  connectMethodsOrder: readonly ConnectMethod[];
  walletFeaturesOrder: readonly WalletFeature[];
  connectorOrder: readonly ConnectorKind[];
  socials: readonly string[];
  allowUnsupportedChain: boolean;
  enableNetworkSwitch: boolean;
  featuredWalletIds: readonly string[];
  includeWalletIds: readonly string[];
  excludeWalletIds: readonly string[];
  /** The account type each namespace prefers until the user picks another. */
  defaultAccountTypes: AccountTypes;
  /** Our server (wallet directory, Blockchain API, origins, analytics), when the app runs one. */
  apiUrl?: string;
  relayUrl?: string;
  secureSiteUrl?: string;
  /** Sign-in with wallet, from siwx (or its legacy name siweConfig); absent when off. */
  siwx?: { required: boolean; statement?: string; expiresInSeconds: number };
  metadata?: WalletModalConfigInput['metadata'];
  /** A locale code, or 'auto': the browser's preferred languages decide. */
  locale: LocaleCode | 'auto';
  /** The app's own wording, per locale, over the kit's texts. */
  texts: TextOverrides;
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
}

/** Plural forms of a text by Intl.PluralRules category; `other` is always there. */
export type PluralText = Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>> & { other: string };
/** Text overrides: locale → text key → wording. */
export type TextOverrides = Partial<Record<LocaleCode, Record<string, string | PluralText>>>;

/**
 * The options as code passes them: the config file's, where a network may also be a chain object (a
 * viem chain the generated code imports, or one the app defines), not only an id.
 */
export type WalletModalOptionsInput = Omit<WalletModalConfigInput, 'networks'> & { networks?: readonly (string | ChainInput)[] };

/** Spec §5 "Setting both siweConfig and siwx options is an error", in the words the config schema uses. */
export const SIWE_AND_SIWX_ERROR = 'Setting both siweConfig and siwx is an error: remove siweConfig (siwx replaces it)';

/**
 * @example
 * resolveOptions({ projectId: 'abc', networks: ['eip155:1'] });
 */
export function resolveOptions(input: WalletModalOptionsInput): ResolvedOptions {
  // Spec §5: the config file's schema reports it too; an app that passes options in code is stopped here.
  if (input.siweConfig && input.siwx) throw new Error(SIWE_AND_SIWX_ERROR);
  // A missing project id does not stop the app: the modal shows the alert (spec §5), the console says why.
  if (!input.projectId) console.error('[wallet-modal] Project ID Not Configured: set projectId in wallet-modal.config.json.');
  const rpcUrls: Partial<Record<string, string | readonly string[]>> = input.rpcUrls ?? {};
  const networks = knownNetworks(input.networks ?? [DEFAULT_NETWORK], input.customNetworks ?? []).map((network) =>
    withRpcUrl(network, rpcUrls[network.caipNetworkId]),
  );
  const defaultId = input.defaultNetwork ?? DEFAULT_NETWORK;
  return {
    projectId: input.projectId ?? '',
    networks,
    defaultNetwork: networks.find((network) => network.caipNetworkId === defaultId) ?? (networks[0] as CaipNetwork),
    features: { ...DEFAULT_FEATURES, ...input.features },
    themeMode: input.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables: { ...(input.themeVariables as Record<string, string | number> | undefined) },
    connectMethodsOrder: input.connectMethodsOrder ?? DEFAULT_CONNECT_METHODS_ORDER,
    walletFeaturesOrder: input.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER,
    connectorOrder: input.connectorOrder ?? DEFAULT_CONNECTOR_ORDER,
    socials: input.socials ?? DEFAULT_SOCIALS,
    allowUnsupportedChain: input.allowUnsupportedChain ?? false,
    enableNetworkSwitch: input.enableNetworkSwitch ?? true,
    featuredWalletIds: input.featuredWalletIds ?? [],
    includeWalletIds: input.includeWalletIds ?? [],
    excludeWalletIds: input.excludeWalletIds ?? [],
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...input.defaultAccountTypes },
    apiUrl: input.apiUrl,
    relayUrl: input.relayUrl,
    secureSiteUrl: input.secureSiteUrl,
    siwx: resolveSiwx(input.siwx ?? input.siweConfig),
    metadata: input.metadata,
    locale: input.locale ?? DEFAULT_LOCALE,
    texts: input.texts ?? {},
    termsConditionsUrl: input.termsConditionsUrl,
    privacyPolicyUrl: input.privacyPolicyUrl,
  };
}

/**
 * The listed networks as definitions: a chain object as given, an id from customNetworks or the catalogue.
 * An unknown id (a config written for a newer kit, a typo the schema did not see) is skipped with a
 * console notice (spec §8); only when none is left does the modal refuse.
 */
function knownNetworks(listed: readonly (string | ChainInput)[], custom: NonNullable<WalletModalConfigInput['customNetworks']>): CaipNetwork[] {
  const known = listed.flatMap((entry) => {
    if (typeof entry !== 'string') return [defineNetwork(entry)];
    const defined = custom.find((network) => network.id === entry);
    const network = defined ? customNetwork(defined) : getNetwork(entry);
    if (network) return [network];
    console.warn(`[wallet-modal] Network Not Found: ${entry} is neither built in nor in customNetworks; it is left out.`);
    return [];
  });
  if (known.length === 0) {
    const names = listed.map((entry) => (typeof entry === 'string' ? entry : entry.name)).join(', ');
    throw new Error(`Network Not Found: none of ${names || 'the listed networks'} is a built-in network, a chain object or one of customNetworks`);
  }
  return known;
}

/** The app's RPC URL(s) replace the network's own; a list keeps its order (the first is tried first). */
function withRpcUrl(network: CaipNetwork, rpcUrl: string | readonly string[] | undefined): CaipNetwork {
  const http = typeof rpcUrl === 'string' ? [rpcUrl] : [...(rpcUrl ?? [])];
  if (http.length === 0) return network;
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http } } };
}

function resolveSiwx(input: WalletModalConfigInput['siwx']): ResolvedOptions['siwx'] {
  if (!input) return undefined;
  return { required: input.required ?? false, statement: input.statement, expiresInSeconds: input.expiresInSeconds ?? 24 * 3600 };
}
