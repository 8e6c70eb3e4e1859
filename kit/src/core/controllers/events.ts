// What happened in a modal, for the app: every tracking event (CONNECT_SUCCESS, DISCONNECT_ERROR, …)
// plus MODAL_OPEN, MODAL_CLOSE and SWITCH_NETWORK, delivered to the app's listeners whether or not
// analytics is on (those three are the app's only: they never go to the API).

import type { ModalCore } from '../instance.js';
import { instanceListeners } from '../instanceState.js';

export interface ModalEvent {
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** e.g. 'MODAL_OPEN', 'CONNECT_SUCCESS', 'SWITCH_NETWORK'. */
  event: string;
  properties: Readonly<Record<string, unknown>>;
}

export type ModalEventListener = (event: ModalEvent) => void;

const modalEvents = instanceListeners<ModalEvent>('subscribeEvents');

/**
 * Calls `listener` with each event of this modal; returns what stops it.
 * @example
 * const stop = subscribeEvents(modal, ({ event, properties }) => console.log(event, properties));
 */
export function subscribeEvents(modal: ModalCore, listener: ModalEventListener): () => void {
  return modalEvents.listen(modal, listener);
}

/** Tells every listener; one that throws is reported and does not keep the others from hearing. */
export function emitEvent(modal: ModalCore, event: string, properties: Record<string, unknown> = {}): void {
  modalEvents.emit(modal, { timestamp: Date.now(), event, properties });
}
