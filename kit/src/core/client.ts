// createWalletModal: builds a modal instance (its stores, adapters and feature modules) from the
// app's config, framework-free. Everything the modal knows lives in the value it returns.

import { watchCsp } from './csp/watch.js';
import type { WalletModalOptionsInput } from '@wallet-modal/schema/resolve';
import { setLocale } from '../i18n/load.js';
import { resolveOptions } from './config.js';
import { connectedAdapter } from './controllers/adapters.js';
import { connect, connectionController, disconnect, loadedConnectionController } from './controllers/connectionLoader.js';
import { mergeConnectors } from './controllers/connectors.js';
import { subscribeEvents, type ModalEventListener } from './controllers/events.js';
import { onIntent } from './controllers/intent.js';
import { closeModal, openModal, type OpenModalParameters } from './controllers/modal.js';
import { switchNetwork } from './controllers/network.js';
import { setPreferredAccountType, type SetPreferredAccountTypeParameters } from './controllers/preferredAccountType.js';
import { dropUnconfirmedAccounts, seedInitialState } from './controllers/initialState.js';
import { markStoredConnections, restoreStoredState } from './controllers/restore.js';
import type { FeatureModule } from './feature.js';
import type { ModalCore } from './instance.js';
import { operations, type WalletModalOperations } from './operations/index.js';
import { checkWalletResult } from './rpc/walletResult.js';
import type { WalletState } from './ssr/walletState.js';
import { createStores } from './stores/index.js';
import { WalletModalError } from './errors/base.js';
import { ErrorMessages } from './errors/messages.js';
import type { AdapterAccount, AdapterEvents, ChainAdapter, ChainNamespace, Connector, SendTransactionRequest } from './types.js';

export interface CreateWalletModalOptions extends WalletModalOptionsInput {
  /** The chain adapters, e.g. `[evmAdapter(), walletConnectAdapter(config)]`. */
  adapters: ChainAdapter[];
  /** Feature modules, e.g. `[history()]`; each brings its views and actions. A module whose flag in `features` is off is left out. */
  modules?: FeatureModule[];
  /** Embedded variant: the modal's content is rendered inline, so closing returns to its home view. */
  embedded?: boolean;
  /**
   * The page is rendered on a server (Next.js): storage, discovery and reconnection wait for `start()`,
   * which WalletModalProvider calls once the page is hydrated, and the connection cookie is kept for
   * the server to read (`@wallet-modal/kit/server`).
   */
  ssr?: boolean;
  /** The connection the server rendered (`readWalletState` of `@wallet-modal/kit/server`), shown until the wallet answers. */
  initialState?: WalletState;
}

/** The modal instance: its stores (`$account`, `$network`, …) and the actions apps call. */
export interface WalletModal extends ModalCore, WalletModalOperations {
  open(parameters?: OpenModalParameters): void;
  close(): void;
  /** Connects through a listed connector; resolves the accounts it connected, one per namespace. */
  connect(connectorId: string): Promise<AdapterAccount[]>;
  disconnect(): Promise<void>;
  switchNetwork(caipNetworkId: string): Promise<void>;
  /** Sets the account type a namespace prefers (kept across reloads, in `$preferredAccountTypes`). */
  setPreferredAccountType(parameters: SetPreferredAccountTypeParameters): void;
  /** Signs a message with the active namespace's account; resolves the signature. */
  signMessage(message: string): Promise<string>;
  /** Sends a transaction from the account of its namespace (the active one by default); resolves its hash. */
  sendTransaction(request: SendTransactionRequest): Promise<string>;
  /**
   * Any other request to the connected wallet of a namespace (the active one by default), e.g.
   * `{ method: 'eth_signTypedData_v4', params: [address, json] }`; resolves the wallet's answer.
   */
  request(request: { method: string; params?: readonly unknown[]; namespace?: ChainNamespace }): Promise<unknown>;
  /**
   * Calls `listener` with what happens (MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS, CONNECT_ERROR,
   * DISCONNECT_SUCCESS, DISCONNECT_ERROR, SWITCH_NETWORK, SET_PREFERRED_ACCOUNT_TYPE, …); returns what stops it.
   */
  subscribeEvents(listener: ModalEventListener): () => void;
  /** Starts discovery and the restore of an earlier visit's connection, once, in a browser (with `ssr`: after hydration). */
  start(): void;
  /** Stops discovery and listeners (tests, hot reload). */
  destroy(): void;
}

/**
 * Creates a wallet modal. Safe to call on the server: discovery and reconnection start only in a
 * browser. Two modals on one page share nothing.
 * @example
 * const modal = createWalletModal({ projectId: 'my-id', networks: ['eip155:1'], adapters: [evmAdapter()] });
 * modal.open();
 */
