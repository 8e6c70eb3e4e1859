// The typed errors of a payment: a stable code to branch on (never the text) and the message in the
// user's words. requestPayment's promise rejects with one; PAY_ERROR carries the same.

import { moduleTexts } from './moduleTexts.js';

export type PaymentErrorCode = keyof typeof moduleTexts.errors;

/**
 * @example
 * try { await requestPayment(modal, request); } catch (error) { if (error instanceof PaymentError && error.code === 'PAYMENT_CANCELLED') … }
 */
export class PaymentError extends Error {
  override name = 'PaymentError';
  readonly code: PaymentErrorCode;

  constructor(code: PaymentErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

type Texts = typeof moduleTexts.errors;
type Args<C extends PaymentErrorCode> = Texts[C] extends (...args: infer A) => string ? A : [];

/** A PaymentError with the catalogue's text for `code`. */
export function paymentError<C extends PaymentErrorCode>(code: C, ...args: Args<C>): PaymentError {
  const text = moduleTexts.errors[code] as string | ((...values: unknown[]) => string);
  return new PaymentError(code, typeof text === 'function' ? text(...args) : text);
}
