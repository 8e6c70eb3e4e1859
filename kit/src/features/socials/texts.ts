// English texts of the social-login feature.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('socials', {
  group: 'Social login',
  more: 'More sign-in options',
});
