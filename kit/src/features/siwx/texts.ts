// English texts of sign-in with wallet.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('siwx', {
  intro: '{app} wants you to sign in with your wallet to prove you own this account.',
  hint: 'Signing is free and sends no transaction.',
  sign: 'Sign in',
  cancel: 'Cancel',
  disconnect: 'Disconnect',
  waiting: 'Waiting for your signature',
  approve: 'Approve the sign-in message in your wallet.',
  thisApp: 'This app',
});
