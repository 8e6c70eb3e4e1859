// createWalletModal: builds the stores and controllers from the app's config, framework-free.

import type { WalletModalConfigInput } from '@wallet-modal/schema';
import { resolveOptions, type ResolvedOptions } from './config.js';
import { getAdapter, registerAdapters } from './controllers/adapters.js';
import {
  connect,
  connectionHooks,
  disconnect,
  onAccountsChanged,
  onDisconnected,
  onWalletChainChanged,
  reconnect,
} from './controllers/connection.js';
import { configureActivity } from './controllers/activity.js';
import { configureAnalytics, trackEvent } from './controllers/analytics.js';
import { configureDirectory } from './controllers/directory.js';
import { configureIdentity } from './controllers/identity.js';
import { configureTokenBalances } from './controllers/tokenBalances.js';
import { closeModal, configureModal, openModal, type OpenModalParameters } from './controllers/modal.js';
import { configureNetworkRules, findNetwork, setActiveNetwork, switchNetwork } from './controllers/network.js';
import { $account, $activeNamespace } from './stores/account.js';
import { $connectors } from './stores/connection.js';
import { $network } from './stores/network.js';
import { STORAGE_KEYS, safeStorage } from './storage/index.js';
import type { AdapterContext, CaipNetworkId, ChainAdapter, Connector, SendTransactionRequest } from './types.js';

export interface CreateWalletModalOptions extends WalletModalConfigInput {
  /** One adapter per chain family the app enables, e.g. `[evmAdapter()]`. */
  adapters: ChainAdapter[];
}

/** The object createWalletModal returns; the React layer and plain scripts drive the modal through it. */
export interface WalletModal {
  readonly options: ResolvedOptions;
  open(parameters?: OpenModalParameters): void;
  close(): void;
  connect(connectorId: string): Promise<void>;
  disconnect(): Promise<void>;
  switchNetwork(caipNetworkId: string): Promise<void>;
  /** Signs a message with the connected account; resolves the signature. */
  signMessage(message: string): Promise<string>;
  /** Sends a transaction from the connected account; resolves its hash. */
  sendTransaction(request: SendTransactionRequest): Promise<string>;
}

/**
 * Creates the wallet modal. Safe to call on the server: discovery and reconnection start only in a browser.
 * @example
 * const modal = createWalletModal({ projectId: 'my-id', networks: ['eip155:1'], adapters: [evmAdapter()] });
 * modal.open();
 */
export function createWalletModal({ adapters, ...config }: CreateWalletModalOptions): WalletModal {
  const options = resolveOptions(config);
  registerAdapters(adapters);
  configureModal({});
  configureNetworkRules({
    allowUnsupportedChain: options.allowUnsupportedChain,
    enableNetworkSwitch: options.enableNetworkSwitch,
  });
  const stored = findNetwork(safeStorage.get(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID) ?? '');
  $network.set({
    ...$network.get(),
    requestedCaipNetworks: options.networks,
    approvedCaipNetworkIds: options.networks.map((network) => network.caipNetworkId as CaipNetworkId),
  });
  setActiveNetwork(findNetwork(stored?.caipNetworkId ?? '') ?? options.defaultNetwork);

  const api = options.apiUrl ? { baseUrl: options.apiUrl, projectId: options.projectId } : undefined;
  configureDirectory(
    api && {
      ...api,
      include: options.includeWalletIds,
      exclude: options.excludeWalletIds,
      chains: options.networks.map((network) => network.caipNetworkId),
    },
  );
  configureActivity(options.features.history ? api : undefined);
  configureTokenBalances(api);
  configureIdentity(api);
  configureAnalytics(options.features.analytics ? api : undefined);
  connectionHooks.track = (event, properties) => void trackEvent(event, properties);
  if (typeof window !== 'undefined') start(adapters, options);

  return {
    options,
    open: openModal,
    close: () => void closeModal(),
    connect: async (connectorId) => void (await connect({ connectorId })),
    disconnect,
    switchNetwork,
    signMessage: (message) => withAccount((adapter, address) => adapter.signMessage(message, address)),
    sendTransaction: (request) => withAccount((adapter, address) => adapter.sendTransaction(request, address)),
  };
}

function start(adapters: ChainAdapter[], options: ResolvedOptions): void {
  const connectorsBy = new Map<ChainAdapter, Connector[]>();
  for (const adapter of adapters) {
    const context: AdapterContext = {
      networks: options.networks,
      emit: (event, ...args) => {
        if (event === 'connectorsChanged') {
          connectorsBy.set(adapter, args[0] as Connector[]);
          $connectors.set([...connectorsBy.values()].flat());
        } else if ($activeNamespace.get() === adapter.namespace) {
          if (event === 'accountsChanged') onAccountsChanged(args[0] as string[]);
          if (event === 'chainChanged') onWalletChainChanged(args[0] as string | number);
          if (event === 'disconnect') onDisconnected();
        }
      },
    };
    adapter.setup(context);
  }
  void reconnect();
}

function withAccount<T>(action: (adapter: ChainAdapter, address: string) => Promise<T>): Promise<T> {
  const namespace = $activeNamespace.get();
  const { address } = $account.get();
  if (!namespace || !address) return Promise.reject(new Error('Please call connect() before request()'));
  return action(getAdapter(namespace), address);
}
