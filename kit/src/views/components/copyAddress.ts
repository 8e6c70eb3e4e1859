// Copying the connected address (Account, Receive): to the clipboard, then 'Address copied', or the
// clipboard's refusal as an error notification.

import { showError, showSuccess } from '../../core/controllers/notifications.js';
import type { ModalCore } from '../../core/instance.js';
import { t } from '../i18n/en.js';

/** @example <button onClick={() => copyAddress(modal, address)}>Copy</button> */
export function copyAddress(modal: ModalCore, address: string): Promise<void> {
  return navigator.clipboard.writeText(address).then(
    () => showSuccess(modal, t('account.copied')),
    (error: unknown) => showError(modal, error),
  );
}
