// The embedded wallet as a chain adapter (eip155, connector AUTH 'auth'): what its start-up stub
// forwards to once the first call needs it. Every call goes through the frame; no key ever reaches
// this page.

import { catalogueError } from '../../core/errors/base.js';
import type { ModalCore } from '../../core/instance.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import type { AdapterAccount, CaipNetwork, SignMessageRequest, TransactionRequest } from '../../core/types.js';
import type { EmbeddedUser } from '@wallet-modal/schema/embedded';
import { EMBEDDED_CONNECTOR_ID } from './ids.js';
import { embeddedRequest } from './provider.js';
import { signOut } from './session.js';
import { clearLoginCache, currentChainId, embeddedState, frameOf, hostOf } from './state.js';

// GET_USER carries no preferredAccountType yet: the smart account is another issue, and the frame
// serves the EOA until then (spec §8 fallback: a failed preferred-account set falls back to EOA).
function accounts(modal: ModalCore, user: EmbeddedUser): AdapterAccount[] {
  embeddedState(modal).$email.set(user.email ?? safeStorage.get(STORAGE_KEYS.EMAIL));
  // After a social sign-in: the provider and its user name, for the Account view (kept until disconnect).
  const socialProvider = safeStorage.get(STORAGE_KEYS.CONNECTED_SOCIAL);
  const socialUserName = socialProvider ? (user.userName ?? safeStorage.get(STORAGE_KEYS.SOCIAL_USERNAME)) : undefined;
  hostOf(modal).updateAccount(modal, 'eip155', { socialProvider, socialUserName: socialUserName ?? undefined });
  return [{ namespace: 'eip155', address: user.address, chainId: user.chainId, connectorId: EMBEDDED_CONNECTOR_ID }];
}

/** Restores the session of an earlier visit; a frame reporting "not connected" clears the cached login data (spec §4). */
export async function reconnect(modal: ModalCore): Promise<AdapterAccount[]> {
  if (!safeStorage.get(STORAGE_KEYS.EMAIL_LOGIN_USED)) return [];
  const frame = frameOf(modal);
  const { isConnected } = await frame.request('IS_CONNECTED', {});
  if (!isConnected) {
    clearLoginCache();
    return [];
  }
  return accounts(modal, await frame.request('GET_USER', { chainId: currentChainId(modal) }));
}

/** The signed-in user's account, on `network` (after the e-mail login). */
export async function connect(modal: ModalCore, network: CaipNetwork): Promise<AdapterAccount[]> {
  return accounts(modal, await frameOf(modal).request('GET_USER', { chainId: Number(network.id) }));
}

export const disconnect = signOut;

/** The embedded wallet serves every EVM network the app lists. */
export async function switchNetwork(modal: ModalCore, network: CaipNetwork): Promise<void> {
  const { chainId } = await frameOf(modal).request('SWITCH_NETWORK', { chainId: Number(network.id) });
  embeddedState(modal).context?.emit('chainChanged', 'eip155', chainId);
}

/** personal_sign of the UTF-8 message, approved in the secure UI. */
export async function signMessage(modal: ModalCore, { message, address }: SignMessageRequest): Promise<string> {
  const hex = `0x${[...new TextEncoder().encode(message)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return String(await embeddedRequest(modal, { method: 'personal_sign', params: [hex, address] }));
}

/** eth_sendTransaction, approved in the secure UI; resolves the hash. */
export async function sendTransaction(modal: ModalCore, request: TransactionRequest, address: string): Promise<string> {
  if (request.namespace !== 'eip155') throw catalogueError('UNSUPPORTED_CHAIN', { details: `The embedded wallet does not send on ${request.namespace} yet` });
  const transaction = { from: address, to: request.to, value: `0x${request.value.toString(16)}`, ...(request.data ? { data: request.data } : {}) };
  return String(await embeddedRequest(modal, { method: 'eth_sendTransaction', params: [transaction] }));
}
