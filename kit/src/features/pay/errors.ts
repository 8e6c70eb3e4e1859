// The typed errors of a payment: a stable code to branch on (never the text) and the message in the
// user's words. requestPayment's promise rejects with one; PAY_ERROR carries the same.

import { moduleTexts } from './moduleTexts.js';

type ModuleTexts = typeof moduleTexts;

export type PaymentErrorCode = keyof ModuleTexts extends infer Key ? (Key extends `error_${infer Code}` ? Code : never) : never;

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

/** The values a code's text takes: none, or its placeholders by name. */
type Args<C extends PaymentErrorCode> = ModuleTexts[`error_${C}`] extends (values: infer V) => string ? [values: V] : [];

/**
 * A PaymentError with the catalogue's text for `code`, in the active locale.
 * @example
 * paymentError('PAYMENT_UNKNOWN_NETWORK', { network: 'eip155:999999' });
 */
export function paymentError<C extends PaymentErrorCode>(code: C, ...args: Args<C>): PaymentError {
  type Values = Readonly<Record<string, string | number>>;
  const text = moduleTexts[`error_${code}`] as string | ((values: Values) => string);
  return new PaymentError(code, typeof text === 'function' ? text((args[0] ?? {}) as Values) : text);
}
