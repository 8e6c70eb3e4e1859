// The embedded wallet's views, one lazy chunk, by router name.

export { EmailVerifyDevice } from './EmailVerifyDevice.js';
export { EmailVerifyOtp } from './EmailVerifyOtp.js';
export { ApproveTransaction, EmbeddedSecure, EmbeddedUpdateEmail } from './SecureFrame.js';
export { EmbeddedSettings } from './EmbeddedSettings.js';
export { ConnectingFarcaster } from './ConnectingFarcaster.js';
