// Turns what the WalletConnect SDK and wallets throw into the kit's catalogue errors (spec §8).

import { catalogueError, InternalMessages, ProviderErrors, WalletModalError } from '../../core/errors/index.js';

/** WalletConnect's own codes for a user's "no" (USER_REJECTED, …_CHAINS, …_METHODS, …_EVENTS). */
const WC_USER_REJECTED = new Set([5000, 5001, 5002, 5003]);

/** The SDK's messages the spec lists (§8 internal messages), matched to the catalogue. */
const SDK_MESSAGES: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [/Sign Client not initialized/i, () => InternalMessages.SIGN_CLIENT_NOT_INITIALIZED],
  [/Session not initialized/i, () => InternalMessages.SESSION_NOT_INITIALIZED],
  [/provided session: (\S+) doesn't exist/i, (m) => InternalMessages.SESSION_NOT_FOUND(m[1] ?? '')],
  [/Please call connect\(\) before request\(\)/i, () => InternalMessages.CONNECT_BEFORE_REQUEST],
  // A namespace of the session without a chain; a read on a chain the session has no RPC provider for.
  [/^ChainId not found/i, () => InternalMessages.CHAIN_ID_NOT_FOUND],
  [/JSON-RPC provider for (\S+) not found/i, (m) => InternalMessages.RPC_PROVIDER_NOT_FOUND(m[1] ?? '')],
];

/**
 * A rejected proposal or request becomes 4001 "User rejected the request."; a request the wallet never
 * answered, 'The wallet did not answer in time'; the SDK's known failures keep the spec's texts; anything
 * else is passed through.
 * @example
 * toWalletConnectError({ code: 5000, message: 'User rejected.' }).code; // 4001
 */
export function toWalletConnectError(error: unknown): unknown {
  if (error instanceof WalletModalError) return error;
  const { code, message } = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as {
    code?: unknown;
    message?: unknown;
  };
  const text = typeof message === 'string' ? message : '';
  if (code === ProviderErrors.USER_REJECTED_REQUEST.code || (typeof code === 'number' && WC_USER_REJECTED.has(code)) || /rejected/i.test(text)) {
    const { code: rejected, message: shortMessage } = ProviderErrors.USER_REJECTED_REQUEST;
    return new WalletModalError(shortMessage, { code: rejected, cause: error });
  }
  // The SDK ends a request the wallet never answered after its expiry (5 minutes) with this text alone.
  if (/^Request expired/i.test(text)) return catalogueError('WALLET_TIMEOUT', { cause: error });
  for (const [pattern, catalogue] of SDK_MESSAGES) {
    const match = pattern.exec(text);
    if (match) return new WalletModalError(catalogue(match), { cause: error });
  }
  return error;
}
