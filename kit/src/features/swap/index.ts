// @wallet-modal/kit/swap: swapping tokens on the active EVM network through the app's server
// (spec §7 /v1/convert/*, §9 Swap): an Account action opening the Swap view, where a quote follows
// what the user types, an approval is asked when the allowance is short, then the swap. Its view is
// a chunk fetched when first shown; this stub is all an app loads at start-up.

import type { ComponentType } from 'react';
import type { FeatureModule } from '../../core/feature.js';
import { moduleTexts } from './moduleTexts.js';
import { swapsOffered } from './support.js';
import { SWAP_VIEW } from './viewNames.js';

export { SWAP_VIEW } from './viewNames.js';

/**
 * @example
 * createWalletModal({ ...config, apiUrl, adapters, modules: [swap()] });
 */
export function swap(): FeatureModule<ComponentType> {
  return {
    // The config's flag (spec §1 "swaps", on by default) and its place in the wallet feature order.
    id: 'swaps',
    namespaces: ['eip155'],
    // Quotes and swaps come from the app's server.
    available: (modal) => modal.api !== undefined,
    // Only on the spec's swap networks the server serves: a Swap button elsewhere could not work.
    // Texts are getters: read when shown, so they follow the active locale.
    accountActions: [{ id: 'swaps', get label() { return moduleTexts.action; }, view: SWAP_VIEW, available: swapsOffered }],
    views: { [SWAP_VIEW]: () => import('./views/Swap.js').then((module) => module.Swap) },
    titles: { get [SWAP_VIEW]() { return moduleTexts.title; } },
  };
}
