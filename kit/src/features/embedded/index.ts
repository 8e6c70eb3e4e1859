// @wallet-modal/kit/embedded: the embedded wallet (spec §4 "Embedded-wallet frame"): a chain adapter
// (eip155, the AUTH connector 'auth') whose keys live only on the secure site, loaded as a hidden
// iframe. Its login makes the e-mail section appear. This stub is all an app loads at start-up; the
// frame, the login and the views load on the first e-mail submit (at start when it was used before).

import type { ComponentType } from 'react';
import { connect } from '../../core/controllers/connection.js';
import { registerEmbeddedLogin } from '../../core/controllers/embeddedLogin.js';
import type { FeatureModule } from '../../core/feature.js';
import type { ModalCore } from '../../core/instance.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import type { AdapterContext, ChainAdapter } from '../../core/types.js';
import { EMBEDDED_ADAPTER_ID, EMBEDDED_CONNECTOR_ID, VIEWS } from './ids.js';
import { moduleTexts } from './moduleTexts.js';

const runtime = () => import('./runtime.js');
// The views load after (and through) the runtime, so the two share no chunk of their own.
const views = () => runtime().then((module) => module.loadViews());

/**
 * @example
 * createWalletModal({ ...config, secureSiteUrl: 'https://secure.example.com', adapters, modules: [email(), embeddedWallet()] });
 */
export function embeddedWallet(): FeatureModule<ComponentType> {
  return {
    id: 'embeddedWallet',
    namespaces: ['eip155'],
    available: usable,
    views: Object.fromEntries(Object.values(VIEWS).map((name) => [name, () => views().then((module) => module[name])])),
    titles: moduleTexts.titles,
    accountActions: [{ id: 'embeddedSettings', label: moduleTexts.settings, view: VIEWS.settings, available: isEmbeddedConnection }],
    setup(modal) {
      if (!usable(modal)) return;
      registerEmbeddedLogin(modal, {
        connectEmail: (email) => runtime().then((module) => module.connectEmail(modal, email, () => connect(modal, { connectorId: EMBEDDED_CONNECTOR_ID }))),
      });
      // A visitor who signed in before gets the frame at once, so the session restores on reload.
      if (typeof window !== 'undefined' && safeStorage.get(STORAGE_KEYS.EMAIL_LOGIN_USED)) void runtime().then((module) => module.frameOf(modal));
    },
    adapter: (modal) => embeddedAdapter(modal),
  };
}

/** It needs the secure site, and an EVM network to serve. */
function usable(modal: ModalCore): boolean {
  return Boolean(modal.options.secureSiteUrl) && modal.options.networks.some((network) => network.chainNamespace === 'eip155');
}

/** Whether the eip155 account is the embedded wallet's. */
function isEmbeddedConnection(modal: ModalCore): boolean {
  return modal.$connections.get().eip155?.adapterId === EMBEDDED_ADAPTER_ID;
}

function embeddedAdapter(modal: ModalCore): ChainAdapter {
  // The context reaches the lazy code with its first call (this factory runs once per modal).
  let context: AdapterContext | undefined;
  const load = () => runtime().then((module) => ((module.embeddedState(modal).context ??= context), module));
  const call =
    <K extends 'reconnect' | 'disconnect' | 'switchNetwork' | 'signMessage' | 'sendTransaction'>(name: K) =>
    (...args: unknown[]) =>
      load().then(({ adapter }) => (adapter[name] as (...all: unknown[]) => Promise<never>)(modal, ...args));
  return {
    id: EMBEDDED_ADAPTER_ID,
    namespaces: ['eip155'],
    setup(ctx) {
      if (!usable(modal)) return;
      context = ctx;
      ctx.emit('connectorsChanged', [{ id: EMBEDDED_CONNECTOR_ID, name: 'E-mail', type: 'AUTH', namespaces: ['eip155'] }]);
    },
    reconnect: call('reconnect'),
    connect: (_connectorId, network) => load().then(({ adapter }) => adapter.connect(modal, network)),
    disconnect: call('disconnect'),
    switchNetwork: call('switchNetwork'),
    signMessage: call('signMessage'),
    sendTransaction: call('sendTransaction'),
  };
}

/**
 * The embedded wallet as an EIP-1193 provider, for eth_signTypedData_v4, wallet_sendCalls and the
 * read-only methods. Unknown methods are refused with 'Requested RPC call is not allowed' (4200).
 * @example
 * const signature = await embeddedProvider(modal).request({ method: 'eth_signTypedData_v4', params: [address, json] });
 */
export function embeddedProvider(modal: ModalCore): { request(args: { method: string; params?: readonly unknown[] }): Promise<unknown> } {
  return { request: (args) => runtime().then((module) => module.embeddedRequest(modal, args)) };
}
