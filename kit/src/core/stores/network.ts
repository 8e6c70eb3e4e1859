// Network state per namespace (spec §3 "Network state"): the app's networks of that namespace and
// the one its wallet is on.

import type { CaipNetwork, CaipNetworkId } from '../types.js';

export interface NetworkState {
  /** The app's networks of this namespace, in its order. */
  requestedCaipNetworks: CaipNetwork[];
  /** The namespace's active network (the wallet's, once connected), when the app lists it. */
  caipNetwork?: CaipNetwork;
  /** The wallet's chain id when the app does not list it (UnsupportedChain). */
  unsupportedChainId?: string;
  approvedCaipNetworkIds: CaipNetworkId[];
  supportsAllNetworks: boolean;
  smartAccountEnabledNetworks: number[];
}

export const emptyNetworkState = (requestedCaipNetworks: CaipNetwork[] = []): NetworkState => ({
  requestedCaipNetworks,
  approvedCaipNetworkIds: requestedCaipNetworks.map((network) => network.caipNetworkId as CaipNetworkId),
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
});
