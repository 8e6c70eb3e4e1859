// The payment events an app can listen to, one small typed store per modal instance: PAY_STARTED when
// a valid request opens the modal, then PAY_SUCCESS or PAY_ERROR with the promise's own payload.

import { instanceListeners } from '../../core/instanceState.js';
import type { PaymentError } from './errors.js';

/** What a successful payment resolves with. */
export interface PaymentResult {
  status: 'success';
  /** The hash of the transaction that paid the recipient. */
  hash: string;
  network: string;
  token: string;
  amount: string;
  recipient: string;
  /** The swap that bought the token first, when the payment was a swap-and-send. */
  swapHash?: string;
}

export interface PaymentStarted {
  network: string;
  token: string;
  amount: string;
  recipient: string;
  label?: string;
}

export type PayEvent =
  | { type: 'PAY_STARTED'; data: PaymentStarted }
  | { type: 'PAY_SUCCESS'; data: PaymentResult }
  | { type: 'PAY_ERROR'; data: { code: PaymentError['code']; message: string; error: PaymentError } };

export type PayEventListener = (event: PayEvent) => void;

const payEvents = instanceListeners<PayEvent>('pay event');

/**
 * Listens to this modal's payment events; returns what stops listening.
 * @example
 * const stop = onPayEvent(modal, (event) => { if (event.type === 'PAY_SUCCESS') console.log(event.data.hash); });
 */
export function onPayEvent(modal: object, listener: PayEventListener): () => void {
  return payEvents.listen(modal, listener);
}

/** Tells every listener; one that throws does not stop the others. */
export function emitPayEvent(modal: object, event: PayEvent): void {
  payEvents.emit(modal, event);
}
