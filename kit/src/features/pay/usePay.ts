// usePay: requestPayment for React, with the payment's status, result and error as state.

import { useCallback, useState } from 'react';
import { useModalInstance } from '../../react/context.js';
import type { PaymentResult } from './events.js';
import { PaymentError } from './errors.js';
import type { PaymentRequest } from './request.js';
import { requestPayment } from './session.js';

export type PayStatus = 'idle' | 'pending' | 'success' | 'error';

export interface UsePayReturnType {
  /** Asks for the payment; resolves its result, rejects with a PaymentError. */
  pay: (request: PaymentRequest) => Promise<PaymentResult>;
  status: PayStatus;
  result: PaymentResult | undefined;
  error: PaymentError | undefined;
}

/**
 * @example
 * const { pay, status, result, error } = usePay();
 * <button onClick={() => pay({ network: 'eip155:1', token: 'native', amount: '0.01', recipient })}>Pay</button>
 */
export function usePay(): UsePayReturnType {
  const modal = useModalInstance();
  const [state, setState] = useState<Omit<UsePayReturnType, 'pay'>>({ status: 'idle', result: undefined, error: undefined });
  const pay = useCallback(
    async (request: PaymentRequest) => {
      setState({ status: 'pending', result: undefined, error: undefined });
      try {
        const result = await requestPayment(modal, request);
        setState({ status: 'success', result, error: undefined });
        return result;
      } catch (cause) {
        const error = cause instanceof PaymentError ? cause : new PaymentError('PAYMENT_FAILED', cause instanceof Error ? cause.message : String(cause), { cause });
        setState({ status: 'error', result: undefined, error });
        throw error;
      }
    },
    [modal],
  );
  return { pay, ...state };
}
