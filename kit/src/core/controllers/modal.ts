// Opening and closing the modal (spec §2): where it opens, and when closing is refused.

import { $account } from '../stores/account.js';
import { $connection } from '../stores/connection.js';
import { $modal } from '../stores/modal.js';
import { $router } from '../stores/router.js';
import type { ViewName } from '../types.js';
import { reset, routerHooks } from './router.js';

export interface ModalOptions {
  /** Embedded variant: the modal is inline, so closing returns to Account or Connect instead. */
  embedded?: boolean;
  /** Sign-in with wallet is required and no session exists yet. */
  isSignInRequiredWithoutSession?: () => boolean;
}

const options: ModalOptions = {};

/** Sets the modal's variant and sign-in rule (called once by createWalletModal). */
export function configureModal(next: ModalOptions): void {
  Object.assign(options, next);
}

export interface OpenModalParameters {
  /** A view to open on; by default Account when an address is connected, otherwise Connect. */
  view?: ViewName;
}

/**
 * Opens the modal on Account when an address is connected, otherwise on Connect.
 * @example
 * openModal(); // or openModal({ view: 'Networks' })
 */
export function openModal({ view }: OpenModalParameters = {}): void {
  reset(view ?? homeView());
  toggle(true);
}

/**
 * Closes the modal. Refused on ApproveTransaction unless `force`, and on the sign and approve views
 * while sign-in is required and no session exists. Returns whether it closed.
 */
export function closeModal({ force = false }: { force?: boolean } = {}): boolean {
  const { view } = $router.get();
  if (view === 'ApproveTransaction' && !force) return false;
  if (isSignView(view) && options.isSignInRequiredWithoutSession?.()) return false;
  if (options.embedded) {
    reset(homeView());
    return true;
  }
  toggle(false);
  return true;
}

function homeView(): ViewName {
  return $account.get().address ? 'Account' : 'Connect';
}

function isSignView(view: ViewName): boolean {
  return view === 'SIWXSignMessage' || view === 'ConnectingSiwe' || view === 'ApproveTransaction';
}

/** Marks the opened modal as painted: the views chunk loaded and the first view rendered. */
export function markModalReady(): void {
  if ($modal.get().loading) $modal.set({ ...$modal.get(), loading: false });
}

/**
 * Opening or closing toggles the loading flag (on while the views load, off once painted or
 * closed) and resets the uri.
 */
function toggle(open: boolean): void {
  $modal.set({ open, loading: open });
  const connection = $connection.get();
  if (connection.uri !== undefined) $connection.set({ ...connection, uri: undefined });
}

routerHooks.close = () => {
  closeModal();
};
