// Network state (spec §3 "Network state"): the networks the app configured and the active one.

import { atom } from 'nanostores';
import type { CaipNetwork, CaipNetworkId } from '../types.js';

export interface NetworkState {
  /** The networks the app lists, in its order. */
  requestedCaipNetworks: CaipNetwork[];
  /** The network the wallet is on, when the app lists it. */
  caipNetwork?: CaipNetwork;
  /** The wallet's chain id when the app does not list it (UnsupportedChain). */
  unsupportedChainId?: string;
  approvedCaipNetworkIds: CaipNetworkId[];
  supportsAllNetworks: boolean;
  smartAccountEnabledNetworks: number[];
}

export const $network = atom<NetworkState>({
  requestedCaipNetworks: [],
  approvedCaipNetworkIds: [],
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
});
