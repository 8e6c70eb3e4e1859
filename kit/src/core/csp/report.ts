// A blocked request of the modal's own (its API server, RPC URLs, relay or secure site) becomes one
// console error naming the origin and the directive to add it to; other blocks are the app's business.

import type { ResolvedOptions } from '@wallet-modal/schema/resolve';

/** The relay the WalletConnect adapter uses when relayUrl is not set. */
const PUBLIC_RELAY = 'wss://relay.walletconnect.org';

type Violation = Pick<SecurityPolicyViolationEvent, 'blockedURI' | 'effectiveDirective'>;

/**
 * What to tell the developer about a violation, or undefined when the blocked URL is not the modal's.
 * @example
 * violationMessage(options, { blockedURI: 'https://api.example/v1/wallets', effectiveDirective: 'connect-src' });
 * // '[wallet-modal] The Content-Security-Policy blocked https://api.example/v1/wallets; add https://api.example to connect-src …'
 */
export function violationMessage(options: Pick<ResolvedOptions, 'apiUrl' | 'secureSiteUrl' | 'relayUrl' | 'networks'>, violation: Violation): string | undefined {
  const directive = violation.effectiveDirective;
  // Browsers report a data: image as "data"; wallets announce their icons as data: URIs.
  const source = violation.blockedURI === 'data' ? 'data:' : originOf(violation.blockedURI);
  if (!source) return undefined;
  const ours = [options.apiUrl, options.secureSiteUrl, options.relayUrl ?? PUBLIC_RELAY, ...options.networks.flatMap((network) => network.rpcUrls.default.http)];
  // By host: a Solana RPC's subscription socket has another scheme and port than its URL.
  const hosts = new Set(ours.map((url) => (url ? originOf(url) : undefined)).map((origin) => origin && new URL(origin).hostname));
  if (source !== 'data:' && !hosts.has(new URL(source).hostname)) return undefined;
  if (source === 'data:' && directive !== 'img-src') return undefined;
  return (
    `[wallet-modal] The Content-Security-Policy blocked ${violation.blockedURI}; add ${source} to ${directive}. ` +
    '`npx create-wallet-modal csp` prints the whole policy this config needs.'
  );
}

/** Logs the message for a violation of the modal's own requests. */
export function reportViolation(options: Parameters<typeof violationMessage>[0], violation: Violation): void {
  const message = violationMessage(options, violation);
  if (message) console.error(message);
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
