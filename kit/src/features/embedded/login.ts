// E-mail login through the frame (spec §4 "Embedded-wallet frame"): e-mail connect, then device
// approval or the one-time code, the secure UI's recovery step when needed, then the user fetched
// and connected like any wallet. Loaded on the first e-mail submit.

import { clearEmailLoginTime } from '../../core/controllers/emailThrottle.js';
import { showError } from '../../core/controllers/notifications.js';
import { catalogueError, WalletModalError } from '../../core/errors/base.js';
import type { ModalCore } from '../../core/instance.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import { EMBEDDED_CONNECTOR_ID } from './ids.js';
import { VIEWS } from './viewNames.js';
import { embeddedState, frameOf, hostOf } from './state.js';
import { hostSecureRequest } from './secure.js';
import { signOut } from './session.js';

/** Between two device checks the frame answered "not yet" at once (it normally waits up to 25 s). */
const DEVICE_RECHECK_MS = 1_000;

/**
 * Sends the e-mail to the frame and shows what comes next: device approval, the code, or (a device
 * and session already known) the connected account.
 * @example
 * await connectEmail(modal, 'ada@example.com');
 */
export async function connectEmail(modal: ModalCore, email: string, sent?: () => void): Promise<void> {
  embeddedState(modal).$codeError.set(undefined);
  const { action } = await frameOf(modal).request('CONNECT_EMAIL', { email });
  // The secure site answered: its mail went out (the e-mail throttle starts now, spec §5).
  sent?.();
  embeddedState(modal).email = email;
  if (action === 'VERIFY_DEVICE') hostOf(modal).push(modal, VIEWS.device);
  else if (action === 'VERIFY_OTP') hostOf(modal).push(modal, VIEWS.otp);
  else await finishLogin(modal);
}

/**
 * Waits until the device is approved from the mail's link (asking again after each 30 s wait),
 * then shows the code view. Stops when `signal` aborts (the view closed).
 */
export async function waitForDevice(modal: ModalCore, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    try {
      const { approved } = await frameOf(modal).request('CONNECT_DEVICE', {}, { signal });
      if (approved) return hostOf(modal).replace(modal, VIEWS.otp);
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
 * await connectOtp(modal, '123456');
 */
export async function connectOtp(modal: ModalCore, otp: string): Promise<void> {
  const result = await frameOf(modal).request('CONNECT_OTP', { otp });
  // The code proved the mailbox of an account that already has a device: approve this one from the mail first.
  if ('action' in result) return hostOf(modal).replace(modal, VIEWS.device);
  const { recovery } = result;
  if (recovery !== 'NONE') await hostSecureRequest(modal, 'recovery', (signal) => frameOf(modal).request('COMPLETE_RECOVERY', {}, { signal }), { stayOnSuccess: true });
  await finishLogin(modal);
}

/**
 * Signs in with a passkey in the secure UI (our CONNECT_PASSKEY: no e-mail typed). On a new device the
 * same ceremony recovers the wallet when the passkey protects it; otherwise the recovery step follows as
 * after the code. Then the account connects exactly as after the e-mail code.
 * @example
 * await connectPasskey(modal);
 */
export async function connectPasskey(modal: ModalCore): Promise<void> {
  const { recovery } = await hostSecureRequest(modal, 'recovery', (signal) => frameOf(modal).request('CONNECT_PASSKEY', {}, { signal, timeoutMs: null }));
  embeddedState(modal).email = undefined;
  if (recovery !== 'NONE') await hostSecureRequest(modal, 'recovery', (signal) => frameOf(modal).request('COMPLETE_RECOVERY', {}, { signal }));
  await finishLogin(modal);
}

/**
 * Connects the signed-in user through the adapter (GET_USER), stores the login flag and e-mail and
 * removes the login-time marker. A failure here disconnects and resets to Connect with 'A problem
 * occurred while trying initialize authentication' (spec §8).
 */
export async function finishLogin(modal: ModalCore): Promise<void> {
  const host = hostOf(modal);
  try {
    await host.connect(modal, { connectorId: EMBEDDED_CONNECTOR_ID });
  } catch (cause) {
    const error = catalogueError('AUTH_INIT_FAILED', { cause });
    await signOut(modal);
    host.reset(modal, 'Connect');
    showError(modal, error);
    throw error;
  }
  // After a passkey sign-in no e-mail was typed: the account's own, when it has one (never an invented one).
  const email = embeddedState(modal).email ?? embeddedState(modal).$email.get();
  safeStorage.set(STORAGE_KEYS.EMAIL_LOGIN_USED, 'true');
  if (email) safeStorage.set(STORAGE_KEYS.EMAIL, email);
  clearEmailLoginTime();
  host.reset(modal, 'Account');
}
