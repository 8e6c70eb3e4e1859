// @wallet-modal/kit/socials: social login buttons on Connect, in the app's socials order (spec §1). They
// show only once an embedded wallet has registered its login with the modal and the project allows
// this page's origin (spec §5).

import type { ComponentType } from 'react';
import { afterFirstPaint } from '../../core/afterFirstPaint.js';
import { hasEmbeddedLogin } from '../../core/controllers/embeddedLogin.js';
import type { FeatureModule } from '../../core/feature.js';
import type { ConnectMethodProps } from '../../views/Connect/connectMethod.js';
import { checkAllowedOrigin, originAllowed } from '../allowedOrigin.js';
import { anySocialOffered, loadOfferedProviders } from './offered.js';

/**
 * @example
 * createWalletModal({ ...config, adapters, modules: [socials()] });
 */
export function socials(): FeatureModule<ComponentType<ConnectMethodProps>> {
  return {
    id: 'socials',
    available: (modal) => modal.options.socials.length > 0 && hasEmbeddedLogin(modal, 'social') && originAllowed(modal),
    connectMethods: [{ id: 'social', view: () => import('./SocialSection.js').then((module) => module.SocialSection), shown: anySocialOffered }],
    setup: (modal) => {
      if (modal.options.socials.length === 0) return;
      const stopCheck = checkAllowedOrigin(modal);
      // The secure site is asked after the first paint too: its answer's reader (zod) is no start-up code.
      const stopAsking = afterFirstPaint(() => loadOfferedProviders(modal));
      return () => {
        stopCheck?.();
        stopAsking();
      };
    },
  };
}
