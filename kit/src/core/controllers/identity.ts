// The connected account's profile name and avatar from the app's API (eip155 only), cached 5 min per
// chain and address: the identity (GET /v1/identity/{address}, with the connected account as sender),
// else the name the address registered (GET /v1/profile/reverse/{address}). Skipped on a network the
// API does not serve (spec §7).

import { ACTIVITY_NAMESPACES } from '../constants.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import type { ModalCore } from '../instance.js';
import { ensNameCache, identityCache } from '../storage/addressCache.js';
import { updateAccount } from './account.js';
import { showError } from './notifications.js';

/**
 * Reads the name and avatar of the connected address into the account (profileName, profileImage).
 * A failed identity leaves them unset (the address is shown instead); a failed name lookup says
 * 'Error fetching names for address'.
 * @example
 * await refreshIdentity(modal);
 */
export async function refreshIdentity(modal: ModalCore): Promise<void> {
  const { api } = modal;
  const namespace = modal.$activeNamespace.get();
  const { address } = modal.$account.get();
  const network = modal.$network.get().caipNetwork;
  if (!api || !address || !network || !(ACTIVITY_NAMESPACES as readonly string[]).includes(namespace)) return;
  const key = `${network.caipNetworkId}:${address}`;
  let identity = identityCache.get(key);
  if (!identity) {
    if (!(await servedByApi(modal, network.caipNetworkId))) return;
    try {
      const { getIdentity } = await import('../api/identity.js');
      identity = await getIdentity(api, { address, chainId: network.caipNetworkId, sender: address });
    } catch {
      return;
    }
    // A service whose identity knows no name may still hold one the address registered (spec §7 reverse lookup).
    if (!identity.name) {
      const registered = await registeredName(modal, address);
      if (registered === null) return;
      if (registered) identity = { name: registered.name, avatar: identity.avatar ?? registered.avatar };
    }
    identityCache.set(key, identity);
  }
  if (modal.$accounts.get()[namespace]?.address !== address) return;
  updateAccount(modal, namespace, { profileName: identity.name ?? undefined, profileImage: identity.avatar ?? undefined });
}

/**
 * The address's first registered name; undefined when it has none, null when the lookup failed (reported).
 * Names are not per chain: the answer is kept in storage by address (spec §3 name lookups cache), so another
 * chain or a reload within 5 min does not ask again.
 */
async function registeredName(modal: ModalCore, address: string): Promise<{ name: string; avatar?: string } | undefined | null> {
  const cached = ensNameCache.get(address);
  if (cached !== undefined) return cached ? { name: cached } : undefined;
  const { getNamesForAddress } = await import('../api/identity.js');
  try {
    const [first] = await getNamesForAddress(modal.api!, { address, sender: address });
    ensNameCache.set(address, first?.name ?? '');
    return first;
  } catch (cause) {
    // A service without names (404 on the route) holds none for anyone: nothing to report.
    if (cause instanceof WalletModalError && cause.code === 404) return undefined;
    if (modal.$account.get().address === address) showError(modal, new WalletModalError(ErrorMessages.NAMES_FOR_ADDRESS_FAILED, { cause }));
    return null;
  }
}

/** Whether the app's API serves the network (a dynamic import: code that runs before the first click does not list it). */
const servedByApi = (modal: ModalCore, chainId: string) => import('./apiSupport.js').then((module) => module.apiServes(modal, chainId));
