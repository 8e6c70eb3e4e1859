// English texts of the buy views; they come with their lazy chunk. The Account action's label and the
// title are in moduleTexts.ts, the only texts of the start-up stub.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('onramp', {
  form: 'Buy crypto',
  currency: 'Buy',
  amount: 'Amount to pay',
  fiat: 'Pay in',
  method: 'Pay with',
  // The payment methods' names (methodName in form.ts); another method is shown by its id.
  method_card: 'Card',
  method_ach_bank_account: 'Bank account (ACH)',
  method_sepa_bank_account: 'Bank account (SEPA)',
  limits: '{min} to {max} {currency}',
  getQuote: 'Get quote',
  quoting: 'Getting a quote…',
  quote: 'Your quote',
  youGet: 'You get',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  subtotal: 'Subtotal',
  total: 'Total',
  quotedBy: 'Quoted by {name}',
  placeholder: 'The provider did not give a quote just now. Its page shows the exact fees and the amount you get.',
  fallbackOptions: 'The provider did not answer, so these are the usual limits; its page has the final word.',
  continue: 'Continue to {name}',
  opening: 'Opening…',
  opened: 'Finish your purchase in the {name} window. It shows as pending in Activity until {name} delivers it.',
  blocked: 'Your browser blocked the {name} window.',
  openProvider: 'Open {name}',
  newPurchase: 'Buy more',
  loading: 'Loading what you can buy…',
  retry: 'Try again',
  optionsFailed: 'What you can buy could not be loaded.',
  notSetUp: 'Buying crypto is not set up for this app.',
  notOnNetwork: 'Buying is not offered on {network}. Switch to another network to buy.',
  pickCurrency: 'Pick what to buy',
  pickMethod: 'Pick how to pay',
  enterAmount: 'Enter an amount',
  amountAboveZero: 'Enter an amount above zero',
  // A payment currency without decimal places says wholeAmounts; the others tooManyDecimals.
  wholeAmounts: 'Use whole amounts',
  tooManyDecimals: { one: 'Use at most {count} decimal place', other: 'Use at most {count} decimal places' },
  belowMin: 'The minimum with {method} is {min}',
  aboveMax: 'The maximum with {method} is {max}',
  purchases: 'Purchases',
  purchasesLoading: 'Loading purchases…',
  purchasesFailed: 'Purchases could not be loaded.',
  // A purchase with its amount, or without (none known yet).
  purchase: 'Buy {amount} {symbol}',
  purchaseAny: 'Buy {symbol}',
  // A purchase's status by its id (statusName in Purchases.tsx); another status is shown as it came.
  status_pending: 'Pending',
  status_confirmed: 'Completed',
  status_failed: 'Failed',
});
