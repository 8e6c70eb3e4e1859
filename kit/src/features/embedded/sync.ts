// What the kit tells the wallet frame about the app (spec §3 "Sync dapp data", "Sync theme"): its
// metadata and SDK after every handshake, and its theme then and whenever the theme mode changes (a
// 'system' mode follows the visitor's colour-scheme preference). The secure UI names the app and
// takes its mode, accent and radius from them.

import type { AppRequestPayload } from '@wallet-modal/schema/embedded';
import { SDK_TYPE, SDK_VERSION } from '../../core/api/sdk.js';
import type { ModalCore } from '../../core/instance.js';
import type { FrameMessenger } from './frame.js';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The config's theme variables spelled as the peer's CSS variables (spec §3 w3mThemeVariables). */
const W3M_NAMES: Record<string, string> = {
  accent: '--w3m-accent',
  colorMix: '--w3m-color-mix',
  colorMixStrength: '--w3m-color-mix-strength',
  fontFamily: '--w3m-font-family',
  fontSizeMaster: '--w3m-font-size-master',
  borderRadiusMaster: '--w3m-border-radius-master',
  zIndex: '--w3m-z-index',
  qrColor: '--w3m-qr-color',
};

/** The theme mode in effect: 'system' resolves to the visitor's preference (dark without matchMedia). */
export function resolvedThemeMode(modal: ModalCore): 'dark' | 'light' {
  const { themeMode } = modal.options;
  if (themeMode !== 'system') return themeMode;
  return typeof matchMedia !== 'function' || matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * The SYNC_THEME payload: the mode in effect, the config's variables as given, and the same under their --w3m-* names.
 * @example
 * themePayload(modal); // { themeMode: 'dark', themeVariables: { accent: '#f06' }, w3mThemeVariables: { '--w3m-accent': '#f06' } }
 */
export function themePayload(modal: ModalCore): AppRequestPayload<'SYNC_THEME'> {
  const themeVariables = { ...modal.options.themeVariables };
  const w3mThemeVariables: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(themeVariables)) {
    const w3m = name.startsWith('--w3m-') ? name : W3M_NAMES[name];
    if (w3m) w3mThemeVariables[w3m] = value;
  }
  return { themeMode: resolvedThemeMode(modal), themeVariables, w3mThemeVariables };
}

/** The SYNC_DAPP_DATA payload: the app's metadata (when configured), the SDK's version and type, the project. */
export function dappDataPayload(modal: ModalCore): AppRequestPayload<'SYNC_DAPP_DATA'> {
  const { metadata, projectId } = modal.options;
  return {
    // Cut to the contract's limits, so a long description never costs the app its name on the approval screen.
    ...(metadata
      ? { metadata: { name: metadata.name.slice(0, 200), description: (metadata.description ?? '').slice(0, 1000), url: metadata.url ?? '', icons: (metadata.icons ?? []).slice(0, 8) } }
      : {}),
    sdkVersion: SDK_VERSION,
    sdkType: SDK_TYPE,
    projectId,
  };
}

/** Sends the app's data and theme to a frame that just completed its handshake. Failures are not the user's concern. */
export function syncFrame(modal: ModalCore, messenger: FrameMessenger): void {
  messenger.request('SYNC_DAPP_DATA', dappDataPayload(modal)).catch(() => {});
  messenger.request('SYNC_THEME', themePayload(modal)).catch(() => {});
}

/**
 * Calls `onChange` whenever the theme mode in effect changes; returns the unsubscribe. Only a 'system'
 * mode changes at run time (the config's mode and variables are fixed for a modal).
 */
export function watchThemeMode(modal: ModalCore, onChange: () => void): () => void {
  if (modal.options.themeMode !== 'system' || typeof matchMedia !== 'function') return () => {};
  const media = matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
