// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys.js';
import { assertEmailLoginAllowed, clearEmailLoginTime, emailLoginWaitMs, markEmailLoginSent } from './emailThrottle.js';

/** A login that sent its mail: allowed, then recorded. */
const triggerEmailLogin = ({ now }: { now: number }) => {
  assertEmailLoginAllowed({ now });
  markEmailLoginSent({ now });
};

const T0 = 1_700_000_000_000;

beforeEach(() => localStorage.clear());

describe('e-mail login throttle (spec §5)', () => {
  it("a second e-mail login trigger within 30 s of the last is refused with 'Please try again after N seconds', N being the rounded-up remaining seconds", () => {
    triggerEmailLogin({ now: T0 });
    expect(() => triggerEmailLogin({ now: T0 + 100 })).toThrow('Please try again after 30 seconds');
    expect(() => triggerEmailLogin({ now: T0 + 10_001 })).toThrow('Please try again after 20 seconds');
    expect(() => triggerEmailLogin({ now: T0 + 29_999 })).toThrow('Please try again after 1 seconds');
    expect(() => triggerEmailLogin({ now: T0 + 30_000 })).not.toThrow();
  });

  it('the last e-mail login time is kept in storage, and removed after a successful login', () => {
    triggerEmailLogin({ now: T0 });
    expect(localStorage.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBe(String(T0));
    expect(emailLoginWaitMs(T0 + 5_000)).toBe(25_000);
    clearEmailLoginTime();
    expect(localStorage.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull();
    expect(() => triggerEmailLogin({ now: T0 + 5_000 })).not.toThrow();
  });

  it('only a sent mail starts the wait: a try that failed before sending records nothing', () => {
    assertEmailLoginAllowed({ now: T0 });
    expect(localStorage.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull();
    expect(() => assertEmailLoginAllowed({ now: T0 + 100 })).not.toThrow();
  });

  it('a corrupt or future stored time never blocks login', () => {
    localStorage.setItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, 'yesterday');
    expect(emailLoginWaitMs(T0)).toBe(0);
    localStorage.setItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, String(T0 + 3_600_000));
    expect(() => triggerEmailLogin({ now: T0 })).not.toThrow();
  });
});
