// The embedded account's settings (spec §3 update-email messages): a new e-mail confirmed by a code
// from the old address, then one from the new address; the key export and the devices screen in the secure UI.

import { frameOf, embeddedState } from './state.js';
import type { ModalCore } from '../../core/instance.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import { hostSecureRequest } from './secure.js';

/** Which code the update waits for next. */
export type UpdateEmailStep = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/** @example await updateEmail(modal, 'grace@example.com'); // 'VERIFY_PRIMARY_OTP' */
export async function updateEmail(modal: ModalCore, email: string): Promise<UpdateEmailStep> {
  return (await frameOf(modal).request('UPDATE_EMAIL', { email })).action;
}

/** The code sent to the current address. */
export async function confirmCurrentEmail(modal: ModalCore, otp: string): Promise<UpdateEmailStep> {
  return (await frameOf(modal).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })).action;
}

/** The code sent to the new address: the new e-mail is stored and shown. */
export async function confirmNewEmail(modal: ModalCore, otp: string): Promise<string> {
  const { newEmail } = await frameOf(modal).request('UPDATE_EMAIL_SECONDARY_OTP', { otp });
  safeStorage.set(STORAGE_KEYS.EMAIL, newEmail);
  embeddedState(modal).$email.set(newEmail);
  return newEmail;
}

/** Shows the key on the secure origin (after the recovery factor); resolves when its UI is closed. */
export async function exportWallet(modal: ModalCore): Promise<void> {
  await hostSecureRequest(modal, 'export', (signal) => frameOf(modal).request('EXPORT_WALLET', {}, { signal }));
}

/** Shows the account's devices, sessions and passkeys on the secure origin, where they can be removed; resolves when closed. */
export async function manageDevices(modal: ModalCore): Promise<void> {
  await hostSecureRequest(modal, 'devices', (signal) => frameOf(modal).request('MANAGE_DEVICES', {}, { signal }));
}
