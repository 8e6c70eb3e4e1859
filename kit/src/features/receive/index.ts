// @wallet-modal/kit/receive: the receive feature (spec §1 "receive"): an Account action that shows the
// address as a QR code and text, with the networks it is valid on. Its view is a chunk fetched when shown.

import type { ComponentType } from 'react';
import type { FeatureModule } from '../../core/feature.js';
import { moduleTexts } from './moduleTexts.js';

/** The router's name for the view. */
export const RECEIVE_VIEW = 'WalletReceive';

/**
 * @example
 * createWalletModal({ ...config, adapters, modules: [receive()] });
 */
export function receive(): FeatureModule<ComponentType> {
  return {
    id: 'receive',
    // Texts are getters: read when shown, so they follow the active locale.
    accountActions: [{ id: 'receive', get label() { return moduleTexts.action; }, view: RECEIVE_VIEW }],
    views: { [RECEIVE_VIEW]: () => import('./Receive.js').then((module) => module.Receive) },
    titles: { get [RECEIVE_VIEW]() { return moduleTexts.title; } },
  };
}
