// @wallet-modal/kit/siwx: sign-in with wallet (spec §4 "Sign-in with wallet"). Once an EVM or Solana account is
// connected without a saved session, SIWXSignMessage opens; signing saves the session and closes the
// modal, declining shows the error, cancelling disconnects when sign-in is required and otherwise just
// closes. Closing is refused on the sign views while a required sign-in has no session (spec §2).
// This start-up part only watches the account; the message, the signing and the views load on use.

import type { ReadableAtom } from 'nanostores';
import type { ComponentType } from 'react';
import { closeRules, openModal } from '../../core/controllers/modal.js';
import { reset } from '../../core/controllers/router.js';
import type { FeatureModule } from '../../core/feature.js';
import type { ModalCore } from '../../core/instance.js';
import type { ApiConfig } from '../../core/api/url.js';
import { SIWX_SESSION_COOKIE } from '../../core/ssr/walletState.js';
import type { SiwxClient, SiwxSession } from './client.js';
import { moduleTexts } from './moduleTexts.js';
import { connectedKey, forgetSession, keyConnected, SIWX_NAMESPACES, siwxState, storedSession } from './state.js';

export type { SiwxClient, SiwxSession } from './client.js';

import { CONNECTING_SIWX_VIEW, SIWX_VIEW } from './viewNames.js';

export { CONNECTING_SIWX_VIEW, SIWX_VIEW } from './viewNames.js';
const SIGN_VIEWS: readonly string[] = [SIWX_VIEW, CONNECTING_SIWX_VIEW];

export interface SiwxOptions {
  /** Your own verifier and session store instead of our server's /v1/siwx routes. */
  client?: SiwxClient;
}

/**
 * @example
 * createWalletModal({ ...config, siwx: { required: true }, adapters, modules: [siwx()] });
 */
export function siwx({ client }: SiwxOptions = {}): FeatureModule<ComponentType> {
  return {
    id: 'siwx',
    namespaces: SIWX_NAMESPACES,
    available: (modal) => Boolean(modal.options.siwx && (client ?? modal.api)),
    views: {
      [SIWX_VIEW]: () => import('./views/SiwxSignMessage.js').then((module) => module.SiwxSignMessage),
      [CONNECTING_SIWX_VIEW]: () => import('./views/ConnectingSiwx.js').then((module) => module.ConnectingSiwx),
    },
    viewRules: { [SIWX_VIEW]: { asksSignature: true }, [CONNECTING_SIWX_VIEW]: { asksSignature: true } },
    // Texts are getters: read when shown, so they follow the active locale.
    titles: {
      get [SIWX_VIEW]() { return moduleTexts.signTitle; },
      get [CONNECTING_SIWX_VIEW]() { return moduleTexts.connectingTitle; },
    },
    setup(modal) {
      const options = modal.options.siwx;
      const verifier = client ?? (modal.api && serverSiwxClient(modal.api));
      if (!options || !verifier) return;
      const state = siwxState(modal);
      Object.assign(state, { client: verifier, required: options.required, statement: options.statement, expiresInSeconds: options.expiresInSeconds });
      closeRules(modal).isSignInRequiredWithoutSession = () => state.required && !state.$session.get() && connectedKey(modal) !== undefined;
      const update = () => follow(modal);
      const stops = [modal.$accounts.listen(update), modal.$connections.listen(update), modal.$activeNamespace.listen(update), modal.$router.listen(update), modal.$modal.listen(update)];
      // Server-rendered apps: the session's token goes to a cookie, the server's proof of who signed in.
      if (modal.options.ssr) stops.push(state.$session.listen((session) => keepSessionCookie(session && state.signedInKey)));
      update();
      return () => stops.forEach((stop) => stop());
    },
  };
}

/**
 * The client of our server's sign-in routes. Its readers (zod) load on its first call, a sign-in or a kept
 * session's check, not with the page.
 * @example
 * const client = serverSiwxClient({ baseUrl: 'http://localhost:8787', projectId: 'demo' });
 */
export function serverSiwxClient(api: ApiConfig): SiwxClient {
  let loaded: Promise<SiwxClient> | undefined;
  const load = () => (loaded ??= import('./client.js').then((module) => module.serverSiwxClient(api)));
  return {
    createNonce: async () => (await load()).createNonce(),
    signIn: async (signed) => (await load()).signIn(signed),
    getSession: async (token) => (await load()).getSession(token),
    revoke: async (token) => (await load()).revoke(token),
  };
}

/**
 * The signed-in session of a modal's connected account (undefined when none): apps subscribe to it to
 * learn who is signed in.
 * @example
 * siwxSession(modal).subscribe((session) => console.log(session?.data.address));
 */
export function siwxSession(modal: ModalCore): ReadableAtom<SiwxSession | undefined> {
  return siwxState(modal).$session;
}

/** Brings the session store in line with the connected account, and asks for a signature when one is missing. */
function follow(modal: ModalCore): void {
  const state = siwxState(modal);
  // While the wallet signs, other views come and go (an embedded wallet's approval): nothing to do.
  if (state.signing) return;
  const key = connectedKey(modal);
  if (state.signedInKey && state.signedInKey !== key) {
    // Another namespace became active while this account stays connected: its session stays too.
    if (keyConnected(modal, state.signedInKey)) {
      state.signedInKey = undefined;
      state.$session.set(undefined);
    } else signOut(modal, state.signedInKey);
  }
  if (!key) {
    state.dismissed.clear();
    return;
  }
  const kept = storedSession(key);
  if (kept) {
    if (state.signedInKey !== key) {
      state.signedInKey = key;
      state.$session.set(kept.session);
      // A session revoked elsewhere (another tab signed out, the server ended it) is asked for again.
      state.client?.getSession(kept.token).catch(() => {
        forgetSession(key);
        state.signedInKey = undefined;
        state.$session.set(undefined);
        follow(modal);
      });
    }
    return;
  }
  if (state.dismissed.has(key) && !state.required) return;
  const { open } = modal.$modal.get();
  const { view } = modal.$router.get();
  if (open && SIGN_VIEWS.includes(view)) return;
  if (open) reset(modal, SIWX_VIEW);
  else openModal(modal, { view: SIWX_VIEW });
}

/** Writes the token of `key`'s kept session to the SIWX cookie, or clears the cookie (no key). */
function keepSessionCookie(key: string | undefined): void {
  const token = key ? storedSession(key)?.token : undefined;
  void import('../../core/ssr/cookieWriter.js').then(({ writeCookie }) => writeCookie(SIWX_SESSION_COOKIE, token));
}

/** The account left: its session ends here and on the verifier. */
function signOut(modal: ModalCore, key: string): void {
  const state = siwxState(modal);
  const kept = storedSession(key);
  forgetSession(key);
  state.signedInKey = undefined;
  state.$session.set(undefined);
  if (kept) state.client?.revoke(kept.token).catch(() => undefined);
}

export { useSiwxSession } from './useSiwxSession.js';
