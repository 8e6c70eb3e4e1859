// The router names of the embedded wallet's views (lazy code only: the start-up stub names none).

export const VIEWS = {
  device: 'EmailVerifyDevice',
  otp: 'EmailVerifyOtp',
  secure: 'EmbeddedSecure',
  approve: 'ApproveTransaction',
  settings: 'EmbeddedSettings',
  updateEmail: 'EmbeddedUpdateEmail',
  farcaster: 'ConnectingFarcaster',
} as const;
