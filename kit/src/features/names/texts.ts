// English texts of name registration.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('names', {
  label: 'Name',
  intro: 'A name people can send to instead of your address.',
  rule: 'Use at least 4 letters, digits or hyphens.',
  checking: 'Checking…',
  available: '{name} is available',
  taken: '{name} is taken',
  others: 'Available names',
  register: 'Register',
  registering: 'Sign the message in your wallet to register the name',
  done: 'Done',
  success: '{name} is yours. It now shows as your profile name.',
});
