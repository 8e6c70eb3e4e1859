// Network switching (spec §4 "Network switch") and following the wallet's chain changes, per namespace.

import { emitEvent } from './events.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import type { ModalCore } from '../instance.js';
import { STORAGE_KEYS, safeStorage } from '../storage/index.js';
import { writeLastUsedChain } from '../storage/lastUsedChains.js';
import type { NetworkState } from '../stores/network.js';
import type { CaipNetwork, ChainNamespace } from '../types.js';
import { followNetworkExplorer } from './account.js';
import { adapterById } from './adapters.js';
import { openModal } from './modal.js';
import { refreshBalance } from './refreshBalance.js';

/** Finds one of the app's networks by CAIP-2 id, or by its chain reference within a namespace. */
export function findNetwork(modal: ModalCore, id: string | number, namespace: ChainNamespace = modal.$activeNamespace.get()): CaipNetwork | undefined {
  const key = String(id).includes(':') ? String(id) : `${namespace}:${id}`;
  return modal.options.networks.find((network) => network.caipNetworkId === key);
}

function updateNetwork(modal: ModalCore, namespace: ChainNamespace, patch: Partial<NetworkState>): void {
  const states = modal.$networks.get();
  const current = states[namespace];
  if (current) modal.$networks.set({ ...states, [namespace]: { ...current, ...patch } });
}

/**
 * Makes `network` its namespace's network without making the namespace active, and remembers it as the
 * namespace's last used chain (spec §3).
 * @example
 * setNamespaceNetwork(modal, solanaDevnet); // EVM stays active; Solana is on devnet when the user goes there
 */
export function setNamespaceNetwork(modal: ModalCore, network: CaipNetwork): void {
  updateNetwork(modal, network.chainNamespace, { caipNetwork: network, unsupportedChainId: undefined });
  writeLastUsedChain(network.caipNetworkId);
}

/**
 * Switches the active network, across namespaces too: asks the wallet connected in the network's
 * namespace to switch, or just selects it when none is. Each namespace keeps its account.
 * Throws 'Network Not Found' for a network the app does not list.
 * @example
 * await switchNetwork(modal, 'eip155:10');
 */
export async function switchNetwork(modal: ModalCore, caipNetworkId: string): Promise<void> {
  const network = findNetwork(modal, caipNetworkId);
  if (!network) throw new WalletModalError(ErrorMessages.NETWORK_NOT_FOUND, { details: `${caipNetworkId} is not in the app's networks list` });
  const namespace = network.chainNamespace;
  const connection = modal.$connections.get()[namespace];
  const current = modal.$networks.get()[namespace]?.caipNetwork;
  const previous = modal.$activeNamespace.get();
  if (connection && current?.caipNetworkId !== network.caipNetworkId) {
    await adapterById(modal, connection.adapterId).switchNetwork(network);
    approveNetwork(modal, network);
  }
  setActiveNetwork(modal, network);
  emitEvent(modal, 'SWITCH_NETWORK', { network: network.caipNetworkId });
  // Another namespace's account is shown now: read its balance (within a namespace, the wallet's chainChanged does).
  if (connection && previous !== namespace) void refreshBalance(modal);
}

/**
 * Records which of the app's networks the namespace's wallet approved (spec §3 approvedCaipNetworkIds,
 * supportsAllNetworks): `approved` absent means every one; the views offer only the approved ones.
 * @example
 * setApprovedNetworks(modal, 'eip155', ['eip155:1']); // OP Mainnet listed but not available from this wallet
 */
export function setApprovedNetworks(modal: ModalCore, namespace: ChainNamespace, approved: readonly string[] | undefined): void {
  const requested = modal.$networks.get()[namespace]?.requestedCaipNetworks ?? [];
  const ids = requested.map((network) => network.caipNetworkId).filter((id) => !approved || approved.includes(id));
  updateNetwork(modal, namespace, { approvedCaipNetworkIds: ids as NetworkState['approvedCaipNetworkIds'], supportsAllNetworks: ids.length === requested.length });
}

/** The wallet is on `network` now (it switched, or added the chain to the session): it is usable from this wallet. */
function approveNetwork(modal: ModalCore, network: CaipNetwork): void {
  const approved = modal.$networks.get()[network.chainNamespace]?.approvedCaipNetworkIds;
  if (approved && !approved.includes(network.caipNetworkId as never)) setApprovedNetworks(modal, network.chainNamespace, [...approved, network.caipNetworkId]);
}

/** Makes `network` its namespace's network and the active one, and remembers it across reloads. */
export function setActiveNetwork(modal: ModalCore, network: CaipNetwork): void {
  setNamespaceNetwork(modal, network);
  followNetworkExplorer(modal, network.chainNamespace);
  modal.$activeNamespace.set(network.chainNamespace);
  safeStorage.set(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, network.caipNetworkId);
  safeStorage.set(STORAGE_KEYS.ACTIVE_NAMESPACE, network.chainNamespace);
}

/**
 * Follows a wallet to another chain in `namespace`. A chain the app does not list opens
 * UnsupportedChain (when the namespace is the active one), unless switching is disabled or
 * unsupported chains are allowed.
 */
export function onChainChanged(modal: ModalCore, chainId: string | number, namespace: ChainNamespace): void {
  const network = findNetwork(modal, chainId, namespace);
  const active = modal.$activeNamespace.get() === namespace;
  if (network) approveNetwork(modal, network);
  if (network) {
    if (active) setActiveNetwork(modal, network);
    else setNamespaceNetwork(modal, network);
    return;
  }
  updateNetwork(modal, namespace, { unsupportedChainId: `${namespace}:${chainId}` });
  const { allowUnsupportedChain, enableNetworkSwitch } = modal.options;
  if (active && !allowUnsupportedChain && enableNetworkSwitch) openModal(modal, { view: 'UnsupportedChain' });
}

/** Whether the active namespace's wallet is on a network the app does not list. */
export function isOnUnsupportedNetwork(modal: ModalCore): boolean {
  return modal.$network.get().unsupportedChainId !== undefined;
}
