// @wallet-modal/kit/names: name registration (spec §2 RegisterAccountName, RegisterAccountNameSuccess,
// §4 "Name registration"): an Account action opening a view that checks names as the user types,
// offers free ones, and registers the chosen name with our server. Its views are chunks fetched when shown.

import type { ComponentType } from 'react';
import type { FeatureModule } from '../../core/feature.js';
import { moduleTexts } from './moduleTexts.js';
import { REGISTER_NAME_SUCCESS_VIEW, REGISTER_NAME_VIEW } from './viewNames.js';

export { REGISTER_NAME_SUCCESS_VIEW, REGISTER_NAME_VIEW } from './viewNames.js';

/**
 * @example
 * createWalletModal({ ...config, apiUrl, adapters, modules: [names()] });
 */
export function names(): FeatureModule<ComponentType> {
  return {
    id: 'names',
    namespaces: ['eip155'],
    available: (modal) => modal.api !== undefined,
    // Texts are getters: read when shown, so they follow the active locale.
    accountActions: [{ id: 'names', get label() { return moduleTexts.action; }, view: REGISTER_NAME_VIEW }],
    views: {
      [REGISTER_NAME_VIEW]: () => import('./views/RegisterAccountName.js').then((module) => module.RegisterAccountName),
      [REGISTER_NAME_SUCCESS_VIEW]: () => import('./views/RegisterAccountNameSuccess.js').then((module) => module.RegisterAccountNameSuccess),
    },
    titles: {
      get [REGISTER_NAME_VIEW]() { return moduleTexts.title; },
      get [REGISTER_NAME_SUCCESS_VIEW]() { return moduleTexts.successTitle; },
    },
  };
}
