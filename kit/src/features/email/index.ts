// @wallet-modal/kit/email: e-mail one-time-code login on Connect (spec §1 "email"). It shows only once
// an embedded wallet has registered its login with the modal: never a field that cannot work.

import type { ComponentType } from 'react';
import { hasEmbeddedLogin } from '../../core/controllers/embeddedLogin.js';
import type { FeatureModule } from '../../core/feature.js';
import type { ConnectMethodProps } from '../../views/Connect/connectMethod.js';

/**
 * @example
 * createWalletModal({ ...config, adapters, modules: [email()] });
 */
export function email(): FeatureModule<ComponentType<ConnectMethodProps>> {
  return {
    id: 'email',
    available: hasEmbeddedLogin,
    connectMethods: [{ id: 'email', view: () => import('./EmailSection.js').then((module) => module.EmailSection) }],
  };
}
