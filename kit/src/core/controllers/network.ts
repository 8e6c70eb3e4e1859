// Network switching (spec §4 "Network switch") and following the wallet's chain changes.

import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import { $account } from '../stores/account.js';
import { $network } from '../stores/network.js';
import { STORAGE_KEYS, safeStorage } from '../storage/index.js';
import type { CaipNetwork } from '../types.js';
import { getAdapter } from './adapters.js';
import { openModal } from './modal.js';

export interface NetworkRules {
  /** Keep the wallet on a network the app does not list, without asking to switch. */
  allowUnsupportedChain: boolean;
  /** Whether the app lets the user switch networks from the modal. */
  enableNetworkSwitch: boolean;
}

const rules: NetworkRules = { allowUnsupportedChain: false, enableNetworkSwitch: true };

export function configureNetworkRules(next: NetworkRules): void {
  Object.assign(rules, next);
}

/** Finds a listed network by CAIP-2 id or by its chain reference within a namespace. */
export function findNetwork(id: string | number, namespace = 'eip155'): CaipNetwork | undefined {
  const key = String(id).includes(':') ? String(id) : `${namespace}:${id}`;
  return $network.get().requestedCaipNetworks.find((network) => network.caipNetworkId === key);
}

/**
 * Switches the active network: asks the connected wallet to switch, or just selects it when no
 * wallet is connected. Throws 'Network Not Found' for a network the app does not list.
 * @example
 * await switchNetwork('eip155:10');
 */
export async function switchNetwork(caipNetworkId: string): Promise<void> {
  const network = findNetwork(caipNetworkId);
  if (!network) throw new WalletModalError(ErrorMessages.NETWORK_NOT_FOUND, { details: `${caipNetworkId} is not in the app's networks list` });
  if ($account.get().address) {
    await getAdapter(network.chainNamespace).switchNetwork(network);
  }
  setActiveNetwork(network);
}

/** Makes `network` the active one and remembers it across reloads. */
export function setActiveNetwork(network: CaipNetwork): void {
  $network.set({ ...$network.get(), caipNetwork: network, unsupportedChainId: undefined });
  safeStorage.set(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, network.caipNetworkId);
}

/**
 * Follows the wallet to another chain. A chain the app does not list opens UnsupportedChain,
 * unless switching is disabled or unsupported chains are allowed.
 */
export function onChainChanged(chainId: string | number, namespace = 'eip155'): void {
  const network = findNetwork(chainId, namespace);
  if (network) {
    setActiveNetwork(network);
    return;
  }
  $network.set({ ...$network.get(), unsupportedChainId: `${namespace}:${chainId}` });
  if (!rules.allowUnsupportedChain && rules.enableNetworkSwitch) openModal({ view: 'UnsupportedChain' });
}

/** Whether the wallet is on a network the app does not list. */
export function isOnUnsupportedNetwork(): boolean {
  return $network.get().unsupportedChainId !== undefined;
}
