// A payment from request to result: requestPayment checks the request, opens the modal (on Connect
// first when no wallet is connected; back on Pay once one is) and returns a promise the Pay view
// settles. Closing the modal before a transaction was sent cancels the payment. Every end is told to
// the promise and to the event listeners alike.

import { reset } from '../../core/controllers/router.js';
import type { WalletModal } from '../../core/client.js';
import type { ModalCore } from '../../core/instance.js';
import { emitPayEvent, type PaymentResult } from './events.js';
import { paymentError, type PaymentError } from './errors.js';
import type { PaymentRequest } from './request.js';
import { initialPayState, payState, pending, updatePay } from './state.js';
import { PAY_VIEW } from './viewNames.js';

/**
 * Asks the user to pay: opens the Pay view, and resolves once the payment's transaction is mined.
 * Rejects with a PaymentError: its code says why (PAYMENT_CANCELLED when the user closed the modal or
 * declined in the wallet, PAYMENT_FAILED when a transaction failed, the request's own codes when it is invalid).
 * @example
 * const { hash } = await requestPayment(modal, { network: 'eip155:1', token: 'native', amount: '0.01', recipient: '0x7099…79C8' });
 */
export async function requestPayment(modal: WalletModal, request: PaymentRequest): Promise<PaymentResult> {
  if (pending(modal).current) throw paymentError('PAYMENT_IN_PROGRESS');
  // The checks (zod/mini, the network catalogue) load with the first request, not with the app.
  const { validatePayment } = await import('./request.js');
  const intent = await validatePayment(modal, request);
  if (pending(modal).current) throw paymentError('PAYMENT_IN_PROGRESS');
  const result = new Promise<PaymentResult>((resolve, reject) => {
    pending(modal).current = { resolve, reject };
  });
  payState(modal).set({ ...initialPayState(), intent });
  emitPayEvent(modal, {
    type: 'PAY_STARTED',
    data: { network: intent.network.caipNetworkId, token: intent.token, amount: intent.amount, recipient: intent.recipient, ...(intent.label ? { label: intent.label } : {}) },
  });
  modal.open({ view: modal.$accounts.get().eip155?.address ? PAY_VIEW : 'Connect' });
  return result;
}

/** Resolves the pending payment and tells the listeners. */
export function paymentSucceeded(modal: object, result: PaymentResult): void {
  const current = pending(modal).current;
  if (!current) return;
  pending(modal).current = undefined;
  updatePay(modal, () => ({ stage: 'done', result, error: undefined }));
  current.resolve(result);
  emitPayEvent(modal, { type: 'PAY_SUCCESS', data: result });
}

/** Rejects the pending payment with `error` and tells the listeners. */
export function paymentFailed(modal: object, error: PaymentError): void {
  const current = pending(modal).current;
  if (!current) return;
  pending(modal).current = undefined;
  updatePay(modal, () => ({ stage: 'failed', error: { code: error.code, message: error.message } }));
  current.reject(error);
  emitPayEvent(modal, { type: 'PAY_ERROR', data: { code: error.code, message: error.message, error } });
}

/** Whether a payment waits for its result. */
export const paymentPending = (modal: object): boolean => pending(modal).current !== undefined;

/**
 * The module's setup: back to Pay once Connect connected a wallet (Connect resets to Account), and a
 * payment cancelled when the modal closes before anything was sent. Returns the teardown.
 */
export function watchPayment(modal: ModalCore): () => void {
  const stopRouter = modal.$router.subscribe(({ view }) => {
    if (view === 'Account' && paymentPending(modal) && modal.$accounts.get().eip155?.address && payState(modal).get().stage !== 'done') reset(modal, PAY_VIEW);
  });
  const stopModal = modal.$modal.subscribe(({ open }) => {
    if (!open && paymentPending(modal) && !payState(modal).get().sent) paymentFailed(modal, paymentError('PAYMENT_CANCELLED'));
  });
  return () => {
    stopRouter();
    stopModal();
  };
}
