// A wallet's refusal of an EIP-5792 or other wallet_* request, as a typed error: the 5700–5760
// capability, bundle and atomicity codes with EIP-5792's plain messages, and 'not supported' (4200).

import { WalletModalError } from './base.js';
import { JsonRpcErrors } from './jsonRpc.js';
import { ErrorMessages } from './messages.js';
import { ProviderErrors, providerErrorName } from './provider.js';

const EIP_5792_CODES: ReadonlySet<number> = new Set([5700, 5710, 5720, 5730, 5740, 5750, 5760]);

/** Codes by which wallets say they do not know a method: EIP-1193's 4200, JSON-RPC's -32601 (a node the wallet passed it to). */
const UNSUPPORTED_CODES: ReadonlySet<number> = new Set([ProviderErrors.UNSUPPORTED_METHOD.code, JsonRpcErrors.METHOD_NOT_FOUND.code]);

/**
 * The typed error for a wallet's failure of `method`; errors that are neither pass through as they are.
 * @example
 * walletCallError({ code: 5760, message: 'no atomic' }, 'wallet_sendCalls').code; // 5760
 */
export function walletCallError(error: unknown, method: string): unknown {
  const code = numericCode(error);
  if (code !== undefined && EIP_5792_CODES.has(code)) {
    const name = providerErrorName(code)!;
    return new WalletModalError(ProviderErrors[name].message, { code, cause: error });
  }
  if (code !== undefined && UNSUPPORTED_CODES.has(code)) {
    return new WalletModalError(ErrorMessages.WALLET_METHOD_UNSUPPORTED(method), { code: ProviderErrors.UNSUPPORTED_METHOD.code, cause: error });
  }
  return error;
}

function numericCode(error: unknown): number | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'number') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
