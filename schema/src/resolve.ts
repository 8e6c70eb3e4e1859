// The one resolver of a config: defaults applied, networks looked up, RPC URLs set. The kit runs it in
// the browser and the CLI runs it when it generates code, so both see the same values. Plain code (no
// zod) so the browser bundle stays small; the zod schema validates the file before this runs.

import {
  type ConnectMethod,
  type ConnectorKind,
  type WalletFeature,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_NETWORK,
  DEFAULT_SOCIALS,
  DEFAULT_THEME_MODE,
  DEFAULT_WALLET_FEATURES_ORDER,
} from './defaults.js';
import { getNetwork, type NetworkDefinition } from './networks.js';
import type { WalletModalConfigInput } from './config.js';

type CaipNetwork = NetworkDefinition;

export type Features = typeof DEFAULT_FEATURES;

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
  /** Our server (wallet directory, Blockchain API, origins, analytics), when the app runs one. */
  apiUrl?: string;
  relayUrl?: string;
  secureSiteUrl?: string;
  metadata?: WalletModalConfigInput['metadata'];
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
}

/**
 * @example
 * resolveOptions({ projectId: 'abc', networks: ['eip155:1'] });
 */
export function resolveOptions(input: WalletModalConfigInput): ResolvedOptions {
  // A missing project id does not stop the app: the modal shows the alert (spec §5), the console says why.
  if (!input.projectId) console.error('[wallet-modal] Project ID Not Configured: set projectId in wallet-modal.config.json.');
  const networks = (input.networks ?? [DEFAULT_NETWORK]).map((id) => withRpcUrl(id, input.rpcUrls?.[id]));
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
    apiUrl: input.apiUrl,
    relayUrl: input.relayUrl,
    secureSiteUrl: input.secureSiteUrl,
    metadata: input.metadata,
    termsConditionsUrl: input.termsConditionsUrl,
    privacyPolicyUrl: input.privacyPolicyUrl,
  };
}

function withRpcUrl(caipNetworkId: string, rpcUrl: string | undefined): CaipNetwork {
  const network = getNetwork(caipNetworkId);
  if (!network) throw new Error(`Network Not Found: ${caipNetworkId} is not a built-in network`);
  if (!rpcUrl) return network;
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [rpcUrl] } } };
}
