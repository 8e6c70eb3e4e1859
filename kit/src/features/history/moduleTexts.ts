// The activity module's texts needed before its views load: the Account view's tab labels (a file
// apart from texts.ts, so a bundler cannot pull the views' texts into the start-up JavaScript).

import { defineTexts } from '../../i18n/texts.js';

export const moduleTexts = defineTexts('historyModule', {
  tabNfts: 'NFTs',
  tabActivity: 'Activity',
});
