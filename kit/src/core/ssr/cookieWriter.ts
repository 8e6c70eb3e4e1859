// Keeps the wallet cookies in step with the modal in a server-rendered app (`ssr: true`): fetched after
// the page is interactive, so apps without a server carry none of it.

import type { ModalCore } from '../instance.js';
import { encodeWalletState, WALLET_COOKIE_MAX_AGE, WALLET_STATE_COOKIE, type WalletState } from './walletState.js';

/**
 * Sets (or, with no value, deletes) a cookie of the whole site: SameSite=Lax, Secure on https.
 * @example
 * writeCookie('wm_siwx', token);
 */
export function writeCookie(name: string, value: string | undefined): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value ?? ''}; Path=/; Max-Age=${value === undefined ? 0 : WALLET_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/** The connection the page shows now; undefined when disconnected, null while a restore has not settled. */
function shown(modal: ModalCore): WalletState | undefined | null {
  const account = modal.$account.get();
  const network = modal.$network.get().caipNetwork;
  const namespace = modal.$activeNamespace.get();
  const connection = modal.$connection.get();
  if (account.status === 'connected' && account.address && network) {
    const connectorId = modal.$connections.get()[namespace]?.connectorId ?? connection.connectorId ?? '';
    return { address: account.address, caipNetworkId: network.caipNetworkId, connectorId, ...(account.profileName ? { name: account.profileName } : {}) };
  }
  return connection.status === 'connecting' ? null : undefined;
}

/**
 * Writes the connection cookie whenever what the page shows changes, and clears it once nothing is
 * connected (a restore that found no wallet fixes a stale cookie). Returns what stops it.
 * @example
 * const stop = followWalletCookie(modal);
 */
export function followWalletCookie(modal: ModalCore): () => void {
  // null: nothing written yet, so the first settled state is written (or a stale cookie cleared).
  let written: string | undefined | null = null;
  const update = () => {
    const state = shown(modal);
    if (state === null) return;
    const value = state && encodeWalletState(state);
    if (value === written) return;
    written = value;
    writeCookie(WALLET_STATE_COOKIE, value);
  };
  const stops = [modal.$accounts, modal.$networks, modal.$activeNamespace, modal.$connection].map((store) => store.listen(update));
  update();
  return () => stops.forEach((stop) => stop());
}
