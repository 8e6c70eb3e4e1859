// The allowed-origins check itself (run by allowedOrigin.ts after the first paint, when the app has an API):
// the project's list fetched once, the verdict stored, a refusal shown once as 'Invalid App Configuration'.

import { getAllowedOrigins, isOriginAllowed } from '../core/api/origins.js';
import { reportInvalidAppConfiguration } from '../core/controllers/invalidAppConfiguration.js';
import { WalletModalError } from '../core/errors/base.js';
import type { ModalCore } from '../core/instance.js';

export async function runOriginCheck(modal: ModalCore): Promise<void> {
  const { api, $originCheck } = modal;
  if (!api) return;
  try {
    const allowed = isOriginAllowed(window.location.origin, await getAllowedOrigins(api));
    $originCheck.set({ status: allowed ? 'allowed' : 'refused' });
    if (!allowed) reportInvalidAppConfiguration(modal);
  } catch (error) {
    // Our server refuses the request itself when the Origin header is not allowed.
    if (error instanceof WalletModalError && error.id === 'INVALID_APP_CONFIGURATION') {
      $originCheck.set({ status: 'refused' });
      return reportInvalidAppConfiguration(modal, error);
    }
    $originCheck.set({ status: 'failed' });
    console.warn('[wallet-modal] the allowed origins could not be fetched; e-mail and social login stay hidden.', error);
  }
}

