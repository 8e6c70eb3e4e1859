// @wallet-modal/kit/smart-sessions: smart sessions (spec §1 "Smart sessions: session lookup and revocation",
// feature smartSessions, off by default). grantPermissions asks the connected wallet for ERC-7715
// permissions and records the grant on our server; Account gets a Sessions tab listing the active ones with
// their expiry and a Revoke button. The tab is a chunk fetched when first shown.

import type { ComponentType } from 'react';
import type { FeatureModule } from '../../core/feature.js';
import { moduleTexts } from './moduleTexts.js';

/**
 * @example
 * createWalletModal({ ...config, adapters, modules: [smartSessions()] });
 */
export function smartSessions(): FeatureModule<ComponentType> {
  return {
    id: 'smartSessions',
    namespaces: ['eip155'],
    // Sessions are recorded and listed by the app's API; without one there is nothing to show.
    available: (modal) => modal.api !== undefined,
    // The label is a getter: read when shown, so it follows the active locale.
    accountTabs: [{ id: 'sessions', get label() { return moduleTexts.tab; }, view: () => import('./SessionsTab.js').then((module) => module.SessionsTab) }],
  };
}

// The actions load on their first call (their code, its texts and the API's reader are no start-up code):
// a static re-export would put them in the page's entry chunk, since the Sessions tab imports them too.
type Actions = typeof import('./actions.js');
const actions = () => import('./actions.js');

/**
 * Asks the connected wallet for ERC-7715 permissions and records the grant on our server (actions.ts).
 * @example
 * const { session } = await grantPermissions(modal, { expiry, signer, permissions });
 */
export const grantPermissions: Actions['grantPermissions'] = (...args) => actions().then((loaded) => loaded.grantPermissions(...args));
/**
 * The connected account's active sessions, from our server, into the module's store (useSmartSessions).
 * @example
 * const sessions = await loadSessions(modal);
 */
export const loadSessions: Actions['loadSessions'] = (...args) => actions().then((loaded) => loaded.loadSessions(...args));
/**
 * Revokes a session with the wallet and on our server (actions.ts).
 * @example
 * await revokeSession(modal, session);
 */
export const revokeSession: Actions['revokeSession'] = (...args) => actions().then((loaded) => loaded.revokeSession(...args));
export type { GrantPermissionsParameters, GrantPermissionsReturnType } from './actions.js';
export type { SmartSession } from './client.js';
export { useSmartSessions } from './useSmartSessions.js';
