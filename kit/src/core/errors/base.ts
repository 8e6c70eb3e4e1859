// The base error of the kit, in viem's style: a short message for users plus cause, details and hints.

import { ErrorMessages, type ErrorMessageId } from './messages.js';

export interface WalletModalErrorOptions {
  /** The error this one wraps; its message becomes `details` when none is given. */
  cause?: unknown;
  /** Technical detail shown under the short message. */
  details?: string;
  /** Extra lines that help the developer fix the problem. */
  metaMessages?: string[];
  /** A numeric code (JSON-RPC, provider or HTTP) when the failure has one. */
  code?: number;
  /** The catalogue id of `shortMessage`: a stable key to branch on, never the text. */
  id?: ErrorMessageId;
}

/**
 * Every error the kit throws. `shortMessage` is the catalogue text shown to users; `message`
 * adds the hints and details for developers.
 * @example
 * throw new WalletModalError(ErrorMessages.UNSUPPORTED_CHAIN, { details: 'eip155:999' });
 */
export class WalletModalError extends Error {
  override name = 'WalletModalError';
  readonly shortMessage: string;
  readonly details: string | undefined;
  readonly metaMessages: string[] | undefined;
  readonly code: number | undefined;
  readonly id: ErrorMessageId | undefined;

  constructor(shortMessage: string, options: WalletModalErrorOptions = {}) {
    const details = options.details ?? causeMessage(options.cause);
    const message = [
      shortMessage,
      ...(options.metaMessages?.length ? ['', ...options.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
    ].join('\n');
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.shortMessage = shortMessage;
    this.details = details;
    this.metaMessages = options.metaMessages;
    this.code = options.code;
    this.id = options.id;
  }

  /** Walks the cause chain and returns the first error `match` accepts (this one included). */
  walk(match: (error: unknown) => boolean): unknown {
    let current: unknown = this;
    const seen = new Set<unknown>();
    while (current && !seen.has(current)) {
      if (match(current)) return current;
      seen.add(current);
      current = (current as { cause?: unknown }).cause;
    }
    return undefined;
  }
}

function causeMessage(cause: unknown): string | undefined {
  if (cause instanceof WalletModalError) return cause.details ?? cause.shortMessage;
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  return undefined;
}

type TextIds = { [K in ErrorMessageId]: (typeof ErrorMessages)[K] extends string ? K : never }[ErrorMessageId];

/**
 * An error whose short message is the catalogue's text for `id`.
 * @example
 * throw catalogueError('INVALID_APP_CONFIGURATION', { code: 403 });
 */
export function catalogueError(id: TextIds, options: Omit<WalletModalErrorOptions, 'id'> = {}): WalletModalError {
  return new WalletModalError(ErrorMessages[id], { ...options, id });
}
