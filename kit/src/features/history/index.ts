// @wallet-modal/kit/history: the activity feature (spec §1 "history", eip155 only): the Account view's
// NFTs and Activity tabs, read from the app's API. Its views are chunks fetched when first shown.

import type { ComponentType } from 'react';
import { ACTIVITY_NAMESPACES } from '../../core/constants.js';
import type { FeatureModule } from '../../core/feature.js';
import { moduleTexts } from './moduleTexts.js';

/**
 * @example
 * createWalletModal({ ...config, adapters, modules: [history()] });
 */
export function history(): FeatureModule<ComponentType> {
  return {
    id: 'history',
    namespaces: ACTIVITY_NAMESPACES,
    // Activity comes from the app's API; without one there is nothing to show.
    available: (modal) => modal.api !== undefined,
    // Labels are getters: read when shown, so they follow the active locale.
    accountTabs: [
      { id: 'nfts', get label() { return moduleTexts.tabNfts; }, view: () => import('./NftsTab.js').then((module) => module.NftsTab) },
      { id: 'activity', get label() { return moduleTexts.tabActivity; }, view: () => import('./ActivityTab.js').then((module) => module.ActivityTab) },
    ],
  };
}
