// A server-rendered page's first state (`ssr: true`): the connection the server rendered from the wallet
// cookie, set into the stores without reading or writing storage, so the browser's first render equals
// the server's HTML. The wallet's own answer replaces it once the page is hydrated.

import type { ModalCore } from '../instance.js';
import type { WalletState } from '../ssr/walletState.js';
import type { CaipAddress, CaipNetwork } from '../types.js';
import { resetAccounts } from './account.js';
import { findNetwork } from './network.js';

/** Selects `network` in the stores only (storage keeps what the last visit chose until start() reads it). */
function select(modal: ModalCore, network: CaipNetwork): void {
  const states = modal.$networks.get();
  const state = states[network.chainNamespace];
  if (state) modal.$networks.set({ ...states, [network.chainNamespace]: { ...state, caipNetwork: network } });
  modal.$activeNamespace.set(network.chainNamespace);
}

/**
 * Shows `state` (the account the server rendered) until the wallet answers: its account as connected and
 * the connection as being restored. A network the app does not list is ignored: the page starts
 * disconnected on the default network, as the server rendered it.
 * @example
 * seedInitialState(modal, { address: '0xf39F…', caipNetworkId: 'eip155:1', connectorId: 'io.metamask' });
 */
export function seedInitialState(modal: ModalCore, state: WalletState | undefined): void {
  const network = state && findNetwork(modal, state.caipNetworkId);
  select(modal, network ?? modal.options.defaultNetwork);
  if (!state || !network) return;
  modal.$accounts.set({
    [network.chainNamespace]: {
      status: 'connected',
      address: state.address,
      caipAddress: `${network.caipNetworkId}:${state.address}` as CaipAddress,
      profileName: state.name,
      balanceLoading: false,
      currentTab: 0,
    },
  });
  modal.$connection.set({ status: 'connecting', connectorId: state.connectorId });
}

/**
 * Drops the accounts no wallet confirmed (the server's guess when storage holds no connection, or its
 * wallet did not come back): the page settles on what is true, and the cookie follows.
 * @example
 * dropUnconfirmedAccounts(modal);
 */
export function dropUnconfirmedAccounts(modal: ModalCore): void {
  const connections = modal.$connections.get();
  const unconfirmed = Object.keys(modal.$accounts.get()).filter((namespace) => !connections[namespace as keyof typeof connections]);
  if (unconfirmed.length > 0) resetAccounts(modal, unconfirmed as never);
  if (Object.keys(connections).length === 0 && modal.$connection.get().status !== 'disconnected') {
    modal.$connection.set({ ...modal.$connection.get(), status: 'disconnected', connectorId: undefined });
  }
}
