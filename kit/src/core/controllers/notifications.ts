// Notifications (spec §4): success, loading, error; an open one closes and the next shows 150 ms later.

import { NOTIFICATION_REOPEN_DELAY_MS } from '../constants.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import { $notification, type NotificationVariant } from '../stores/notifications.js';

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows a notification. If one is open, it is closed first and this one shows after 150 ms;
 * a newer call during that wait replaces it.
 * @example
 * showNotification('success', 'Address copied');
 */
export function showNotification(variant: NotificationVariant, message: string): void {
  clearTimeout(pending);
  pending = undefined;
  const next = { open: true, variant, message };
  if (!$notification.get().open) {
    $notification.set(next);
    return;
  }
  $notification.set({ ...$notification.get(), open: false });
  pending = setTimeout(() => {
    pending = undefined;
    $notification.set(next);
  }, NOTIFICATION_REOPEN_DELAY_MS);
}

/** @example showSuccess('Signed') */
export const showSuccess = (message: string): void => showNotification('success', message);

/** @example showLoading(ErrorMessages.AUTHENTICATING) */
export const showLoading = (message: string): void => showNotification('loading', message);

/**
 * Shows an error; a WalletModalError shows its short message, anything else 'An error occurred'.
 * @example
 * showError(error);
 */
export function showError(error: unknown): void {
  showNotification('error', errorText(error));
}

/** Closes the notification (and drops one waiting to show). */
export function hideNotification(): void {
  clearTimeout(pending);
  pending = undefined;
  if ($notification.get().open) $notification.set({ ...$notification.get(), open: false });
}

function errorText(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error instanceof WalletModalError) return error.shortMessage;
  if (error instanceof Error && error.message) return error.message;
  return ErrorMessages.AN_ERROR_OCCURRED;
}
