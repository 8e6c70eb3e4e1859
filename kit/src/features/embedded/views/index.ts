// The embedded wallet's views, one lazy chunk, by router name.

export { EmailVerifyDevice } from './EmailVerifyDevice.js';
export { EmailVerifyOtp } from './EmailVerifyOtp.js';
export { ApproveTransaction, EmbeddedSecure } from './SecureFrame.js';
export { EmbeddedSettings } from './EmbeddedSettings.js';
export { EmbeddedUpdateEmail } from './EmbeddedUpdateEmail.js';
export { ConnectingFarcaster } from './ConnectingFarcaster.js';
