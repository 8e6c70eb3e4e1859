// The notification (snackbar) the modal shows: one at a time, success, loading or error (spec §4).


export type NotificationVariant = 'success' | 'loading' | 'error';

export interface NotificationState {
  open: boolean;
  variant?: NotificationVariant;
  message?: string;
}
