// @wallet-modal/kit/send: the send feature (spec §4 "Send"): an Account action opening a form to send
// the native coin or an ERC-20 token to an address, with a review step. Its view is a chunk fetched
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
    // The EVM path only for now; the Solana path (spec §4) joins with the Solana adapter.
    namespaces: ['eip155'],
    accountActions: [{ id: 'send', label: moduleTexts.action, view: SEND_VIEW }],
    views: { [SEND_VIEW]: () => import('./Send.js').then((module) => module.Send) },
    titles: { [SEND_VIEW]: moduleTexts.title },
  };
}
