// @wallet-modal/kit/send: the send feature (spec §4 "Send"): an Account action opening a form to send
// the native coin, an ERC-20 or an SPL token to an address, with a review step. Its view is a chunk fetched
// when shown; this stub is all an app loads at start-up.

import type { ComponentType } from 'react';
import type { FeatureModule } from '../../core/feature.js';
import { moduleTexts } from './moduleTexts.js';

/** The router's name for the view. */
export const SEND_VIEW = 'WalletSend';

/**
 * @example
 * createWalletModal({ ...config, adapters, modules: [send()] });
 */
export function send(): FeatureModule<ComponentType> {
  return {
    id: 'send',
    // Balance, onramp and send: eip155 and solana (spec §1); the path follows the active namespace (§4).
    namespaces: ['eip155', 'solana'],
    accountActions: [{ id: 'send', label: moduleTexts.action, view: SEND_VIEW }],
    views: { [SEND_VIEW]: () => import('./Send.js').then((module) => module.Send) },
    titles: { [SEND_VIEW]: moduleTexts.title },
  };
}
