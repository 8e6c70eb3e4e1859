// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletModalError } from '../errors/base.js';
import type { WalletModal } from '../client.js';
import { hideNotification, showError, showLoading, showSuccess } from './notifications.js';
import { testModal } from './testing.js';

let modal: WalletModal;

beforeEach(() => {
  vi.useFakeTimers();
  modal = testModal();
});
afterEach(() => vi.useRealTimers());

describe('notifications (spec §4)', () => {
  it('variants: success, loading, error', () => {
    showSuccess(modal, 'Address copied');
    expect(modal.$notification.get()).toEqual({ open: true, variant: 'success', message: 'Address copied' });
    hideNotification(modal);
    showLoading(modal, 'Authenticating...');
    expect(modal.$notification.get()).toMatchObject({ open: true, variant: 'loading' });
    hideNotification(modal);
    showError(modal, new WalletModalError('Signature declined', { details: 'code 4001' }));
    expect(modal.$notification.get()).toEqual({ open: true, variant: 'error', message: 'Signature declined' });
  });

  it('if one is open, it is closed and the next is shown after 150 ms', () => {
    showLoading(modal, 'Authenticating...');
    showSuccess(modal, 'Signed');
    expect(modal.$notification.get()).toMatchObject({ open: false, variant: 'loading' });
    vi.advanceTimersByTime(149);
    expect(modal.$notification.get().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(modal.$notification.get()).toEqual({ open: true, variant: 'success', message: 'Signed' });
  });

  it('a newer notification during the wait replaces the waiting one; hiding drops it', () => {
    showSuccess(modal, 'one');
    showSuccess(modal, 'two');
    showError(modal, 'three');
    vi.advanceTimersByTime(150);
    expect(modal.$notification.get()).toEqual({ open: true, variant: 'error', message: 'three' });
    showSuccess(modal, 'four');
    hideNotification(modal);
    vi.runAllTimers();
    expect(modal.$notification.get().open).toBe(false);
  });

  it("an error without a message shows 'An error occurred'", () => {
    showError(modal, {});
    expect(modal.$notification.get().message).toBe('An error occurred');
  });
});
