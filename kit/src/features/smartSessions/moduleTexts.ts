// The smart-sessions module's texts needed before its tab loads (apart from texts.ts, so the tab's texts stay in its chunk).

import { defineTexts } from '../../i18n/texts.js';

export const moduleTexts = defineTexts('smartSessionsModule', {
  tab: 'Sessions',
});
