// The allowed-origins rule of e-mail and social login (spec §5 "Origin must be on the allowed-origins
// list when e-mail or social features are on"): the project's list is fetched once per modal; their
// Connect sections show only on an allowed origin, and a refused one shows 'Invalid App Configuration' once.

import { reportInvalidAppConfiguration } from '../core/controllers/invalidAppConfiguration.js';
import { WalletModalError } from '../core/errors/base.js';
import type { ModalCore } from '../core/instance.js';

/**
 * Starts the check (once per modal, in a browser, when the app has an API to ask). Called by the
 * e-mail and socials modules at setup.
 * @example
 * setup: (modal) => checkAllowedOrigin(modal),
 */
export function checkAllowedOrigin(modal: ModalCore): void {
  const { api, $originCheck } = modal;
  if (!api || typeof window === 'undefined' || $originCheck.get().status !== 'unchecked') return;
  $originCheck.set({ status: 'checking' });
  void import('../core/api/origins.js')
    .then(async ({ getAllowedOrigins, isOriginAllowed }) => {
      const allowed = isOriginAllowed(window.location.origin, await getAllowedOrigins(api));
      $originCheck.set({ status: allowed ? 'allowed' : 'refused' });
      if (!allowed) reportInvalidAppConfiguration(modal);
    })
    .catch((error: unknown) => {
      // Our server refuses the request itself when the Origin header is not allowed.
      if (error instanceof WalletModalError && error.id === 'INVALID_APP_CONFIGURATION') {
        $originCheck.set({ status: 'refused' });
        return reportInvalidAppConfiguration(modal, error);
      }
      $originCheck.set({ status: 'failed' });
      console.warn('[wallet-modal] the allowed origins could not be fetched; e-mail and social login stay hidden.', error);
    });
}

/**
 * Whether this page may offer e-mail and social login: its origin is on the project's list. Without
 * an API there is no list to ask; the embedded wallet's provider enforces its own (spec §6).
 * @example
 * available: (modal) => originAllowed(modal) && hasEmbeddedLogin(modal),
 */
export function originAllowed(modal: ModalCore): boolean {
  return !modal.api || modal.$originCheck.get().status === 'allowed';
}
