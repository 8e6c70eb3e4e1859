// What the visible UI frame and its approval window (/embedded/approve, a top-level popup of the secure origin,
// for browsers without Intersection Observer v2) say to each other by postMessage. Both are this origin; each
// side also checks the other's window (opener / the popup it opened), the exact origin and the window's nonce.
import * as z from 'zod/mini';
import { screen, uiAnswer } from './channel.js';

/** The approval window's page; its nonce is the URL's fragment (never sent to the server). */
export const APPROVAL_WINDOW_PATH = '/embedded/approve';

export const windowNonce = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/));

/** Window → UI frame: it is ready for the screen; the person's answer. */
export const windowMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wallet-modal:window-ready'), nonce: windowNonce }),
  z.object({ type: z.literal('wallet-modal:window-answer'), nonce: windowNonce, answer: uiAnswer }),
]);
export type WindowMessage = z.infer<typeof windowMessage>;

/** UI frame → window: the screen to show (again after each change, e.g. an error or the recovery words), and the
 * origin of the page that asked as the wallet frame's handshake verified it (shown as 'Requested by'). */
export const windowShow = z.object({
  type: z.literal('wallet-modal:window-show'),
  nonce: windowNonce,
  screen,
  origin: z.optional(z.string().check(z.maxLength(2048))),
});
export type WindowShow = z.infer<typeof windowShow>;
