// E-mail login through the frame (spec §4 "Embedded-wallet frame"): e-mail connect, then device
// approval or the one-time code, the secure UI's recovery step when needed, then the user fetched
// and connected like any wallet. Loaded on the first e-mail submit.

import { clearEmailLoginTime } from '../../core/controllers/emailThrottle.js';
import { showError } from '../../core/controllers/notifications.js';
import { push, replace, reset } from '../../core/controllers/router.js';
import { catalogueError, WalletModalError } from '../../core/errors/base.js';
import type { ModalCore } from '../../core/instance.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import { embeddedState, frameOf } from './state.js';
import { hostSecureRequest } from './secure.js';
import { signOut } from './session.js';

/** Between two device checks the frame answered "not yet" at once (it normally waits up to 25 s). */
const DEVICE_RECHECK_MS = 1_000;

/**
 * Connects the auth connector through the modal's own connect (the caller passes `modal.connect`):
 * importing the core's connection controller here would split the app's start-up chunk.
 */
export type ConnectAuth = () => Promise<unknown>;

/**
 * Sends the e-mail to the frame and shows what comes next: device approval, the code, or (a device
 * and session already known) the connected account.
 * @example
 * await connectEmail(modal, 'ada@example.com', () => modal.connect('auth'));
 */
export async function connectEmail(modal: ModalCore, email: string, connectAuth: ConnectAuth): Promise<void> {
  const { action } = await frameOf(modal).request('CONNECT_EMAIL', { email });
  embeddedState(modal).email = email;
  if (action === 'VERIFY_DEVICE') push(modal, 'EmailVerifyDevice');
  else if (action === 'VERIFY_OTP') push(modal, 'EmailVerifyOtp');
  else await finishLogin(modal, connectAuth);
}

/**
 * Waits until the device is approved from the mail's link (asking again after each 30 s wait),
 * then shows the code view. Stops when `signal` aborts (the view closed).
 */
export async function waitForDevice(modal: ModalCore, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    try {
      const { approved } = await frameOf(modal).request('CONNECT_DEVICE', {}, { signal });
      if (approved) return replace(modal, 'EmailVerifyOtp');
      await new Promise((resolve) => setTimeout(resolve, DEVICE_RECHECK_MS));
    } catch (error) {
      if (signal.aborted) return;
      if (!(error instanceof WalletModalError && error.id === 'EMBEDDED_WALLET_TIMEOUT')) throw error;
    }
  }
}

/**
 * Checks the 6-digit code; a new user sets up recovery, a new device recovers (both in the secure
 * UI), then the account connects.
 * @example
 * await connectOtp(modal, '123456', () => modal.connect('auth'));
 */
export async function connectOtp(modal: ModalCore, otp: string, connectAuth: ConnectAuth): Promise<void> {
  const { recovery } = await frameOf(modal).request('CONNECT_OTP', { otp });
  if (recovery !== 'NONE') await hostSecureRequest(modal, 'recovery', (signal) => frameOf(modal).request('COMPLETE_RECOVERY', {}, { signal }));
  await finishLogin(modal, connectAuth);
}

/**
 * Connects the signed-in user through the adapter (GET_USER), stores the login flag and e-mail and
 * removes the login-time marker. A failure here disconnects and resets to Connect with 'A problem
 * occurred while trying initialize authentication' (spec §8).
 */
export async function finishLogin(modal: ModalCore, connectAuth: ConnectAuth): Promise<void> {
  try {
    await connectAuth();
  } catch (cause) {
    const error = catalogueError('AUTH_INIT_FAILED', { cause });
    await signOut(modal);
    reset(modal, 'Connect');
    showError(modal, error);
    throw error;
  }
  const email = embeddedState(modal).email;
  safeStorage.set(STORAGE_KEYS.EMAIL_LOGIN_USED, 'true');
  if (email) safeStorage.set(STORAGE_KEYS.EMAIL, email);
  clearEmailLoginTime();
  reset(modal, 'Account');
}
