// The embedded wallet's state per modal (never module-level): its frame messenger, the adapter's
// context, the e-mail being signed in, and the user-paced request a secure view hosts.

import { FRAME_UI_PATH } from '@wallet-modal/schema/embedded';
import { atom } from 'nanostores';
import { SDK_VERSION } from '../../core/api/sdk.js';
import type { ModalCore } from '../../core/instance.js';
import { instanceState } from '../../core/instanceState.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import type { AdapterContext } from '../../core/types.js';
import type { Host } from './host.js';
import { createFrameMessenger, type FrameMessenger, type FrameStorage } from './frame.js';
import { syncFrame, themePayload, watchThemeMode } from './sync.js';
import { watchAccountType } from './accountType.js';

/** What the secure site's visible UI is shown for. */
export type SecureKind = 'recovery' | 'export' | 'approve' | 'devices' | 'email';

export const embeddedState = instanceState('embeddedWallet', () => ({
  /** The core's actions, handed over by the start-up stub when this code loads. */
  host: undefined as Host | undefined,
  messenger: undefined as FrameMessenger | undefined,
  context: undefined as AdapterContext | undefined,
  /** The address being signed in (device link and code were sent to it). */
  email: undefined as string | undefined,
  /** What EmbeddedSecure shows. */
  secureKind: 'recovery' as SecureKind,
  /** The user-paced request the shown secure view hosts; leaving the view aborts it. */
  hosted: undefined as AbortController | undefined,
  /**
   * The code view's error. Kept here, not in the view: the secure view replaces the code view during the
   * recovery step, and a failure there must still show when the code view comes back.
   */
  $codeError: atom<string | undefined>(undefined),
  /** Where the wallet frame keeps its state; 'memory' (third-party storage blocked): the views say a reload forgets the wallet. */
  $storage: atom<FrameStorage | undefined>(undefined),
  /** The signed-in user's e-mail, as the settings view shows it. */
  $email: atom<string | undefined>(undefined),
  /** Stops resending SYNC_THEME on theme-mode changes (set while a frame exists). */
  unwatchTheme: undefined as (() => void) | undefined,
  /** Stops telling the frame the EVM account type (set while a frame exists). */
  unwatchAccountType: undefined as (() => void) | undefined,
}));

/** The core's navigation and connection actions (set by the start-up stub before any lazy call). */
export function hostOf(modal: ModalCore): Host {
  const { host } = embeddedState(modal);
  if (!host) throw new Error('The embedded wallet was used before its module set the modal up');
  return host;
}

/** The secure site's URL; the feature is only available with one. */
export function secureSiteUrl(modal: ModalCore): string {
  const url = modal.options.secureSiteUrl;
  if (!url) throw new Error('The embedded wallet needs secureSiteUrl in the config');
  return url;
}

/** The eip155 chain id the wallet works on: the connected or active one, else the app's first. */
export function currentChainId(modal: ModalCore): number {
  const state = modal.$networks.get().eip155;
  const network = state?.caipNetwork ?? state?.requestedCaipNetworks[0];
  return Number(network?.id ?? 1);
}

/**
 * The modal's frame messenger, created with the hidden iframe on first use.
 * @example
 * const { action } = await frameOf(modal).request('CONNECT_EMAIL', { email });
 */
export function frameOf(modal: ModalCore): FrameMessenger {
  const state = embeddedState(modal);
  state.messenger ??= createFrameMessenger({
    secureSiteUrl: secureSiteUrl(modal),
    projectId: modal.options.projectId,
    chainId: currentChainId(modal),
    version: SDK_VERSION,
    onEvent: () => {
      // The session ended on the server: the wallet is gone from this page.
      clearLoginCache();
      state.context?.emit('disconnect');
    },
    onReady: () => state.messenger && syncFrame(modal, state.messenger),
    onStorage: (storage) => state.$storage.set(storage),
  });
  // The secure UI follows the app's theme while the frame lives.
  state.unwatchTheme ??= watchThemeMode(modal, () => state.messenger?.request('SYNC_THEME', themePayload(modal)).catch(() => {}));
  state.unwatchAccountType ??= watchAccountType(modal);
  // A frame that failed to load is dropped, so the next use tries a fresh one.
  const messenger = state.messenger;
  messenger.ready().catch(() => {
    if (state.messenger !== messenger) return;
    messenger.destroy();
    state.messenger = undefined;
  });
  return messenger;
}

/** The secure site's visible UI page for `kind` (spec: projectId, kind; ours: the wallet frame's UI channel key). */
export function secureUiUrl(modal: ModalCore, kind: SecureKind): string {
  const query = new URLSearchParams({ projectId: modal.options.projectId, kind, channel: embeddedState(modal).messenger?.uiChannel ?? '' });
  return `${secureSiteUrl(modal).replace(/\/+$/, '')}${FRAME_UI_PATH}?${query}`;
}

/** Forgets the cached login data: the login flag, the e-mail, the social provider and user name (spec §4). */
export function clearLoginCache(): void {
  for (const key of [STORAGE_KEYS.EMAIL_LOGIN_USED, STORAGE_KEYS.EMAIL, STORAGE_KEYS.CONNECTED_SOCIAL, STORAGE_KEYS.SOCIAL_USERNAME]) {
    safeStorage.remove(key);
  }
}

/** Stops the frame (tests, hot reload). */
export function destroyFrame(modal: ModalCore): void {
  const state = embeddedState(modal);
  state.messenger?.destroy();
  state.messenger = undefined;
  state.unwatchTheme?.();
  state.unwatchTheme = undefined;
  state.unwatchAccountType?.();
  state.unwatchAccountType = undefined;
}
