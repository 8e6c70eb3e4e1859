import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletModalError } from '../errors/base.js';
import { $notification } from '../stores/notifications.js';
import { hideNotification, showError, showLoading, showSuccess } from './notifications.js';

beforeEach(() => {
  vi.useFakeTimers();
  hideNotification();
  $notification.set({ open: false });
});
afterEach(() => vi.useRealTimers());

describe('notifications (spec §4)', () => {
  it('variants: success, loading, error', () => {
    showSuccess('Address copied');
    expect($notification.get()).toEqual({ open: true, variant: 'success', message: 'Address copied' });
    hideNotification();
    showLoading('Authenticating...');
    expect($notification.get()).toMatchObject({ open: true, variant: 'loading' });
    hideNotification();
    showError(new WalletModalError('Signature declined', { details: 'code 4001' }));
    expect($notification.get()).toEqual({ open: true, variant: 'error', message: 'Signature declined' });
  });

  it('if one is open, it is closed and the next is shown after 150 ms', () => {
    showLoading('Authenticating...');
    showSuccess('Signed');
    expect($notification.get()).toMatchObject({ open: false, variant: 'loading' });
    vi.advanceTimersByTime(149);
    expect($notification.get().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect($notification.get()).toEqual({ open: true, variant: 'success', message: 'Signed' });
  });

  it('a newer notification during the wait replaces the waiting one; hiding drops it', () => {
    showSuccess('one');
    showSuccess('two');
    showError('three');
    vi.advanceTimersByTime(150);
    expect($notification.get()).toEqual({ open: true, variant: 'error', message: 'three' });
    showSuccess('four');
    hideNotification();
    vi.runAllTimers();
    expect($notification.get().open).toBe(false);
  });

  it("an error without a message shows 'An error occurred'", () => {
    showError({});
    expect($notification.get().message).toBe('An error occurred');
  });
});
