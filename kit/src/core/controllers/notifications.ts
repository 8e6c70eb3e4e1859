// Notifications (spec §4): success, loading, error; an open one closes and the next shows 150 ms later.

import { NOTIFICATION_REOPEN_DELAY_MS } from '../constants.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';
import type { NotificationVariant } from '../stores/notifications.js';

const timer = instanceState('notifications', () => ({ pending: undefined as ReturnType<typeof setTimeout> | undefined }));

/**
 * Shows a notification. If one is open, it is closed first and this one shows after 150 ms;
 * a newer call during that wait replaces it.
 * @example
 * showNotification(modal, 'success', 'Address copied');
 */
export function showNotification(modal: ModalCore, variant: NotificationVariant, message: string): void {
  const local = timer(modal);
  clearTimeout(local.pending);
  local.pending = undefined;
  const next = { open: true, variant, message };
  if (!modal.$notification.get().open) {
    modal.$notification.set(next);
    return;
  }
  modal.$notification.set({ ...modal.$notification.get(), open: false });
  local.pending = setTimeout(() => {
    local.pending = undefined;
    modal.$notification.set(next);
  }, NOTIFICATION_REOPEN_DELAY_MS);
}

/** @example showSuccess(modal, 'Signed') */
export const showSuccess = (modal: ModalCore, message: string): void => showNotification(modal, 'success', message);

/** @example showLoading(modal, ErrorMessages.AUTHENTICATING) */
export const showLoading = (modal: ModalCore, message: string): void => showNotification(modal, 'loading', message);

/**
 * Shows an error; a WalletModalError shows its short message, anything else 'An error occurred'.
 * @example
 * showError(modal, error);
 */
export function showError(modal: ModalCore, error: unknown): void {
  showNotification(modal, 'error', errorText(error));
}

/** Closes the notification (and drops one waiting to show). */
export function hideNotification(modal: ModalCore): void {
  const local = timer(modal);
  clearTimeout(local.pending);
  local.pending = undefined;
  if (modal.$notification.get().open) modal.$notification.set({ ...modal.$notification.get(), open: false });
}

/** The text a notification or an inline error shows for `error`. */
export function errorText(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error instanceof WalletModalError) return error.shortMessage;
  if (error instanceof Error && error.message) return error.message;
  return ErrorMessages.AN_ERROR_OCCURRED;
}

/**
 * Copies `text` to the clipboard, then shows `message`, or the clipboard's refusal as an error.
 * @example
 * copyText(modal, address, 'Address copied');
 */
export function copyText(modal: ModalCore, text: string, message: string): Promise<void> {
  return navigator.clipboard.writeText(text).then(
    () => showSuccess(modal, message),
    (error: unknown) => showError(modal, error),
  );
}
