// The swap module's texts needed before its view loads: the Account action and the view's title
// (a file apart from texts.ts, so a bundler cannot pull the view's texts into the start-up JavaScript).

import { defineTexts } from '../../i18n/texts.js';

export const moduleTexts = defineTexts('swapModule', {
  action: 'Swap',
  title: 'Swap',
});
