// English texts of the embedded wallet's views.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('embedded', {
  deviceIntro: 'Approve this device: we sent a link to {email}',
  deviceHint: 'Open the link on any device and approve this one. This page continues by itself.',
  deviceWaiting: 'Waiting for approval',
  otpIntro: 'Enter the 6-digit code we sent to {email}',
  otpGroup: 'One-time code',
  digit: 'Digit {index}',
  resend: 'Resend code',
  resent: 'A new code is on its way',
  verifying: 'Verifying',
  secureTitle: 'Secure wallet',
  storageForgets: 'This browser blocks storage for the secure wallet ({site}), so it will forget this wallet when the page reloads. To keep it, allow cookies and site data for {site} in the browser’s settings; otherwise sign in again with your e-mail and your recovery password or passkey.',
  settingsEmail: 'E-mail',
  changeEmail: 'Change e-mail',
  devices: 'Devices and security',
  devicesHint: 'Where your wallet is signed in, and its passkeys: remove what you do not recognise.',
  exportKey: 'Export private key',
  exportHint: 'The key is shown by the secure wallet page only, never by this site.',
  signOut: 'Sign out',
  accountType: 'Account type',
  accountTypeEoa: 'Standard account (EOA)',
  emailChanged: 'E-mail updated',
  farcasterQr: 'QR code to sign in with Farcaster',
  farcasterHint: 'Scan this code with your phone, or open the link in the Farcaster app.',
  farcasterOpen: 'Open in Farcaster',
  farcasterWaiting: 'Waiting for the Farcaster app',
});
