// English texts of the send feature's view; they come with its lazy chunk. The Account action's label
// and the title are in moduleTexts.ts, the only texts of the start-up stub.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('send', {
  form: 'Send tokens',
  token: 'Token',
  pickToken: 'Select a token',
  amount: 'Amount',
  max: 'Max',
  balance: 'Balance: {amount}',
  receiver: 'Receiver address',
  review: 'Review',
  edit: 'Edit',
  send: 'Send',
  sending: 'Sending…',
  summary: 'Transaction to review',
  sendingAmount: 'Amount',
  to: 'To',
  network: 'Network',
  fee: 'Network fee',
  feeEstimating: 'Estimating…',
  feeUnavailable: 'Unavailable',
  // The spec's two send rules have their texts in the error catalogue (errors/messages.ts); these are ours.
  invalidReceiver: 'Enter a valid address (0x followed by 40 hex characters)',
  invalidAmount: 'Enter an amount above zero',
  tooManyDecimals: '{symbol} has at most {decimals} decimals: shorten the amount',
  solanaReceiverPlaceholder: 'Solana address',
  evmReceiverPlaceholder: '0x… or a name',
  resolvedTo: '{name} is {address}',
  overBalance: 'The amount is more than your balance',
  sent: 'Transaction sent: {hash}',
  sentTitle: 'Sent',
  explorer: 'View on block explorer',
  unsupported: 'Sending is not available on {network}: switch to another network to send.',
});
