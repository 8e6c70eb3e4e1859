// The allowed-origins rule of e-mail and social login (spec §5 "Origin must be on the allowed-origins
// list when e-mail or social features are on"): the project's list is fetched once per modal, after the
// page's first paint; their Connect sections show only on an allowed origin, and a refused one shows
// 'Invalid App Configuration' once.

import { afterFirstPaint } from '../core/afterFirstPaint.js';
import type { ModalCore } from '../core/instance.js';

/**
 * Starts the check (once per modal, in a browser, when the app has an API to ask). Called by the
 * e-mail and socials modules at setup; the status is 'checking' at once, while the check's code (with
 * the API client and its zod readers) is fetched and run only after the first paint (issue 31), so
 * none of it is in the page's entry or on the button's way to the screen. Returns what cancels it.
 * @example
 * setup: (modal) => checkAllowedOrigin(modal),
 */
export function checkAllowedOrigin(modal: ModalCore): (() => void) | undefined {
  if (!modal.api || typeof window === 'undefined' || modal.$originCheck.get().status !== 'unchecked') return undefined;
  modal.$originCheck.set({ status: 'checking' });
  return afterFirstPaint(() => void import('./originCheck.js').then(({ runOriginCheck }) => runOriginCheck(modal)));
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
