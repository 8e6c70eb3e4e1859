// @wallet-modal/kit/email: e-mail one-time-code login on Connect (spec §1 "email"). It shows only once
// an embedded wallet has registered its login with the modal and the project allows this page's
// origin (spec §5): never a field that cannot work.

import type { ComponentType } from 'react';
import { hasEmbeddedLogin } from '../../core/controllers/embeddedLogin.js';
import type { FeatureModule } from '../../core/feature.js';
import type { ConnectMethodProps } from '../../views/Connect/connectMethod.js';
import { checkAllowedOrigin, originAllowed } from '../allowedOrigin.js';

/**
 * @example
 * createWalletModal({ ...config, adapters, modules: [email()] });
 */
export function email(): FeatureModule<ComponentType<ConnectMethodProps>> {
  return {
    id: 'email',
    available: (modal) => hasEmbeddedLogin(modal) && originAllowed(modal),
    connectMethods: [
      {
        id: 'email',
        view: () => import('./EmailSection.js').then((module) => module.EmailSection),
        // Spec §2: with e-mail shown, the wallets collapse to one button unless emailShowWallets.
        collapsesWallets: (modal) => !modal.options.features.emailShowWallets,
      },
    ],
    setup: checkAllowedOrigin,
  };
}
