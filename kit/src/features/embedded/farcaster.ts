// Farcaster sign-in through the frame (spec §1 socials, §3 GET_FARCASTER_URI / CONNECT_FARCASTER): the frame
// opens a relay channel, ConnectingFarcaster shows its URL as a QR code and a link, and waits on the frame
// until the Farcaster app has signed; then recovery and the connection run as after a social login.

import type { ModalCore } from '../../core/instance.js';
import { completeSocial } from './social.js';
import { destroyFrame, embeddedState, frameOf, hostOf } from './state.js';
import { VIEWS } from './viewNames.js';

/**
 * Asks the frame for a new channel, keeps its URL as the account's Farcaster URL and shows ConnectingFarcaster.
 * @example
 * await connectFarcaster(modal);
 */
export async function connectFarcaster(modal: ModalCore): Promise<void> {
  const { url } = await frameOf(modal).request('GET_FARCASTER_URI', {});
  const host = hostOf(modal);
  host.updateAccount(modal, 'eip155', { farcasterUrl: url });
  host.push(modal, VIEWS.farcaster);
}

/**
 * Waits (no timeout: the channel's own life bounds it in the frame) until the Farcaster app answered, then
 * signs in like a social login. Stops when `signal` aborts (the view left).
 */
export async function waitForFarcaster(modal: ModalCore, signal: AbortSignal): Promise<void> {
  const { userName, recovery = 'NONE' } = await frameOf(modal).request('CONNECT_FARCASTER', {}, { signal, timeoutMs: null });
  hostOf(modal).updateAccount(modal, 'eip155', { farcasterUrl: undefined });
  await completeSocial(modal, { recovery, socialProvider: 'farcaster', userName: userName || null });
}

/** Going back from ConnectingFarcaster reloads the auth connector after this delay (spec §2). */
export const FARCASTER_RELOAD_DELAY_MS = 100;

/**
 * ConnectingFarcaster's back rule (spec §2): with no connected address, the Farcaster URL is cleared and the
 * auth connector reloads after 100 ms, so the pending channel ends and the next try starts clean.
 */
export function backFromFarcaster(modal: ModalCore): void {
  if (modal.$account.get().address) return;
  hostOf(modal).updateAccount(modal, modal.$activeNamespace.get(), { farcasterUrl: undefined });
  setTimeout(() => {
    if (embeddedState(modal).messenger) reloadFrame(modal);
  }, FARCASTER_RELOAD_DELAY_MS);
}

/**
 * The auth connector's reload (spec §2: going back from ConnectingFarcaster with no connected address): a new
 * frame replaces the old one, so its pending channel and wait end and the next try starts clean.
 */
export function reloadFrame(modal: ModalCore): void {
  destroyFrame(modal);
  frameOf(modal);
}
