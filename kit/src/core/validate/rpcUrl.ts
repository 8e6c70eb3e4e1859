// RPC URL scheme check (spec §5): only http and https URLs serve an HTTP JSON-RPC connection.

import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';

/**
 * Whether `url` begins with http: or https:.
 * @example
 * isHttpUrl('wss://relay.example'); // false
 */
export function isHttpUrl(url: unknown): url is string {
  return typeof url === 'string' && /^https?:/i.test(url);
}

/**
 * Throws 'Provided URL is not compatible with HTTP connection' unless `url` is http(s).
 * @example
 * assertHttpUrl('https://rpc.example'); // ok
 */
export function assertHttpUrl(url: unknown): asserts url is string {
  if (!isHttpUrl(url)) throw new WalletModalError(ErrorMessages.RPC_URL_NOT_HTTP, { details: String(url) });
}
