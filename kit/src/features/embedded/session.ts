// Signing out of the embedded wallet (spec §4): the frame's SIGN_OUT, waited for at most 3 s, then
// the cached login data is cleared whatever the frame answered.

import type { ModalCore } from '../../core/instance.js';
import { FRAME_SIGN_OUT_WAIT_MS } from './frame.js';
import { clearLoginCache, embeddedState } from './state.js';

/**
 * @example
 * await signOut(modal); // resolves within 3 s, even if the frame never answers
 */
export async function signOut(modal: ModalCore): Promise<void> {
  const messenger = embeddedState(modal).messenger;
  try {
    messenger?.abortPending();
    // At most 3 s in all, a frame still loading included.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no sign-out reply within 3 s')), FRAME_SIGN_OUT_WAIT_MS)));
    await Promise.race([messenger?.request('SIGN_OUT', {}), cap]).finally(() => clearTimeout(timer));
  } catch (error) {
    console.info('[wallet-modal] the embedded wallet did not confirm the sign-out; its local data is cleared anyway.', error);
  } finally {
    clearLoginCache();
    embeddedState(modal).email = undefined;
  }
}
