// @wallet-modal/kit/socials: social login buttons on Connect, in the app's socials order (spec §1). They
// show only once an embedded wallet has registered its login with the modal and the project allows
// this page's origin (spec §5), and the secure site, asked on intent, offers them.

import type { ComponentType } from 'react';
import { hasEmbeddedLogin } from '../../core/controllers/embeddedLogin.js';
import { onIntent } from '../../core/controllers/intent.js';
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
      // The secure site is asked when the visitor reaches for the button (or the modal opens), not with
      // the page: its answer only decides what Connect shows, and its reader (zod) is no start-up code.
      const stopAsking = onIntent(modal, () => loadOfferedProviders(modal));
      return () => {
        stopCheck?.();
        stopAsking();
      };
    },
  };
}
