// English texts of the Pay view; they come with its lazy chunk. The title and the request's refusals
// are in moduleTexts.ts.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('pay', {
  summary: 'Payment to review',
  label: 'For',
  recipient: 'To',
  amount: 'Amount',
  network: 'Network',
  planning: 'Checking your balance…',
  payWith: 'You pay with',
  swapCost: '≈ {input} {symbol}',
  swapNote: '{input} {from} is swapped for {amount} {to}, then {amount} {to} is sent.',
  networkFee: 'Network fee (swap)',
  switchNetwork: 'Switch to {network}',
  switchNote: "This payment is on {network}: switch your wallet's network to pay.",
  pay: 'Pay {amount} {symbol}',
  swapAndPay: 'Swap and pay {amount} {symbol}',
  approving: 'Approving…',
  swapping: 'Swapping…',
  sending: 'Sending…',
  confirming: 'Waiting for the network…',
  paid: 'Paid',
  paidNote: '{amount} {symbol} sent. Transaction {hash}',
  close: 'Done',
  cancel: 'Cancel',
  tryAgain: 'Check again',
  short: 'You do not hold enough {symbol}, and nothing you hold can be swapped for it here. Add funds and check again.',
  planFailed: 'Your balance could not be read ({reason}). Check again.',
  notConfirmed: 'The network has not included {hash} yet: check it in your wallet',
  reverted: 'The network reverted the payment: nothing was sent',
  swapReverted: 'The swap was reverted (the price moved past the slippage tolerance): nothing was paid',
  approveReverted: 'The approval was reverted: nothing was paid',
  failed: 'The payment failed',
});