export function createWalletModal({ adapters, modules = [], embedded = false, ssr = false, initialState, ...config }: CreateWalletModalOptions): WalletModal {
  const options = { ...resolveOptions(config), embedded, ssr };
  const stores = createStores(options.networks, options.defaultNetwork);
  // Feature modules may add adapters that need the modal itself (the embedded wallet's): they join below.
  const allAdapters = [...adapters];
  const core: ModalCore = {
    ...stores,
    options,
    adapters: allAdapters,
    features: modules.filter((feature) => options.features[feature.id as keyof typeof options.features] !== false),
    api: options.apiUrl ? { baseUrl: options.apiUrl, projectId: options.projectId } : undefined,
  };
  // Server-rendered: the first state is the server's, from its cookie alone; storage is read by start().
  if (ssr) seedInitialState(core, initialState);
  else restoreStoredState(core);
  void setLocale(options.locale, options.texts);

  const teardown: (() => void)[] = [];
  let started = false;
  const modal: WalletModal = {
    ...core,
    open: (parameters) => openModal(modal, parameters),
    close: () => void closeModal(modal),
    subscribeEvents: (listener) => subscribeEvents(modal, listener),
    connect: (connectorId) => connect(modal, { connectorId }),
    disconnect: () => disconnect(modal),
    switchNetwork: (caipNetworkId) => switchNetwork(modal, caipNetworkId),
    setPreferredAccountType: (parameters) => setPreferredAccountType(modal, parameters),
    signMessage: (message) => {
      const namespace = modal.$activeNamespace.get();
      return withAccount(modal, namespace, (adapter, address) => adapter.signMessage({ namespace, address, message }));
    },
    sendTransaction: (request) => {
      const namespace = request.namespace ?? (modal.$activeNamespace.get() as 'eip155');
      return withAccount(modal, namespace, (adapter, address) => adapter.sendTransaction({ ...request, namespace }, address));
    },
    request: ({ method, params, namespace = modal.$activeNamespace.get() }) =>
      withAccount(modal, namespace, async (adapter) => {
        if (!adapter.request) throw new WalletModalError(ErrorMessages.WALLET_REQUEST_UNSUPPORTED(adapter.id, method));
        const result = await adapter.request({ namespace, method, params });
        // Spec §5: a send's answer must be a transaction result (0x plus exactly 64 hex characters).
        return namespace === 'eip155' ? checkWalletResult(method, result) : result;
      }),
    ...operations(core),
    start: () => {
      if (started || typeof window === 'undefined') return;
      started = true;
      if (ssr) restoreStoredState(core);
      teardown.push(...start(modal));
    },
    destroy: () => teardown.splice(0).forEach((stop) => stop()),
  };
  for (const feature of modal.features) {
    const adapter = feature.adapter?.(modal);
    if (adapter) allAdapters.push(adapter);
  }
  for (const feature of modal.features) {
    const stop = feature.setup?.(modal);
    if (stop) teardown.push(stop);
  }
  // The wallets Connect suggests are read when the visitor reaches for the button or the modal opens
  // (issue 31): Connect opens with them, and nothing of the directory (its reader is zod) loads before.
  // An app has a directory when it has an API (hasDirectory, whose module brings the image URLs along).
  if (modal.api) teardown.push(onIntent(modal, () => void import('./controllers/directory.js').then(({ loadSuggestedWallets }) => loadSuggestedWallets(modal))));
  if (!ssr) modal.start();
  return modal;
}

/** Sets the adapters up (discovery, events), then restores the connections of an earlier visit; returns what stops the adapters. */
function start(modal: WalletModal): (() => void)[] {
  const connectorsBy = new Map<ChainAdapter, Connector[]>();
  // A strict CSP that misses one of the modal's origins is named in the console, with the directive to add it to.
  const stops: (() => void)[] = [watchCsp(modal)];
  for (const adapter of modal.adapters) {
    const stop = adapter.setup({
      networks: modal.options.networks,
      api: modal.api,
      network: (namespace) => {
        const state = modal.$networks.get()[namespace];
        return state?.caipNetwork ?? state?.requestedCaipNetworks[0];
      },
      emit: (event, ...args) => {
        if (event !== 'connectorsChanged') return adapterEvent(modal, adapter, event, args as [never]);
        connectorsBy.set(adapter, (args[0] as Connector[]).map((connector) => ({ ...connector, adapterId: adapter.id })));
        modal.$connectors.set(mergeConnectors([...connectorsBy.values()].flat()));
      },
    });
    if (stop) stops.push(stop);
  }
  // The status says "connecting" from the first frame when storage holds connections; the controller
  // that restores them (or takes up a pairing left on screen) is fetched only when there is one.
  const restoring = markStoredConnections(modal);
  // The account a server rendered with nothing in storage to restore it: the page settles on disconnected.
  if (!restoring && modal.options.ssr) dropUnconfirmedAccounts(modal);
  if (modal.options.ssr) void import('./ssr/cookieWriter.js').then(({ followWalletCookie }) => stops.push(followWalletCookie(modal)));
  if (restoring || modal.adapters.some((adapter) => adapter.hasPendingPairing?.())) {
    void connectionController().then(async ({ reconnect, resumePairings }) => {
      if (restoring) await reconnect(modal);
      resumePairings(modal);
    });
  }
  return stops;
}

/**
 * Applies an adapter's event. With the controller not loaded yet and nothing connected, the event
 * concerns no connection of this modal (the controller would ignore it), so nothing is fetched for it.
 */
function adapterEvent(modal: WalletModal, adapter: ChainAdapter, event: Exclude<keyof AdapterEvents, 'connectorsChanged'>, args: [never]): void {
  const loaded = loadedConnectionController();
  if (loaded) return loaded.onAdapterEvent(modal, adapter, event, ...args);
  if (Object.keys(modal.$connections.get()).length === 0) return;
  void connectionController().then(({ onAdapterEvent }) => onAdapterEvent(modal, adapter, event, ...args));
}

function withAccount<T>(modal: ModalCore, namespace: AdapterAccount['namespace'], action: (adapter: ChainAdapter, address: string) => Promise<T>): Promise<T> {
  try {
    const adapter = connectedAdapter(modal, namespace);
    const address = modal.$accounts.get()[namespace]?.address as string;
    return action(adapter, address);
  } catch (error) {
    return Promise.reject(error);
  }
}
