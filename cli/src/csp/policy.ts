// The Content-Security-Policy an app needs for its wallet modal, from its config: only the origins the
// operator configured (API server, RPC URLs, relay, secure site), no 'unsafe-inline', no 'unsafe-eval'.

import type { WalletModalConfig } from '@wallet-modal/schema';
import { resolveOptions } from '@wallet-modal/schema/resolve';
import type { Framework } from '../framework.js';
import { networksInCode } from '../networks/resolve.js';
import { kitImports } from '../render/kitImports.js';

/** The public WalletConnect relay the kit uses when relayUrl is not set, and what its SDK calls beside it (Verify, events). */
export const PUBLIC_RELAY = ['wss://relay.walletconnect.org', 'https://verify.walletconnect.org', 'https://pulse.walletconnect.org'] as const;

/** Stands for the per-request nonce in a Next.js policy; the generated proxy replaces it. */
export const NONCE = '{NONCE}';

export type CspDirectives = Record<string, string[]>;

const origin = (url: string) => new URL(url).origin;
const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * A Solana RPC URL's subscription socket, as @solana/web3.js derives it (ws for http, the next port when
 * one is given): confirming a transaction subscribes there.
 */
function solanaSocket(url: string): string {
  const parsed = new URL(url);
  parsed.protocol = parsed.protocol === 'https:' ? 'wss:' : 'ws:';
  if (parsed.port) parsed.port = String(Number(parsed.port) + 1);
  return parsed.origin;
}

/**
 * The policy's directives for `config`. A Next.js app gets a nonce and 'strict-dynamic' in script-src
 * (Next.js puts inline scripts in every page and marks them with the request's nonce).
 * @example
 * cspDirectives(config, 'vite')['connect-src']; // ["'self'", 'http://127.0.0.1:8787', 'https://eth.merkle.io']
 */
export function cspDirectives(config: WalletModalConfig, framework: Framework = 'vite'): CspDirectives {
  // Networks the kit does not build in come from viem's chain data, with their RPC URLs, as the generated code passes them.
  const options = resolveOptions({ ...config, networks: networksInCode(config) });
  const imported = new Set(kitImports(config).imports.map((entry) => entry.name));
  const api = options.apiUrl ? [origin(options.apiUrl)] : [];
  const secureSite = options.secureSiteUrl && imported.has('embeddedWallet') ? [origin(options.secureSiteUrl)] : [];
  const rpc = options.networks.flatMap((network) => {
    const urls = network.rpcUrls.default.http;
    return [...urls.map(origin), ...(network.caipNetworkId.startsWith('solana:') ? urls.map(solanaSocket) : [])];
  });
  const relay = !imported.has('walletConnectAdapter') ? [] : options.relayUrl ? [origin(options.relayUrl)] : [...PUBLIC_RELAY];
  return {
    'default-src': ["'self'"],
    'script-src': framework === 'next' ? ["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"] : ["'self'"],
    // The kit's styles are one static stylesheet; the theme is set through the CSSOM, which CSP allows.
    'style-src': ["'self'"],
    // Wallet and network images from the API server's image routes; data: for the icons wallets announce (EIP-6963).
    'img-src': ["'self'", 'data:', ...api],
    'connect-src': unique(["'self'", ...api, ...rpc, ...relay, ...secureSite]),
    'frame-src': secureSite.length > 0 ? secureSite : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The directives as one header value.
 * @example
 * formatPolicy({ 'default-src': ["'self'"] }); // "default-src 'self'"
 */
export function formatPolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
