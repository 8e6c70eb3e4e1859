// The embedded wallet's EVM account type (spec §3 preferredAccountTypes, smartAccountEnabledNetworks): the
// frame is told the app's preference, and the networks where its smart account exists are kept in the network
// state and in storage as a comma list. A preference the frame cannot take falls back to EOA (spec §8).

import { showError } from '../../core/controllers/notifications.js';
import type { ModalCore } from '../../core/instance.js';
import { writeSmartAccountEnabledNetworks } from '../../core/storage/smartAccountNetworks.js';
import type { AccountEntry } from '../../core/types.js';
import type { EmbeddedUser } from '@wallet-modal/schema/embedded';
import { embeddedState, frameOf, hostOf } from './state.js';

/** The EVM account type GET_USER asks for: the app's preference (spec §9 default: smartAccount). */
export const preferredEvmAccountType = (modal: ModalCore) => modal.$preferredAccountTypes.get().eip155;

/** The user's EVM accounts with their types (the smart account listed where the operator enabled it). */
export function evmAccountsOf(user: EmbeddedUser): AccountEntry[] {
  return (user.accounts ?? []).filter((account) => (account.namespace ?? 'eip155') === 'eip155' && account.address.startsWith('0x')).map(({ address, type }) => ({ address, type }));
}

/** Asks the frame for the smart-account networks and keeps them (a failed fetch keeps an empty list, spec §8). */
export async function refreshSmartAccountNetworks(modal: ModalCore): Promise<number[]> {
  let networks: number[] = [];
  try {
    networks = (await frameOf(modal).request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).smartAccountEnabledNetworks;
  } catch {
    // The empty list below.
  }
  writeSmartAccountEnabledNetworks(networks);
  const states = modal.$networks.get();
  if (states.eip155) modal.$networks.set({ ...states, eip155: { ...states.eip155, smartAccountEnabledNetworks: networks } });
  return networks;
}

/**
 * Tells the frame each change of the EVM preference while it lives; a change the frame refuses falls back to
 * EOA with the error shown. Returns the stop.
 */
export function watchAccountType(modal: ModalCore): () => void {
  return modal.$preferredAccountTypes.listen((types, previous) => {
    if (types.eip155 === previous?.eip155) return;
    const { messenger } = embeddedState(modal);
    if (!messenger) return;
    messenger.request('SET_PREFERRED_ACCOUNT', { type: types.eip155 }).catch((error: unknown) => {
      if (modal.$preferredAccountTypes.get().eip155 !== 'eoa') hostOf(modal).setPreferredAccountType(modal, { namespace: 'eip155', type: 'eoa' });
      showError(modal, error);
    });
  });
}
