// English texts of the e-mail feature.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('email', {
  field: 'E-mail',
  continue: 'Continue',
  passkey: 'Sign in with a passkey',
});
