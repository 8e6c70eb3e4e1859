// Why a wallet request failed, as a stable catalogue id and its text: read from the error's numeric
// code (EIP-1193, JSON-RPC) or its type, never from its message.

import { WalletModalError } from './base.js';
import { ErrorMessages, type ErrorMessageId } from './messages.js';
import { JsonRpcErrors } from './jsonRpc.js';
import { ProviderErrors } from './provider.js';

export interface ErrorCode {
  /** Catalogue id, e.g. 'SIGNATURE_DECLINED' or 'REQUEST_PENDING'; 'UNKNOWN' when nothing matched. */
  code: ErrorMessageId | 'UNKNOWN';
  message: string;
}

const BY_NUMBER: ReadonlyMap<number, ErrorMessageId> = new Map([
  [ProviderErrors.USER_REJECTED_REQUEST.code, 'SIGNATURE_DECLINED'],
  [ProviderErrors.UNAUTHORIZED.code, 'WALLET_UNAUTHORIZED'],
  [ProviderErrors.DISCONNECTED.code, 'WALLET_DISCONNECTED'],
  [ProviderErrors.CHAIN_DISCONNECTED.code, 'WALLET_DISCONNECTED'],
  [ProviderErrors.SWITCH_CHAIN.code, 'CHAIN_NOT_SUPPORTED'],
  // MetaMask and others answer -32002 while an earlier request waits in the wallet.
  [JsonRpcErrors.RESOURCE_UNAVAILABLE.code, 'REQUEST_PENDING'],
]);

/**
 * @example
 * errorCode({ code: 4001, message: 'User rejected' }); // { code: 'SIGNATURE_DECLINED', message: 'Signature declined' }
 */
export function errorCode(error: unknown): ErrorCode {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { code, id, name } = current as { code?: unknown; id?: unknown; name?: unknown };
    if (current instanceof WalletModalError && id) return { code: id as ErrorMessageId, message: current.shortMessage };
    const known = typeof code === 'number' ? BY_NUMBER.get(code) : undefined;
    if (known) return { code: known, message: ErrorMessages[known] as string };
    if (name === 'TimeoutError') return { code: 'WALLET_TIMEOUT', message: ErrorMessages.WALLET_TIMEOUT };
    current = (current as { cause?: unknown }).cause;
  }
  if (error instanceof WalletModalError) return { code: 'UNKNOWN', message: error.shortMessage };
  return { code: 'UNKNOWN', message: ErrorMessages.SOMETHING_WENT_WRONG };
}
