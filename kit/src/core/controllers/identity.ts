// The connected account's profile name and avatar from the app's API (eip155 only), cached 5 min.

import type { ApiConfig } from '../api/url.js';
import { ACTIVITY_NAMESPACES } from '../constants.js';
import { identityCache } from '../storage/addressCache.js';
import { $account, $activeNamespace } from '../stores/account.js';
import { $network } from '../stores/network.js';
import { updateAccount } from './account.js';

let api: ApiConfig | undefined;

/** Points identity look-ups at the app's API (called by createWalletModal when apiUrl is set). */
export function configureIdentity(next: ApiConfig | undefined): void {
  api = next;
}

/**
 * Reads the name and avatar of the connected address into the account (profileName, profileImage).
 * A failure leaves them unset: the address is shown instead.
 * @example
 * await refreshIdentity();
 */
export async function refreshIdentity(): Promise<void> {
  const config = api;
  const namespace = $activeNamespace.get();
  const { address } = $account.get();
  const network = $network.get().caipNetwork;
  if (!config || !namespace || !address || !network || !(ACTIVITY_NAMESPACES as readonly string[]).includes(namespace)) return;
  let identity = identityCache.get(address);
  if (!identity) {
    try {
      const { getIdentity } = await import('../api/identity.js');
      identity = await getIdentity(config, { address, chainId: network.caipNetworkId });
      identityCache.set(address, identity);
    } catch {
      return;
    }
  }
  if ($account.get().address !== address) return;
  updateAccount(namespace, { profileName: identity.name ?? undefined, profileImage: identity.avatar ?? undefined });
}
