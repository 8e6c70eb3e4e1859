// Entry points for e-mail and social login. They need the embedded-wallet adapter (a later
// feature); until an app registers one, they report that the method is not available.

import { WalletModalError } from '../errors/base.js';
import { isEmail, isSocialProvider } from '../validate/identity.js';
import { triggerEmailLogin } from './emailThrottle.js';

/** What the embedded-wallet adapter implements when it is present. */
export interface EmbeddedLogin {
  connectEmail(email: string): Promise<void>;
  connectSocial(provider: string): Promise<void>;
}

let embedded: EmbeddedLogin | undefined;

/** Registers the embedded wallet's login (called by its adapter). */
export function registerEmbeddedLogin(login: EmbeddedLogin | undefined): void {
  embedded = login;
}

function requireEmbedded(method: string): EmbeddedLogin {
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
 * await connectEmail({ email: 'ada@example.com' });
 */
export async function connectEmail({ email }: { email: string }): Promise<void> {
  if (!isEmail(email)) throw new WalletModalError('Enter a valid e-mail address');
  const login = requireEmbedded('E-mail');
  triggerEmailLogin();
  await login.connectEmail(email);
}

/** Starts social login with one of google, github, apple, facebook, x, discord. */
export async function connectSocial({ provider }: { provider: string }): Promise<void> {
  if (!isSocialProvider(provider) && provider !== 'farcaster') throw new WalletModalError(`Unknown social provider: ${provider}`);
  await requireEmbedded('Social').connectSocial(provider);
}
