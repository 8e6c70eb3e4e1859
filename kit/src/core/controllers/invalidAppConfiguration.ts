// 'Invalid App Configuration' (spec §8: the origin is not allowed) is shown once per modal, whichever
// path found it first (analytics, the allowed-origins check of e-mail and social login).

import { WalletModalError, catalogueError } from '../errors/base.js';
import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';
import { showError } from './notifications.js';

const reported = instanceState('configReported', () => ({ shown: false }));

/**
 * Shows 'Invalid App Configuration' unless this modal already did; `error` carries the details.
 * @example
 * reportInvalidAppConfiguration(modal, error);
 */
export function reportInvalidAppConfiguration(modal: ModalCore, error?: unknown): void {
  const state = reported(modal);
  if (state.shown) return;
  state.shown = true;
  const shown = error instanceof WalletModalError && error.id === 'INVALID_APP_CONFIGURATION' ? error : catalogueError('INVALID_APP_CONFIGURATION', { cause: error });
  console.warn(`[wallet-modal] ${shown.shortMessage}: add ${typeof location === 'undefined' ? 'this origin' : location.origin} to the project's allowed origins.`, shown.details ?? '');
  showError(modal, shown);
}
