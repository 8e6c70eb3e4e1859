// @wallet-modal/kit/onramp: buying crypto with fiat (spec §1 "onramp", eip155 and solana): an Account
// action opening the Buy view (options, a quote with its fees, then the provider's page in a popup),
// and the started purchases in the Activity tab. Hidden in the restricted time zones of spec §9 and on
// test networks. Its views are chunks fetched when first shown; this stub is all an app loads at start-up.

import type { ComponentType } from 'react';
import type { FeatureModule } from '../../core/feature.js';
import { moduleTexts } from './moduleTexts.js';
import { browserTimeZone, isRestrictedTimeZone } from './timeZones.js';
import { BUY_VIEW } from './viewNames.js';

export { BUY_VIEW } from './viewNames.js';

/**
 * @example
 * createWalletModal({ ...config, apiUrl, adapters, modules: [onramp()] });
 */
export function onramp(): FeatureModule<ComponentType> {
  return {
    id: 'onramp',
    // Spec §1: "Balance, onramp and send: eip155 and solana".
    namespaces: ['eip155', 'solana'],
    // Options, quotes and the provider's page come from the app's server; never in a restricted time zone (spec §9).
    available: (modal) => modal.api !== undefined && !isRestrictedTimeZone(browserTimeZone()),
    // Texts are getters: read when shown, so they follow the active locale.
    // No provider sells test-network coins for money: no Buy on a testnet or the local chain.
    accountActions: [{ id: 'onramp', get label() { return moduleTexts.action; }, view: BUY_VIEW, available: (modal) => modal.$network.get().caipNetwork?.testnet === false }],
    views: { [BUY_VIEW]: () => import('./views/Buy.js').then((module) => module.Buy) },
    titles: { get [BUY_VIEW]() { return moduleTexts.title; } },
    activitySections: [{ id: 'onramp', view: () => import('./views/PurchasesSection.js').then((module) => module.PurchasesSection) }],
  };
}
