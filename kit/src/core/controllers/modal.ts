// Opening and closing the modal (spec §2): where it opens, and when closing is refused.

import { emitEvent } from './events.js';
import type { ModalCore } from '../instance.js';
import { viewRule } from '../feature.js';
import { instanceState } from '../instanceState.js';
import type { ViewName } from '../types.js';
import { connectionController } from './connectionLoader.js';
import { reset } from './router.js';

export interface CloseRules {
  /** Sign-in with wallet is required and no session exists yet (set by the sign-in feature). */
  isSignInRequiredWithoutSession?: () => boolean;
}

/** Rules features add to closing; the sign-in feature sets its own. */
export const closeRules = instanceState<CloseRules>('close rules', () => ({}));

export interface OpenModalParameters {
  /** A view to open on; by default Account when an address is connected, otherwise Connect. */
  view?: ViewName;
}

/**
 * Opens the modal on Account when an address is connected, otherwise on Connect.
 * @example
 * openModal(modal); // or openModal(modal, { view: 'Networks' })
 */
export function openModal(modal: ModalCore, { view }: OpenModalParameters = {}): void {
  reset(modal, view ?? homeView(modal));
  toggle(modal, true);
  // Fetched as the dialog opens (not before the first click): a wallet picked there connects without waiting for it.
  void connectionController();
}

/**
 * Closes the modal. Refused where the view's module says so (viewRule): on a view that closes only when
 * forced unless `force`, and on a view that asks a signature while sign-in is required and no session
 * exists. The embedded variant goes back to its home view instead. Returns whether it closed.
 */
export function closeModal(modal: ModalCore, { force = false }: { force?: boolean } = {}): boolean {
  const rule = viewRule(modal, modal.$router.get().view);
  if (rule?.closesOnlyWhenForced && !force) return false;
  if (rule?.asksSignature && closeRules(modal).isSignInRequiredWithoutSession?.()) return false;
  if (modal.options.embedded) {
    reset(modal, homeView(modal));
    return true;
  }
  toggle(modal, false);
  return true;
}

function homeView(modal: ModalCore): ViewName {
  return modal.$account.get().address ? 'Account' : 'Connect';
}

/** Marks the opened modal as painted: the views chunk loaded and the first view rendered. */
export function markModalReady(modal: ModalCore): void {
  if (modal.$modal.get().loading) modal.$modal.set({ ...modal.$modal.get(), loading: false });
}

/**
 * Opening or closing toggles the loading flag (on while the views load, off once painted or
 * closed) and resets the uri.
 */
function toggle(modal: ModalCore, open: boolean): void {
  const wasOpen = modal.$modal.get().open;
  modal.$modal.set({ open, loading: open });
  if (wasOpen !== open) emitEvent(modal, open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected: Object.keys(modal.$connections.get()).length > 0 });
  const connection = modal.$connection.get();
  if (connection.uri !== undefined) modal.$connection.set({ ...connection, uri: undefined });
}
