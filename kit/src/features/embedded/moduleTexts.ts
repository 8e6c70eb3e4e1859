// The embedded wallet's texts needed before its views load: view titles and the Account action
// (a file apart from texts.ts, so a bundler cannot pull the views' texts into the start-up JavaScript).

import { defineTexts } from '../../i18n/texts.js';

export const moduleTexts = defineTexts('embeddedModule', {
  // The views' titles, one key per view (title_<router name>).
  title_EmailVerifyDevice: 'Approve this device',
  title_EmailVerifyOtp: 'Confirm e-mail',
  title_EmbeddedSecure: 'Secure wallet',
  title_ApproveTransaction: 'Approve',
  title_EmbeddedSettings: 'Wallet settings',
  title_EmbeddedUpdateEmail: 'Change e-mail',
  title_ConnectingFarcaster: 'Farcaster',
  settings: 'Wallet settings',
});
