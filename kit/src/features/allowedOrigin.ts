// The allowed-origins rule of e-mail and social login (spec §5 "Origin must be on the allowed-origins
// list when e-mail or social features are on"): the project's list is fetched once per modal, after the
// page's first paint; their Connect sections show only on an allowed origin, and a refused one shows
// 'Invalid App Configuration' once.

import { afterFirstPaint } from '../core/afterFirstPaint.js';
import type { ModalCore } from '../core/instance.js';
import { runOriginCheck } from './originCheck.js';

/**
 * Starts the check (once per modal, in a browser, when the app has an API to ask). Called by the
 * e-mail and socials modules at setup; the status is 'checking' at once, and the request is made only
 * after the first paint (issue 31), so it never stands in the button's way to the screen. Its code is in
 * the page's entry (no zod: core/api/origins.ts reads the answer by hand). Returns what cancels it.
 * @example
 * setup: (modal) => checkAllowedOrigin(modal),
 */
export function checkAllowedOrigin(modal: ModalCore): (() => void) | undefined {
  if (!modal.api || typeof window === 'undefined' || modal.$originCheck.get().status !== 'unchecked') return undefined;
  modal.$originCheck.set({ status: 'checking' });
  return afterFirstPaint(() => void runOriginCheck(modal));
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
