// The embedded wallet's error catalogue: each code of its HTTP API (api.ts embeddedErrorCodes) that the
// wire catalogue does not already hold, with its HTTP status and message. The server answers with it and
// the frame reads the same texts, so the two never drift apart.
import type { ApiErrorCode } from '../wire/errors.js';
import type { EmbeddedErrorCode } from './api.js';

/** The embedded wallet's codes not already in the wire catalogue; 'Session Expired' is the spec's text for both session codes. */
export const embeddedApiErrors = {
  PROJECT_NOT_FOUND: { status: 404, message: 'Invalid Project ID - update configuration' },
  RATE_LIMITED: { status: 429, message: 'Too many requests' },
  OTP_INVALID: { status: 400, message: 'Invalid one-time code' },
  OTP_EXPIRED: { status: 400, message: 'The one-time code has expired' },
  OTP_ATTEMPTS_EXCEEDED: { status: 400, message: 'Too many wrong codes: request a new code' },
  DEVICE_NOT_APPROVED: { status: 403, message: 'This device is not approved yet' },
  DEVICE_NOT_ENROLLED: { status: 403, message: 'Only a device that holds the wallet can do this: use one, or recover the wallet on this device first' },
  DEVICE_ADMISSION_REQUIRED: {
    status: 403,
    message: 'This device is new to your wallet: allow it from a device that holds your wallet ("Devices and security"), sign in with your passkey, or wait',
  },
  ADMISSION_CANCEL_INVALID: { status: 400, message: 'This link is unknown, already used, or the device was already allowed' },
  EMAIL_UNDO_INVALID: { status: 400, message: 'This undo link is unknown, already used or expired' },
  SESSION_EXPIRED: { status: 401, message: 'Session Expired' },
  SESSION_NOT_YET_VALID: { status: 401, message: 'Session Expired' },
  SIGNATURE_INVALID: { status: 401, message: 'Invalid request signature' },
  REPLAYED_REQUEST: { status: 401, message: 'Request already seen' },
  WALLET_EXISTS: { status: 409, message: 'A wallet already exists for this account' },
  WALLET_NOT_FOUND: { status: 404, message: 'No wallet share for this device' },
  PASSKEY_INVALID: { status: 401, message: 'The passkey could not be verified' },
  PASSKEY_UNKNOWN: { status: 401, message: 'This passkey is not registered for a wallet here' },
  SOCIAL_PROVIDER_UNAVAILABLE: { status: 404, message: 'This sign-in provider is not offered here' },
  SOCIAL_ATTEMPT_INVALID: { status: 400, message: 'This sign-in attempt is unknown, already used or expired: start again' },
  SOCIAL_PROVIDER_ERROR: { status: 400, message: 'The sign-in provider did not complete the sign-in' },
  SOCIAL_ID_TOKEN_INVALID: { status: 401, message: 'The sign-in provider\'s ID token could not be verified' },
  SOCIAL_NOT_FINISHED: { status: 409, message: 'The sign-in at the provider has not finished yet' },
  SOCIAL_DEVICE_MISMATCH: { status: 403, message: 'This sign-in was started on another device' },
  SOCIAL_BROWSER_MISMATCH: { status: 403, message: 'This sign-in was started in another browser: start it again in this one' },
  FARCASTER_CHANNEL_INVALID: { status: 401, message: 'This Farcaster channel is unknown, expired or already used: start again' },
  FARCASTER_MESSAGE_INVALID: { status: 401, message: 'The Farcaster sign-in message could not be verified' },
  RECOVERY_PASSWORD_REQUIRED: { status: 400, message: 'This wallet is recovered with its password: send the proof the frame derives from it' },
  WRONG_PASSWORD: { status: 400, message: 'Wrong password' },
  RECOVERY_LOCKED: { status: 429, message: 'Too many wrong passwords' },
} as const satisfies Record<Exclude<EmbeddedErrorCode, ApiErrorCode>, { status: number; message: string }>;
