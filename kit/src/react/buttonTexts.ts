// The ConnectButton's texts: the only ones on the page before the modal's chunk loads.

import { defineTexts } from '../i18n/texts.js';

export const buttonTexts = defineTexts('button', {
  connect: 'Connect Wallet',
  connecting: 'Connecting…',
  account: 'Account {address}',
});
