// Where the Swap action is offered: with the app's server, on a network of the spec's swap list (§9) or
// the local development chain (a team trying swaps on a local fork, issue 30), unless the server already said it does not serve swaps there (the view learns that on its first
// call). Part of the start-up stub, so it reads stores only and fetches nothing.

import { SWAP_NETWORKS } from '@wallet-modal/schema/defaults';
import { LOCAL_CHAIN_ID } from '@wallet-modal/schema/networks';
import type { ModalCore } from '../../core/instance.js';
import { instanceState } from '../../core/instanceState.js';

/** The networks this modal's server refused swaps on ('Network not supported for Swaps'). */
const refused = instanceState('swapRefused', () => new Set<string>());

/**
 * Whether the active network can swap here.
 * @example
 * swapsOffered(modal); // true on Ethereum with apiUrl set, false on Sepolia
 */
export function swapsOffered(modal: ModalCore): boolean {
  const network = modal.$network.get().caipNetwork;
  if (!modal.api || !network) return false;
  const listed = (SWAP_NETWORKS as readonly string[]).includes(network.caipNetworkId) || network.caipNetworkId === `eip155:${LOCAL_CHAIN_ID}`;
  return listed && !refused(modal).has(network.caipNetworkId);
}

/** Remembers that the server does not serve swaps on `caipNetworkId`, so the action is not offered there again. */
export function refuseSwaps(modal: ModalCore, caipNetworkId: string): void {
  refused(modal).add(caipNetworkId);
}
