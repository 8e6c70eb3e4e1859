// The WalletConnect deep link the user followed, kept so that coming back to the page resumes the pairing.

import type { ModalCore } from '../instance.js';
import type { DeepLink } from '../stores/connection.js';

/**
 * Keeps the deep link the user followed (href and name), so returning to the page resumes the pairing.
 * @example
 * rememberDeepLink(modal, { href: 'metamask://wc?uri=…', name: 'MetaMask' });
 */
export function rememberDeepLink(modal: ModalCore, deepLink: DeepLink): void {
  modal.$connection.set({ ...modal.$connection.get(), deepLink });
}
