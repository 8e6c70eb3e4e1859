// E-mail and social login (spec §1 connect methods): validate, throttle, then hand over to the
// embedded wallet's registered login; without one, the method reports it is not available.

import { WalletModalError } from '../errors/base.js';
import type { ModalCore } from '../instance.js';
import { isEmail, isSocialProvider } from '../validate/identity.js';
import { assertEmailLoginAllowed, markEmailLoginSent } from './emailThrottle.js';
import { embeddedLoginOf, type EmbeddedLogin } from './embeddedLogin.js';

function requireEmbedded(modal: ModalCore, method: string): EmbeddedLogin {
  const embedded = embeddedLoginOf(modal);
  if (!embedded) {
    throw new WalletModalError(`${method} login is not available in this app`, {
      details: 'It needs the embedded wallet, which this app has not enabled.',
    });
  }
  return embedded;
}

/**
 * Starts e-mail login: validates the address, applies the 30 s throttle, then hands over; the throttle's
 * time is written once the embedded wallet says the mail was sent.
 * @example
 * await connectEmail(modal, { email: 'ada@example.com' });
 */
export async function connectEmail(modal: ModalCore, { email }: { email: string }): Promise<void> {
  if (!isEmail(email)) throw new WalletModalError('Enter a valid e-mail address');
  const login = requireEmbedded(modal, 'E-mail');
  assertEmailLoginAllowed();
  // The 30 s wait starts once the mail went out (a try that failed before sending costs no wait).
  await login.connectEmail(email, () => markEmailLoginSent());
}

/**
 * Signs in with a passkey on the secure site (no e-mail needed); the secure UI shows the passkey prompt.
 * @example
 * await connectPasskey(modal);
 */
export async function connectPasskey(modal: ModalCore): Promise<void> {
  const login = requireEmbedded(modal, 'Passkey');
  if (!login.connectPasskey) throw new WalletModalError('Passkey sign-in is not available in this app');
  await login.connectPasskey();
}

/** Starts social login with one of google, github, apple, facebook, x, discord. */
export async function connectSocial(modal: ModalCore, { provider }: { provider: string }): Promise<void> {
  if (!isSocialProvider(provider) && provider !== 'farcaster') throw new WalletModalError(`Unknown social provider: ${provider}`);
  const login = requireEmbedded(modal, 'Social');
  if (!login.connectSocial) throw new WalletModalError('Social login is not available in this app');
  await login.connectSocial(provider);
}
