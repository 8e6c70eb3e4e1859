// The connected account's profile name and avatar from the app's API (eip155 only), cached 5 min.

import { ACTIVITY_NAMESPACES } from '../constants.js';
import type { ModalCore } from '../instance.js';
import { identityCache } from '../storage/addressCache.js';
import { updateAccount } from './account.js';

/**
 * Reads the name and avatar of the connected address into the account (profileName, profileImage).
 * A failure leaves them unset: the address is shown instead.
 * @example
 * await refreshIdentity(modal);
 */
export async function refreshIdentity(modal: ModalCore): Promise<void> {
  const { api } = modal;
  const namespace = modal.$activeNamespace.get();
  const { address } = modal.$account.get();
  const network = modal.$network.get().caipNetwork;
  if (!api || !address || !network || !(ACTIVITY_NAMESPACES as readonly string[]).includes(namespace)) return;
  let identity = identityCache.get(address);
  if (!identity) {
    try {
      const { getIdentity } = await import('../api/identity.js');
      identity = await getIdentity(api, { address, chainId: network.caipNetworkId });
      identityCache.set(address, identity);
    } catch {
      return;
    }
  }
  if (modal.$accounts.get()[namespace]?.address !== address) return;
  updateAccount(modal, namespace, { profileName: identity.name ?? undefined, profileImage: identity.avatar ?? undefined });
}
