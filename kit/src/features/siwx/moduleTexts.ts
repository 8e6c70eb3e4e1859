// The sign-in module's texts needed before its views load: the views' titles (a file apart from
// texts.ts, so a bundler cannot pull the views' texts into the start-up JavaScript).

import { defineTexts } from '../../i18n/texts.js';

export const moduleTexts = defineTexts('siwxModule', {
  signTitle: 'Sign In',
  connectingTitle: 'Sign In',
});
