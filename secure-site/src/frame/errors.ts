// The errors the wallet frame answers with (`@w3m-frame/NAME_ERROR`, payload `frameError`), and how the
// server's error codes map onto the codes the kit reads.
import { embeddedApiErrors, type FrameError, type FrameErrorCode } from '@wallet-modal/schema/embedded';
import { EmbeddedApiError } from '../lib/api.js';
import { WrongPasswordError } from '../lib/password.js';

/** An error whose message and code are meant for the app (never carries key material). */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError';
  constructor(
    readonly code: FrameErrorCode,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed';
export const notAllowed = () => new FrameRequestError('RPC_NOT_ALLOWED', NOT_ALLOWED_MESSAGE);
export const userRejected = () => new FrameRequestError('USER_REJECTED', 'User rejected the request');
export const notSignedIn = () => new FrameRequestError('SESSION_EXPIRED', 'Session Expired');

/**
 * Any error thrown while serving a request, as the payload of its _ERROR reply. Unknown errors answer a
 * generic message: their text might come from a library and is not ours to forward.
 * @example
 * toFrameError(new EmbeddedApiError('OTP_EXPIRED', 'Code expired', 400)); // { code: 'OTP_EXPIRED', message: 'Code expired' }
 */
export function toFrameError(error: unknown): FrameError {
  if (error instanceof FrameRequestError) {
    return { code: error.code, message: error.message.slice(0, 1000), ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }) };
  }
  if (error instanceof EmbeddedApiError) return toFrameError(fromApiError(error));
  if (error instanceof WrongPasswordError) return { code: 'UNKNOWN', message: error.message };
  return { code: 'UNKNOWN', message: 'An error occurred' };
}

function fromApiError(error: EmbeddedApiError): FrameRequestError {
  switch (error.code) {
    case 'SESSION_EXPIRED':
    case 'SESSION_NOT_YET_VALID':
    case 'SIGNATURE_INVALID':
    case 'REPLAYED_REQUEST':
      return new FrameRequestError('SESSION_EXPIRED', error.code === 'SESSION_NOT_YET_VALID' ? 'Session Expired: check the time settings of this device and reconnect' : 'Session Expired');
    case 'RATE_LIMITED':
      return new FrameRequestError('RATE_LIMITED', error.message, error.retryAfter);
    case 'OTP_INVALID':
      return new FrameRequestError('OTP_INVALID', error.message);
    case 'OTP_EXPIRED':
      return new FrameRequestError('OTP_EXPIRED', error.message);
    case 'OTP_ATTEMPTS_EXCEEDED':
      return new FrameRequestError('OTP_INVALID', embeddedApiErrors.OTP_ATTEMPTS_EXCEEDED.message);
    case 'ORIGIN_NOT_ALLOWED':
      return new FrameRequestError('ORIGIN_NOT_ALLOWED', 'Invalid App Configuration');
    default:
      return new FrameRequestError('UNKNOWN', error.message);
  }
}
