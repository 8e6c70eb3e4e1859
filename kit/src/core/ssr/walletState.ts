// The connection a server may render before any script runs: what the kit keeps in a small cookie on the
// app's own origin (written on connect, cleared on disconnect) and what createWalletModal takes back as
// `initialState`. Not a secret: it says which account the page showed, never proves it (SIWX does).

import type { CaipNetworkId } from '../types.js';

/** The cookie with the connection the page last showed (`@wallet-modal/kit/server` reads it). */
export const WALLET_STATE_COOKIE = 'wm_state';
/** The cookie with the SIWX session token of the connected account (with sign-in on): the server's proof. */
export const SIWX_SESSION_COOKIE = 'wm_siwx';
/** The cookie's format version; a cookie of another version reads as disconnected. */
export const WALLET_STATE_VERSION = 1;
/** How long the cookie lives without a visit (30 days); the browser rewrites it on every change. */
export const WALLET_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** The connected account a server renders: its address, network and connector, and its name when it has one. */
export interface WalletState {
  address: string;
  caipNetworkId: CaipNetworkId;
  connectorId: string;
  /** A profile or ENS name shown instead of the short address. */
  name?: string;
}

/**
 * The cookie value of `state`: versioned JSON, URI-encoded (cookie-safe).
 * @example
 * encodeWalletState({ address: '0xf39F…', caipNetworkId: 'eip155:1', connectorId: 'io.metamask' });
 */
export function encodeWalletState({ address, caipNetworkId, connectorId, name }: WalletState): string {
  return encodeURIComponent(JSON.stringify({ v: WALLET_STATE_VERSION, a: address, n: caipNetworkId, c: connectorId, ...(name ? { m: name } : {}) }));
}
