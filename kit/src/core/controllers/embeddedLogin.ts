// The embedded wallet's login as the modal knows it: registered by the embedded-wallet adapter (a
// later feature). Small and eager, so the e-mail and social modules can ask whether they can work;
// the login actions themselves are in login.ts, loaded with their Connect sections.

import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';

/** What the embedded-wallet adapter implements when it is present. */
export interface EmbeddedLogin {
  /** Sends the e-mail step; calls `sent` once the secure site says the mail went out. */
  connectEmail(email: string, sent?: () => void): Promise<void>;
  /** Sign-in with a passkey on the secure site (no e-mail); present when the embedded wallet offers it. */
  connectPasskey?(): Promise<void>;
  /** Absent while the embedded wallet offers no social login: the social section then stays hidden. */
  connectSocial?(provider: string): Promise<void>;
}

const embeddedLogin = instanceState('embeddedLogin', () => ({ login: undefined as EmbeddedLogin | undefined }));

/** Registers the embedded wallet's login with a modal (called by its adapter at setup). */
export function registerEmbeddedLogin(modal: ModalCore, login: EmbeddedLogin | undefined): void {
  embeddedLogin(modal).login = login;
}

/** Whether e-mail (or, with `method` 'social', social) login can work in this modal (an embedded wallet registered it). */
export function hasEmbeddedLogin(modal: ModalCore, method: 'email' | 'social' = 'email'): boolean {
  const login = embeddedLogin(modal).login;
  return login !== undefined && (method === 'email' || login.connectSocial !== undefined);
}

/** The login the embedded wallet registered, if any. */
export function embeddedLoginOf(modal: ModalCore): EmbeddedLogin | undefined {
  return embeddedLogin(modal).login;
}
