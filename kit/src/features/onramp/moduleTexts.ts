// The on-ramp module's texts needed before its views load: the Account action and the view's title
// (a file apart from texts.ts, so a bundler cannot pull the views' texts into the start-up JavaScript).

import { defineTexts } from '../../i18n/texts.js';

export const moduleTexts = defineTexts('onrampModule', {
  action: 'Buy',
  title: 'Buy crypto',
});
