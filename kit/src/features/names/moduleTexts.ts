// The names module's texts needed before its views load: the Account action and the views' titles
// (a file apart from texts.ts, so a bundler cannot pull the views' texts into the start-up JavaScript).

import { defineTexts } from '../../i18n/texts.js';

export const moduleTexts = defineTexts('namesModule', {
  action: 'Register name',
  title: 'Choose Name',
  successTitle: 'Name Registered',
});
