// Preconditions of requests over a wallet session (spec §5): a configured namespace and a live session.

import { WalletModalError } from '../errors/base.js';
import { InternalMessages } from '../errors/messages.js';

/**
 * Throws "Namespace '{ns}' is not configured. Please call connect() first with namespace config."
 * unless `namespace` is among `configured`.
 * @example
 * assertNamespaceConfigured('solana', ['eip155']); // throws
 */
export function assertNamespaceConfigured(namespace: string, configured: Iterable<string>): void {
  if (![...configured].includes(namespace)) {
    throw new WalletModalError(InternalMessages.NAMESPACE_NOT_CONFIGURED(namespace));
  }
}

/**
 * Throws 'Please call connect() before request()' when there is no session.
 * @example
 * assertSession(provider.session);
 */
export function assertSession<T>(session: T | undefined | null): asserts session is T {
  if (session === undefined || session === null) throw new WalletModalError(InternalMessages.CONNECT_BEFORE_REQUEST);
}
