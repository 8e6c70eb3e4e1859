import { describe, expect, it } from 'vitest';
import { EmbeddedApiError } from '../lib/api.js';
import { toFrameError } from './errors.js';

const api = (code: string, message = 'server text', retryAfter?: number) => toFrameError(new EmbeddedApiError(code, message, 400, retryAfter));

describe("the server's error codes as the frame's", () => {
  it('session problems are SESSION_EXPIRED (a clock ahead of the server says so)', () => {
    expect(api('SESSION_EXPIRED')).toEqual({ code: 'SESSION_EXPIRED', message: 'Session Expired' });
    expect(api('SESSION_NOT_YET_VALID')).toMatchObject({ code: 'SESSION_EXPIRED', message: expect.stringMatching(/time settings/) });
  });
  it('RATE_LIMITED keeps retryAfter; OTP codes pass; too many attempts is OTP_INVALID asking for a new code', () => {
    expect(api('RATE_LIMITED', 'Please try again after 12 seconds', 12)).toEqual({ code: 'RATE_LIMITED', message: 'Please try again after 12 seconds', retryAfter: 12 });
    expect(api('OTP_INVALID')).toMatchObject({ code: 'OTP_INVALID' });
    expect(api('OTP_EXPIRED')).toMatchObject({ code: 'OTP_EXPIRED' });
    expect(api('OTP_ATTEMPTS_EXCEEDED')).toEqual({ code: 'OTP_INVALID', message: 'Too many wrong codes: request a new code' });
    expect(api('ORIGIN_NOT_ALLOWED')).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: 'Invalid App Configuration' });
  });
  it("an unknown error answers 'An error occurred' rather than a library's text", () => {
    expect(toFrameError(new Error('secret internals'))).toEqual({ code: 'UNKNOWN', message: 'An error occurred' });
  });
});
