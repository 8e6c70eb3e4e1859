// Entry points for e-mail and social login. They need the embedded-wallet adapter (a later
// feature); until an app registers one, they report that the method is not available.

import { WalletModalError } from '../errors/base.js';
import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';
import { isEmail, isSocialProvider } from '../validate/identity.js';
import { triggerEmailLogin } from './emailThrottle.js';

/** What the embedded-wallet adapter implements when it is present. */
export interface EmbeddedLogin {
  connectEmail(email: string): Promise<void>;
  connectSocial(provider: string): Promise<void>;
}

const embeddedLogin = instanceState(() => ({ login: undefined as EmbeddedLogin | undefined }));

/** Registers the embedded wallet's login with a modal (called by its adapter at setup). */
export function registerEmbeddedLogin(modal: ModalCore, login: EmbeddedLogin | undefined): void {
  embeddedLogin(modal).login = login;
}

/** Whether e-mail and social login can work in this modal (an embedded wallet registered its login). */
export function hasEmbeddedLogin(modal: ModalCore): boolean {
  return embeddedLogin(modal).login !== undefined;
}

function requireEmbedded(modal: ModalCore, method: string): EmbeddedLogin {
  const embedded = embeddedLogin(modal).login;
  if (!embedded) {
    throw new WalletModalError(`${method} login is not available in this app`, {
      details: 'It needs the embedded wallet, which this app has not enabled.',
    });
  }
  return embedded;
}

/**
 * Starts e-mail login: validates the address, applies the 30 s throttle, then hands over.
 * @example
 * await connectEmail(modal, { email: 'ada@example.com' });
 */
export async function connectEmail(modal: ModalCore, { email }: { email: string }): Promise<void> {
  if (!isEmail(email)) throw new WalletModalError('Enter a valid e-mail address');
  const login = requireEmbedded(modal, 'E-mail');
  triggerEmailLogin();
  await login.connectEmail(email);
}

/** Starts social login with one of google, github, apple, facebook, x, discord. */
export async function connectSocial(modal: ModalCore, { provider }: { provider: string }): Promise<void> {
  if (!isSocialProvider(provider) && provider !== 'farcaster') throw new WalletModalError(`Unknown social provider: ${provider}`);
  await requireEmbedded(modal, 'Social').connectSocial(provider);
}
