// What a modal takes back from storage when it starts (spec §3 "Local storage"): the active network, the
// network last used in each other namespace, the smart-account-enabled networks and the preferred account types. A value the app no longer
// lists, or one that is corrupt or foreign, is ignored with a console notice (spec §8).

import type { ModalCore } from '../instance.js';
import { readConnections } from '../storage/connections.js';
import { readPreferredAccountTypes } from '../storage/preferredAccountTypes.js';
import { safeStorage } from '../storage/safeStorage.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import { readLastUsedChains } from '../storage/lastUsedChains.js';
import { getSmartAccountEnabledNetworks } from '../storage/smartAccountNetworks.js';
import { findNetwork, setActiveNetwork, setNamespaceNetwork } from './network.js';

/**
 * Restores the stored state into the modal's stores; the connections follow in `reconnect`.
 * @example
 * restoreStoredState(modal);
 */
export function restoreStoredState(modal: ModalCore): void {
  const { defaultNetwork, defaultAccountTypes } = modal.options;
  // The network of the account a server rendered (`initialState`) stays: the wallet's answer moves it.
  const seeded = Object.keys(modal.$accounts.get()).length > 0 ? modal.$network.get().caipNetwork : undefined;
  const storedId = safeStorage.get(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID);
  const stored = storedId?.includes(':') ? findNetwork(modal, storedId) : undefined;
  if (storedId && !stored) {
    console.info(`[wallet-modal] the last active network ${storedId.slice(0, 80)} is not in the app's networks; ${defaultNetwork.caipNetworkId} is used.`);
  }
  const active = seeded ?? stored ?? defaultNetwork;
  for (const id of Object.values(readLastUsedChains())) {
    const network = findNetwork(modal, id);
    if (network && network.chainNamespace !== active.chainNamespace) setNamespaceNetwork(modal, network);
  }
  setActiveNetwork(modal, active);

  const smartAccountEnabledNetworks = getSmartAccountEnabledNetworks();
  const states = modal.$networks.get();
  if (states.eip155 && smartAccountEnabledNetworks.length > 0) {
    modal.$networks.set({ ...states, eip155: { ...states.eip155, smartAccountEnabledNetworks } });
  }

  modal.$preferredAccountTypes.set({ ...defaultAccountTypes, ...readPreferredAccountTypes() });
}

/**
 * Shows the connections of an earlier visit as being restored ("connecting") from the first frame, before
 * the connection controller that restores them is loaded: no flash of the disconnected button (spec §4).
 * Returns whether there is any to restore.
 * @example
 * if (markStoredConnections(modal)) void reconnect(modal);
 */
export function markStoredConnections(modal: ModalCore): boolean {
  const [first] = Object.values(readConnections());
  if (!first) return false;
  modal.$connection.set({ ...modal.$connection.get(), status: 'connecting', connectorId: first.connectorId });
  return true;
}
