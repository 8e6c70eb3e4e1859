// The stores of one modal instance. Views read them with useStore; only controllers write them.

import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { AccountTypes } from '../config.js';
import { DEFAULT_ACCOUNT_TYPES } from '../constants.js';
import type { CaipNetwork, ChainNamespace, Connector } from '../types.js';
import { emptyAccount, type AccountState } from './account.js';
import type { ConnectionState, NamespaceConnection } from './connection.js';
import { initialDirectoryState, type DirectoryState, type SuggestedWallets } from './directory.js';
import { initialHistoryState, type HistoryState } from './history.js';
import type { ModalState } from './modal.js';
import { emptyNetworkState, type NetworkState } from './network.js';
import type { NotificationState } from './notifications.js';
import type { OriginCheckState } from './origin.js';
import { initialRouterState, type RouterState } from './router.js';
import type { TokenBalancesState } from './tokenBalances.js';

export * from './account.js';
export * from './connection.js';
export * from './directory.js';
export * from './history.js';
export * from './modal.js';
export * from './network.js';
export * from './notifications.js';
export * from './origin.js';
export * from './router.js';
export * from './tokenBalances.js';

type PerNamespace<T> = Partial<Record<ChainNamespace, T>>;

/** Every store of a modal instance; `$`-prefixed atoms, as nanostores names them. */
export interface ModalStores {
  /** The namespace the modal shows (the active network's); set from the start, kept on disconnect. */
  readonly $activeNamespace: WritableAtom<ChainNamespace>;
  readonly $accounts: WritableAtom<PerNamespace<AccountState>>;
  readonly $networks: WritableAtom<PerNamespace<NetworkState>>;
  readonly $connections: WritableAtom<PerNamespace<NamespaceConnection>>;
  /** The account type each namespace prefers: the user's pick (kept across reloads) or the app's default. */
  readonly $preferredAccountTypes: WritableAtom<AccountTypes>;
  /** The active namespace's account (empty when none is connected there). */
  readonly $account: ReadableAtom<AccountState>;
  /** The active namespace's network state. */
  readonly $network: ReadableAtom<NetworkState>;
  readonly $connection: WritableAtom<ConnectionState>;
  readonly $connectors: WritableAtom<Connector[]>;
  readonly $modal: WritableAtom<ModalState>;
  readonly $router: WritableAtom<RouterState>;
  readonly $notification: WritableAtom<NotificationState>;
  readonly $history: WritableAtom<HistoryState>;
  readonly $tokenBalances: WritableAtom<TokenBalancesState>;
  readonly $directory: WritableAtom<DirectoryState>;
  readonly $suggestedWallets: WritableAtom<SuggestedWallets>;
  /** Whether the project allows this page's origin (checked when e-mail or social login is on). */
  readonly $originCheck: WritableAtom<OriginCheckState>;
}

/**
 * A fresh set of stores for the app's networks, the active namespace being `defaultNetwork`'s.
 * @example
 * const stores = createStores(options.networks, options.defaultNetwork);
 */
export function createStores(networks: readonly CaipNetwork[], defaultNetwork: CaipNetwork): ModalStores {
  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))];
  const $activeNamespace = atom<ChainNamespace>(defaultNetwork.chainNamespace);
  const $accounts = atom<PerNamespace<AccountState>>({});
  const $networks = atom<PerNamespace<NetworkState>>(
    Object.fromEntries(
      namespaces.map((namespace) => [namespace, emptyNetworkState(networks.filter((network) => network.chainNamespace === namespace))]),
    ),
  );
  return {
    $activeNamespace,
    $accounts,
    $networks,
    $connections: atom<PerNamespace<NamespaceConnection>>({}),
    $preferredAccountTypes: atom<AccountTypes>({ ...DEFAULT_ACCOUNT_TYPES }),
    $account: computed([$accounts, $activeNamespace], (accounts, namespace) => accounts[namespace] ?? emptyAccount()),
    $network: computed([$networks, $activeNamespace], (states, namespace) => states[namespace] ?? emptyNetworkState()),
    $connection: atom<ConnectionState>({ status: 'disconnected' }),
    $connectors: atom<Connector[]>([]),
    $modal: atom<ModalState>({ open: false, loading: false }),
    $router: atom<RouterState>(initialRouterState()),
    $notification: atom<NotificationState>({ open: false }),
    $history: atom<HistoryState>(initialHistoryState()),
    $tokenBalances: atom<TokenBalancesState>({ balances: [], loading: false }),
    $directory: atom<DirectoryState>(initialDirectoryState()),
    $suggestedWallets: atom<SuggestedWallets>({ featured: [], recommended: [] }),
    $originCheck: atom<OriginCheckState>({ status: 'unchecked' }),
  };
}
