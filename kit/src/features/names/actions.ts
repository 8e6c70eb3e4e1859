// Registering a name (spec §4 "Name registration"): the connected wallet (the embedded one when it is
// the connection, else the external one) signs the message, our server registers it, and the name
// becomes the account's profile name; a failure keeps the view with the API's reason.

import { NAME_LABEL } from '@wallet-modal/schema/defaults';
import { updateAccount } from '../../core/controllers/account.js';
import { connectedAdapter } from '../../core/controllers/adapters.js';
import { WalletModalError } from '../../core/errors/base.js';
import { errorCode } from '../../core/errors/codes.js';
import { ErrorMessages } from '../../core/errors/messages.js';
import type { ModalCore } from '../../core/instance.js';
import { identityCache } from '../../core/storage/addressCache.js';
import type { NameSuggestion } from '@wallet-modal/schema/wire';
import { getSuggestions, registerName } from './api.js';
import { evmCoinType } from './coinType.js';

/** Whether `label` can be a name (spec §5: at least 4 letters, digits or hyphens). */
export const validLabel = (label: string) => NAME_LABEL.test(label);

/**
 * The name asked for (first) and free names near it, from the app's API; none (and no request) on a
 * network it does not serve.
 * @example
 * const [asked, ...others] = await suggestNames(modal, 'alice', signal);
 */
export async function suggestNames(modal: ModalCore, label: string, signal?: AbortSignal): Promise<NameSuggestion[]> {
  const network = modal.$network.get().caipNetwork;
  if (!modal.api || network?.chainNamespace !== 'eip155' || !(await servedByApi(modal, network.caipNetworkId))) return [];
  return getSuggestions(modal.api, label, signal);
}

/**
 * Signs and registers `name` for the connected EVM account; resolves the registered name.
 * @example
 * await registerAccountName(modal, 'alice.reown.id');
 */
export async function registerAccountName(modal: ModalCore, name: string): Promise<string> {
  const account = modal.$accounts.get().eip155;
  const network = modal.$network.get().caipNetwork;
  if (!modal.api || !account?.address || network?.chainNamespace !== 'eip155') throw new Error(ErrorMessages.NAME_REGISTRATION_FAILED(name));
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
  const coinType = evmCoinType(Number(network.id));
  const signature = await connectedAdapter(modal, 'eip155').signMessage({ namespace: 'eip155', address: account.address, message });
  const { profile } = await registerName(modal.api, { coin_type: coinType, address: account.address, message, signature });
  identityCache.set(`${network.caipNetworkId}:${account.address}`, { name: profile.name, avatar: profile.attributes.avatar });
  updateAccount(modal, 'eip155', { profileName: profile.name });
  return profile.name;
}

/**
 * What a failed registration shows (spec §8 'Error registering name {name}', the API's reason preferred):
 * the server's sentence, the wallet's refusal in the catalogue's words, else the spec's text.
 */
export function registrationError(name: string, failure: unknown): string {
  if (failure instanceof WalletModalError && failure.details) return ErrorMessages.NAME_REGISTRATION_FAILED(name, failure.details);
  const known = errorCode(failure);
  return ErrorMessages.NAME_REGISTRATION_FAILED(name, known.code === 'UNKNOWN' ? undefined : known.message);
}

/** Whether the app's API serves the network (a dynamic import: code that runs before the first click does not list it). */
const servedByApi = (modal: ModalCore, chainId: string) => import('../../core/controllers/apiSupport.js').then((module) => module.apiServes(modal, chainId));
