// @wallet-modal/kit/server: what a server needs to render the connection before any script runs. It reads
// the cookies the kit writes in a server-rendered app (`createWalletModal({ ssr: true })`); no browser
// code, no React, no module state: call it once per request.
export { cookieValue, MAX_WALLET_COOKIE_LENGTH, parseWalletCookie, readWalletState, type CookieSource } from './walletCookie.js';
export { readSignedInState, verifySiwxSession, type VerifySiwxSessionParameters } from './siwx.js';
export { encodeWalletState, SIWX_SESSION_COOKIE, WALLET_STATE_COOKIE, WALLET_STATE_VERSION, type WalletState } from '../core/ssr/walletState.js';
export type { SiwxSession } from '@wallet-modal/schema/wire';
