// The frame's error codes as the kit's catalogue errors (spec §8): mapped by code, never by message.

import type { FrameError } from '@wallet-modal/schema/embedded';
import { catalogueError, WalletModalError } from '../../core/errors/base.js';
import { ErrorMessages } from '../../core/errors/messages.js';
import { ProviderErrors } from '../../core/errors/provider.js';

/**
 * The error a frame's _ERROR reply stands for.
 * @example
 * frameErrorToError({ code: 'SESSION_EXPIRED' }).shortMessage; // 'Session Expired'
 */
export function frameErrorToError({ code, message, retryAfter }: FrameError): WalletModalError {
  const details = message;
  switch (code) {
    case 'SESSION_EXPIRED':
      return catalogueError('SESSION_EXPIRED', { details, metaMessages: ["Check this device's time settings, then reconnect."] });
    case 'ORIGIN_NOT_ALLOWED':
      return catalogueError('INVALID_APP_CONFIGURATION', { details, code: 403 });
    case 'USER_REJECTED':
      return catalogueError('SIGNATURE_DECLINED', { details, code: ProviderErrors.USER_REJECTED_REQUEST.code });
    case 'RPC_NOT_ALLOWED':
      return rpcNotAllowed(details);
    case 'RATE_LIMITED':
      return new WalletModalError(ErrorMessages.EMAIL_THROTTLE(Math.max(1, Math.ceil(retryAfter ?? 30))), { details, id: 'EMAIL_THROTTLE' });
    case 'TIMEOUT':
      return catalogueError('EMBEDDED_WALLET_TIMEOUT', { details });
    case 'ABORTED':
      return catalogueError('REQUEST_ABORTED', { details });
    default:
      // OTP_INVALID, OTP_EXPIRED, UNKNOWN: the frame's own text (spec §3 "Errors carry message").
      return message ? new WalletModalError(message, { id: undefined }) : catalogueError('AN_ERROR_OCCURRED');
  }
}

/** 'Requested RPC call is not allowed', provider code 4200 (spec §6). */
export function rpcNotAllowed(details?: string): WalletModalError {
  return catalogueError('RPC_CALL_NOT_ALLOWED', { details, code: ProviderErrors.UNSUPPORTED_METHOD.code });
}
