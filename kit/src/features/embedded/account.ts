// The embedded account's settings: the e-mail change, the key export and the devices screen, all in the secure UI
// (the host page never sees a change code, the password or the key).

import { frameOf, embeddedState } from './state.js';
import type { ModalCore } from '../../core/instance.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import { hostSecureRequest } from './secure.js';

/**
 * Opens the secure UI's "Change e-mail" screen (spec §3 UPDATE_EMAIL): the new address and the codes from the
 * current and the new address are typed there. Resolves with the new e-mail, stored and shown; undefined when
 * the frame answered a spec step instead (a frame that takes codes from the app, which this kit does not serve).
 * @example const newEmail = await changeEmail(modal);
 */
export async function changeEmail(modal: ModalCore): Promise<string | undefined> {
  const result = await hostSecureRequest(modal, 'email', (signal) => frameOf(modal).request('UPDATE_EMAIL', {}, { signal }));
  if (result.action !== 'EMAIL_UPDATED') return undefined;
  safeStorage.set(STORAGE_KEYS.EMAIL, result.newEmail);
  embeddedState(modal).$email.set(result.newEmail);
  return result.newEmail;
}

/** Shows the key on the secure origin (after the recovery factor); resolves when its UI is closed. */
export async function exportWallet(modal: ModalCore): Promise<void> {
  await hostSecureRequest(modal, 'export', (signal) => frameOf(modal).request('EXPORT_WALLET', {}, { signal }));
}

/** Shows the account's devices, sessions and passkeys on the secure origin, where they can be removed; resolves when closed. */
export async function manageDevices(modal: ModalCore): Promise<void> {
  await hostSecureRequest(modal, 'devices', (signal) => frameOf(modal).request('MANAGE_DEVICES', {}, { signal }));
}
