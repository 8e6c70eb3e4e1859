// The embedded wallet's texts needed before its views load: view titles and the Account action
// (a file apart from texts.ts, so a bundler cannot pull the views' texts into the start-up JavaScript).

export const moduleTexts = {
  titles: {
    EmailVerifyDevice: 'Approve this device',
    EmailVerifyOtp: 'Confirm e-mail',
    EmbeddedSecure: 'Secure wallet',
    ApproveTransaction: 'Approve',
    EmbeddedSettings: 'Wallet settings',
    EmbeddedUpdateEmail: 'Change e-mail',
    ConnectingFarcaster: 'Farcaster',
  },
  settings: 'Wallet settings',
} as const;
