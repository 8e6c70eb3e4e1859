// @wallet-modal/kit/send: the send feature (spec §4 "Send"): an Account action opening a form to send
// the native coin, an ERC-20 or an SPL token to an address, with a review step. Its view is a chunk fetched
// when shown; this stub is all an app loads at start-up.

import type { ComponentType } from 'react';
import type { FeatureModule } from '../../core/feature.js';
import { moduleTexts } from './moduleTexts.js';

/** The router's name for the view. */
export const SEND_VIEW = 'WalletSend';

/** Balance, onramp and send: eip155 and solana (spec §1); the path follows the active namespace (§4). */
const SEND_NAMESPACES: readonly string[] = ['eip155', 'solana'];

/**
 * @example
 * createWalletModal({ ...config, adapters, modules: [send()] });
 */
export function send(): FeatureModule<ComponentType> {
  return {
    id: 'send',
    // The Account action shows only where a send can work; the view answers everywhere, so an app that
    // opens it on another namespace (Bitcoin) gets 'Unsupported chain' said plainly, not another view.
    // Texts are getters: read when shown, so they follow the active locale.
    accountActions: [{ id: 'send', get label() { return moduleTexts.action; }, view: SEND_VIEW, available: (modal) => SEND_NAMESPACES.includes(modal.$activeNamespace.get()) }],
    views: { [SEND_VIEW]: () => import('./Send.js').then((module) => module.Send) },
    titles: { get [SEND_VIEW]() { return moduleTexts.title; } },
  };
}
