// Refusing a disallowed RPC call (spec §6): the caller gets the error, the UI shows 'Action not allowed' 300 ms later.

import { ACTION_NOT_ALLOWED_DELAY_MS } from '../constants.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import { ProviderErrors } from '../errors/provider.js';
import { checkRpcRequest } from './methods.js';

export interface GuardRpcRequestParameters {
  request: { method: unknown };
  /** Shows an error notification (the notifications controller's `showError`). */
  showError: (message: string) => void;
}

/**
 * Lets a known request through (returning whether it needs approval) or throws 'Requested RPC
 * call is not allowed' and schedules 'Action not allowed' after 300 ms.
 * @example
 * const { needsApproval } = guardRpcRequest({ request, showError });
 */
export function guardRpcRequest({ request, showError }: GuardRpcRequestParameters): { needsApproval: boolean } {
  const verdict = checkRpcRequest(request);
  if (verdict.allowed) return { needsApproval: verdict.needsApproval };
  setTimeout(() => showError(ErrorMessages.ACTION_NOT_ALLOWED), ACTION_NOT_ALLOWED_DELAY_MS);
  throw new WalletModalError(verdict.error, {
    code: ProviderErrors.UNSUPPORTED_METHOD.code,
    details: `method: ${String(request.method)}`,
  });
}
