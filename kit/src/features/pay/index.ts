// @wallet-modal/kit/pay: a host app asks the user to pay (spec §1 "pay", off by default): requestPayment
// (or usePay) opens the Pay view, which runs the payment as a pre-filled send, or as a swap-and-send
// through the app's server when the wallet lacks the token. The result comes back by promise and by
// event (onPayEvent). The view is a chunk fetched when first shown.

import type { ComponentType } from 'react';
import type { FeatureModule } from '../../core/feature.js';
import { moduleTexts } from './moduleTexts.js';
import { watchPayment } from './session.js';
import { PAY_VIEW } from './viewNames.js';

export { PAY_VIEW } from './viewNames.js';
export { requestPayment } from './session.js';
export { onPayEvent, type PayEvent, type PayEventListener, type PaymentResult, type PaymentStarted } from './events.js';
export { PaymentError, type PaymentErrorCode } from './errors.js';
export type { PaymentRequest } from './request.js';
export { usePay, type PayStatus, type UsePayReturnType } from './usePay.js';

/**
 * @example
 * const modal = createWalletModal({ ...config, features: { pay: true }, adapters, modules: [send(), swap(), pay()] });
 * const { hash } = await requestPayment(modal, { network: 'eip155:1', token: 'native', amount: '0.01', recipient });
 */
export function pay(): FeatureModule<ComponentType> {
  return {
    id: 'pay',
    // No namespaces: the view shows whatever the active namespace, and offers the switch to the payment's network.
    views: { [PAY_VIEW]: () => import('./Pay.js').then((module) => module.Pay) },
    // A getter: read when shown, so it follows the active locale.
    titles: { get [PAY_VIEW]() { return moduleTexts.title; } },
    setup: watchPayment,
  };
}
