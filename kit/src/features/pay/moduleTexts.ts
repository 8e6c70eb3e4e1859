// The pay module's texts needed before its view loads: the view's title and the refusals requestPayment
// says before any view opens (a file apart from texts.ts, so the view's texts stay in its chunk). A
// refusal's text is keyed `error_` + its PaymentErrorCode (errors.ts reads it by code).

import { defineTexts } from '../../i18n/texts.js';

export const moduleTexts = defineTexts('payModule', {
  title: 'Pay',
  error_PAYMENT_FEATURE_OFF: "Payments are off: add pay() to the modal's modules and set features.pay to true in the config",
  error_PAYMENT_INVALID_REQUEST: 'Invalid payment request: {field} {problem}',
  error_PAYMENT_UNKNOWN_NETWORK: 'Unknown Network: {network} is not a network this kit knows (use a CAIP-2 id such as eip155:1)',
  error_PAYMENT_NETWORK_NOT_CONFIGURED: "Network Not Found: {network} is not in the app's networks; add it to the networks list",
  error_PAYMENT_NETWORK_UNSUPPORTED: 'Payments work on EVM (eip155) networks only, not on {network}',
  error_PAYMENT_INVALID_RECIPIENT: 'The recipient must be an address of 0x followed by 40 hex characters',
  error_PAYMENT_INVALID_TOKEN: "The token must be 'native' or a token contract address of 0x followed by 40 hex characters",
  error_PAYMENT_TOKEN_UNREADABLE: '{token} is not a token contract on {network} (it has no decimals()): check the address and network',
  error_PAYMENT_INVALID_AMOUNT: 'The amount must be a decimal number of whole tokens above zero, such as 12.5',
  error_PAYMENT_TOO_MANY_DECIMALS: '{symbol} has at most {decimals} decimals: shorten the amount',
  error_PAYMENT_IN_PROGRESS: 'A payment is already under way: wait for its result before asking for another',
  error_PAYMENT_CANCELLED: 'Payment cancelled',
  error_PAYMENT_FAILED: 'The payment failed',
});
