// Social login through the frame (spec §1 socials, §3 CONNECT_SOCIAL / GET_SOCIAL_REDIRECT_URI): the secure UI
// opens the provider in a popup of the secure origin and the frame finishes with its own device key; when no
// popup can open, the whole page goes to the provider and comes back with #wm_social=…, which only this
// device's frame can redeem. Then recovery and the connection run as after the e-mail code.

import type { FrameResult } from '@wallet-modal/schema/embedded';
import { WalletModalError } from '../../core/errors/base.js';
import type { ModalCore } from '../../core/instance.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import { isSocialProvider } from '../../core/validate/identity.js';
import { connectFarcaster } from './farcaster.js';
import { finishLogin } from './login.js';
import { hostSecureRequest } from './secure.js';
import { embeddedState, frameOf } from './state.js';

/**
 * Signs in with `provider` (one of google, github, apple, facebook, x, discord, or farcaster, which shows
 * ConnectingFarcaster; anything else is refused before any request). Resolves once connected, or as the page leaves for the provider (popup blocked).
 * @example
 * await connectSocial(modal, 'github');
 */
export async function connectSocial(modal: ModalCore, provider: string): Promise<void> {
  if (provider === 'farcaster') return connectFarcaster(modal);
  if (!isSocialProvider(provider)) {
    throw new WalletModalError(`Sign-in with ${provider} is not available`, { details: 'Social provider must be one of google, github, apple, facebook, x, discord.' });
  }
  const frame = frameOf(modal);
  const result = await hostSecureRequest(modal, 'recovery', (signal) => frame.request('CONNECT_SOCIAL_POPUP', { provider }, { signal, timeoutMs: null }));
  if ('popupBlocked' in result) {
    // The full-page fallback: the provider sends the browser back to this page (without its fragment).
    const returnUrl = new URL(location.href);
    returnUrl.hash = '';
    const { uri } = await frame.request('GET_SOCIAL_REDIRECT_URI', { provider, returnUrl: returnUrl.href });
    location.assign(uri);
    return;
  }
  await completeSocial(modal, result);
}

/**
 * The full-page fallback's return: `uri` is this page's URL as the provider's callback sent it back
 * (the start-up stub has already removed the fragment from the address bar).
 * @example
 * await resumeSocialReturn(modal, 'https://app.example/#wm_social=…');
 */
export async function resumeSocialReturn(modal: ModalCore, uri: string): Promise<void> {
  await completeSocial(modal, await frameOf(modal).request('CONNECT_SOCIAL', { uri }));
}

/** Stores the connected social provider and user name (spec §3), runs the recovery step, then connects (Farcaster's too). */
export async function completeSocial(
  modal: ModalCore,
  { recovery, socialProvider, userName }: Omit<FrameResult<'CONNECT_SOCIAL'>, 'socialProvider'> & { socialProvider: FrameResult<'CONNECT_SOCIAL'>['socialProvider'] | 'farcaster' },
): Promise<void> {
  embeddedState(modal).email = undefined;
  safeStorage.set(STORAGE_KEYS.CONNECTED_SOCIAL, socialProvider);
  if (userName) safeStorage.set(STORAGE_KEYS.SOCIAL_USERNAME, userName);
  else safeStorage.remove(STORAGE_KEYS.SOCIAL_USERNAME);
  if (recovery !== 'NONE') await hostSecureRequest(modal, 'recovery', (signal) => frameOf(modal).request('COMPLETE_RECOVERY', {}, { signal }));
  await finishLogin(modal);
}
