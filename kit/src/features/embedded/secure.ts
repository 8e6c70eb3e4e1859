// The secure site's visible UI inside the modal: a user-paced request (approval, recovery, export, devices, e-mail change)
// runs while its view shows the secure page; leaving the view aborts the request, and the request's
// end leaves the view (spec §4 "Embedded-wallet requests": pop back, or close the modal it opened).

import type { ModalCore } from '../../core/instance.js';
import { VIEWS } from './viewNames.js';
import { embeddedState, hostOf, type SecureKind } from './state.js';

/** The view that hosts each kind: its own title for approvals and the e-mail change. */
const VIEW_OF: Record<SecureKind, string> = { approve: VIEWS.approve, email: VIEWS.updateEmail, recovery: VIEWS.secure, export: VIEWS.secure, devices: VIEWS.secure };
const HOSTING_VIEWS = new Set(Object.values(VIEW_OF));

/**
 * Shows the secure UI for `kind` (ApproveTransaction, EmbeddedUpdateEmail or EmbeddedSecure), runs
 * the request, then goes back, or closes the modal when it was opened for this request.
 * @example
 * await hostSecureRequest(modal, 'export', (signal) => frameOf(modal).request('EXPORT_WALLET', {}, { signal }));
 */
export async function hostSecureRequest<T>(modal: ModalCore, kind: SecureKind, run: (signal: AbortSignal) => Promise<T>, options: { stayOnSuccess?: boolean } = {}): Promise<T> {
  const state = embeddedState(modal);
  state.hosted?.abort();
  const controller = new AbortController();
  state.hosted = controller;
  state.secureKind = kind;
  const view = VIEW_OF[kind];
  const host = hostOf(modal);
  const wasOpen = modal.$modal.get().open;
  if (wasOpen) host.push(modal, view);
  else host.openModal(modal, { view });
  let succeeded = false;
  try {
    const result = await run(controller.signal);
    succeeded = true;
    return result;
  } finally {
    if (state.hosted === controller) state.hosted = undefined;
    // A login's recovery step stays until the login resets the view (no flash of the code screen behind it).
    if (modal.$router.get().view === view && !(succeeded && options.stayOnSuccess)) {
      // goBack from the only entry closes the modal, which ApproveTransaction refuses unless forced.
      if (wasOpen && modal.$router.get().history.length > 1) host.goBack(modal);
      else host.closeModal(modal, { force: true });
    }
  }
}

/**
 * Called when a secure view leaves the screen: its request is abandoned. A view still current in an
 * open modal is only being remounted (React's StrictMode): its request stays.
 */
export function abandonSecureRequest(modal: ModalCore): void {
  const { view } = modal.$router.get();
  if (modal.$modal.get().open && HOSTING_VIEWS.has(view)) return;
  embeddedState(modal).hosted?.abort();
}
