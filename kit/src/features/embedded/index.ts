// @wallet-modal/kit/embedded: the embedded wallet (spec §4 "Embedded-wallet frame"): a chain adapter
// (eip155 and solana, the AUTH connector 'auth') whose keys live only on the secure site, loaded as a hidden
// iframe. Its login makes the e-mail section appear. This stub is all an app loads at start-up; the
// frame, the login and the views load on the first e-mail submit (at start when it was used before).

import type { ComponentType } from 'react';
import { registerEmbeddedLogin } from '../../core/controllers/embeddedLogin.js';
import { catalogueError } from '../../core/errors/base.js';
import { showError } from '../../core/controllers/notifications.js';
import type { FeatureModule } from '../../core/feature.js';
import type { ModalCore } from '../../core/instance.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import type { AdapterContext, ChainAdapter } from '../../core/types.js';
import { host } from './host.js';
import { EMBEDDED_ADAPTER_ID, EMBEDDED_CONNECTOR_ID, EMBEDDED_NAMESPACES, servedNamespaces } from './ids.js';

/**
 * @example
 * createWalletModal({ ...config, secureSiteUrl: 'https://secure.example.com', adapters, modules: [email(), embeddedWallet()] });
 */
export function embeddedWallet(): FeatureModule<ComponentType> {
  // The views, titles and Account action arrive with the code: every one of them is reached only
  // after it loaded (the login, a restored session or a signing request loads it first).
  let loaded: typeof import('./runtime.js') | undefined;
  // A chunk that did not load (offline, a deploy replaced it) is spec §8's 'Unable to load email login dependency'.
  const load = (modal: ModalCore, context?: AdapterContext) =>
    import('./runtime.js').then(
      (runtime) => {
        loaded = runtime;
        const state = runtime.embeddedState(modal);
        state.host = host;
        state.context ??= context;
        return runtime;
      },
      (cause: unknown) => {
        throw catalogueError('EMAIL_LOGIN_DEPENDENCY_FAILED', { cause });
      },
    );
  return {
    id: 'embeddedWallet',
    namespaces: EMBEDDED_NAMESPACES,
    available: usable,
    get views() {
      return loaded?.parts.views;
    },
    get viewRules() {
      return loaded?.parts.viewRules;
    },
    get titles() {
      return loaded?.parts.titles;
    },
    get accountActions() {
      return loaded?.parts.accountActions;
    },
    setup(modal) {
      if (!usable(modal)) return;
      registerEmbeddedLogin(modal, {
        connectEmail: (email, sent) => load(modal).then((runtime) => runtime.connectEmail(modal, email, sent)),
        connectPasskey: () => load(modal).then((runtime) => runtime.connectPasskey(modal)),
        connectSocial: (provider) => load(modal).then((runtime) => runtime.connectSocial(modal, provider)),
      });
      // Back from the full-page social fallback: the fragment leaves the address bar at once, and only this
      // device's frame can redeem what it carried.
      const socialReturn = typeof window === 'undefined' ? undefined : takeSocialReturn();
      if (socialReturn) void load(modal).then((runtime) => runtime.resumeSocialReturn(modal, socialReturn)).catch((error: unknown) => showError(modal, error));
      // A visitor who signed in before gets the frame at once, so the session restores on reload.
      if (typeof window !== 'undefined' && safeStorage.get(STORAGE_KEYS.EMAIL_LOGIN_USED)) void load(modal).then((runtime) => runtime.frameOf(modal));
    },
    adapter: (modal) => embeddedAdapter(modal, load),
  };
}

/** This page's URL when it carries the social fallback's #wm_social= (or #wm_social_error=), which is removed from the address bar. */
function takeSocialReturn(): string | undefined {
  const uri = location.href;
  if (!/^#(.*&)?wm_social(_error)?=/.test(location.hash)) return undefined;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return uri;
}

/** It needs the secure site, and an EVM or Solana network to serve. */
function usable(modal: ModalCore): boolean {
  return Boolean(modal.options.secureSiteUrl) && servedNamespaces(modal.options.networks).length > 0;
}

type Load = (modal: ModalCore, context?: AdapterContext) => Promise<typeof import('./runtime.js')>;

function embeddedAdapter(modal: ModalCore, load: Load): ChainAdapter {
  // The context reaches the lazy code with its first call (this factory runs once per modal).
  let context: AdapterContext | undefined;
  const call =
    <K extends 'reconnect' | 'disconnect' | 'switchNetwork' | 'signMessage' | 'sendTransaction'>(name: K) =>
    (...args: unknown[]) =>
      load(modal, context).then(({ adapter }) => (adapter[name] as (...all: unknown[]) => Promise<never>)(modal, ...args));
  return {
    id: EMBEDDED_ADAPTER_ID,
    namespaces: EMBEDDED_NAMESPACES,
    setup(ctx) {
      if (!usable(modal)) return;
      context = ctx;
      ctx.emit('connectorsChanged', [{ id: EMBEDDED_CONNECTOR_ID, name: 'E-mail', type: 'AUTH', namespaces: servedNamespaces(modal.options.networks) }]);
    },
    reconnect: call('reconnect'),
    connect: (_connectorId, network) => load(modal, context).then(({ adapter }) => adapter.connect(modal, network)),
    disconnect: call('disconnect'),
    switchNetwork: call('switchNetwork'),
    signMessage: call('signMessage'),
    sendTransaction: call('sendTransaction'),
    request: ({ method, params, namespace }) => load(modal, context).then((runtime) => runtime.embeddedRequest(modal, { method, params, namespace })),
    // Only a frame that exists is reloaded (spec §2, back from ConnectingFarcaster): the view ran its code.
    reload: () => void load(modal, context).then((runtime) => runtime.embeddedState(modal).messenger && runtime.reloadFrame(modal)),
  };
}

/**
 * The embedded wallet as an EIP-1193 provider, for eth_signTypedData_v4, wallet_sendCalls, the Solana
 * methods (solana_signMessage, solana_signTransaction, …) and the read-only methods. Unknown methods are
 * refused with 'Requested RPC call is not allowed' (4200).
 * @example
 * const signature = await embeddedProvider(modal).request({ method: 'eth_signTypedData_v4', params: [address, json] });
 */
export function embeddedProvider(modal: ModalCore): { request(args: { method: string; params?: readonly unknown[] }): Promise<unknown> } {
  // The modal's embedded wallet module loaded this chunk already (a connected account needs it).
  return { request: (args) => import('./runtime.js').then((runtime) => runtime.embeddedRequest(modal, args)) };
}
