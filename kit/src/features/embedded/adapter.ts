// The embedded wallet as a chain adapter (eip155 and solana, connector AUTH 'auth'): what its start-up
// stub forwards to once the first call needs it. Every call goes through the frame; no key ever reaches
// this page. One login connects an account in each namespace the app lists.

import { catalogueError } from '../../core/errors/base.js';
import type { ModalCore } from '../../core/instance.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import type { AdapterAccount, CaipNetwork, SignMessageRequest, TransactionRequest } from '../../core/types.js';
import type { EmbeddedUser } from '@wallet-modal/schema/embedded';
import { evmAccountsOf, preferredEvmAccountType, refreshSmartAccountNetworks } from './accountType.js';
import { EMBEDDED_CONNECTOR_ID, servedNamespaces } from './ids.js';
import { embeddedRequest } from './provider.js';
import { signOut } from './session.js';
import { sendSolanaTransfer, signSolanaMessage, solanaNetworkOf } from './solana.js';
import { clearLoginCache, currentChainId, embeddedState, frameOf, hostOf } from './state.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * One AdapterAccount per namespace the app lists: the EVM account on its EVM chain (with both EVM accounts and
 * their types where the smart account is enabled, so the core shows the preferred one), the Solana account on
 * its Solana network.
 */
function accounts(modal: ModalCore, user: EmbeddedUser): AdapterAccount[] {
  embeddedState(modal).$email.set(user.email ?? safeStorage.get(STORAGE_KEYS.EMAIL));
  // After a social sign-in: the provider and its user name, for the Account view (kept until disconnect).
  const socialProvider = safeStorage.get(STORAGE_KEYS.CONNECTED_SOCIAL);
  const socialUserName = socialProvider ? (user.userName ?? safeStorage.get(STORAGE_KEYS.SOCIAL_USERNAME)) : undefined;
  const onSolana = String(user.chainId).startsWith('solana:');
  const listed = user.accounts?.length ? user.accounts : [{ address: user.address, type: 'eoa' as const }];
  const served = servedNamespaces(modal.options.networks);
  const result: AdapterAccount[] = [];
  for (const account of listed) {
    const namespace = account.namespace ?? (EVM_ADDRESS.test(account.address) ? 'eip155' : 'solana');
    if (!served.includes(namespace) || result.some((known) => known.namespace === namespace)) continue;
    const chainId = namespace === 'solana' ? solanaNetworkOf(modal).id : onSolana ? currentChainId(modal) : user.chainId;
    hostOf(modal).updateAccount(modal, namespace, { socialProvider, socialUserName: socialUserName ?? undefined });
    const evm = namespace === 'eip155' ? evmAccountsOf(user) : [];
    result.push({ namespace, address: account.address, chainId, connectorId: EMBEDDED_CONNECTOR_ID, ...(evm.length > 1 ? { allAccounts: evm } : {}) });
  }
  return result;
}

/** GET_USER's chainId for `network`: an EVM chain's number, a Solana network's CAIP-2 id. */
const userChainId = (network: CaipNetwork) => (network.chainNamespace === 'solana' ? network.caipNetworkId : Number(network.id));

/** Restores the session of an earlier visit; a frame reporting "not connected" clears the cached login data (spec §4). */
export async function reconnect(modal: ModalCore): Promise<AdapterAccount[]> {
  if (!safeStorage.get(STORAGE_KEYS.EMAIL_LOGIN_USED)) return [];
  const frame = frameOf(modal);
  const { isConnected } = await frame.request('IS_CONNECTED', {});
  if (!isConnected) {
    clearLoginCache();
    return [];
  }
  const user = await frame.request('GET_USER', { chainId: currentChainId(modal), preferredAccountType: preferredEvmAccountType(modal) });
  await refreshSmartAccountNetworks(modal);
  return accounts(modal, user);
}

/** The signed-in user's account, on `network` (after the e-mail login). */
export async function connect(modal: ModalCore, network: CaipNetwork): Promise<AdapterAccount[]> {
  const user = await frameOf(modal).request('GET_USER', { chainId: userChainId(network), preferredAccountType: preferredEvmAccountType(modal) });
  await refreshSmartAccountNetworks(modal);
  return accounts(modal, user);
}

export const disconnect = signOut;

/**
 * The embedded wallet serves every EVM and Solana network the app lists (one key per chain family). The
 * app's name for the network goes along: the approve screen uses it only for a chain neither the server
 * nor the catalogue names (a page cannot relabel a known chain).
 */
export async function switchNetwork(modal: ModalCore, network: CaipNetwork): Promise<void> {
  const { chainId } = await frameOf(modal).request('SWITCH_NETWORK', { chainId: userChainId(network), networkName: network.name.slice(0, 100) });
  const { context } = embeddedState(modal);
  if (network.chainNamespace === 'solana') {
    context?.emit('chainChanged', 'solana', network.id);
    return;
  }
  context?.emit('chainChanged', 'eip155', chainId);
  // The smart account exists on the networks the operator enabled: the accounts of this one.
  const user = await frameOf(modal).request('GET_USER', { chainId: Number(chainId), preferredAccountType: preferredEvmAccountType(modal) });
  const evm = evmAccountsOf(user);
  const shown = evm.find((entry) => entry.type === 'eoa') ?? evm[0];
  if (shown) context?.emit('accountsChanged', 'eip155', [shown.address], evm);
}

/** personal_sign (EVM) or solana_signMessage of the UTF-8 message, approved in the secure UI. */
export async function signMessage(modal: ModalCore, { message, address, namespace }: SignMessageRequest): Promise<string> {
  if (namespace === 'solana') return signSolanaMessage(modal, address, message);
  const hex = `0x${[...new TextEncoder().encode(message)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return String(await embeddedRequest(modal, { method: 'personal_sign', params: [hex, address] }));
}

/** eth_sendTransaction, or a Solana transfer, approved in the secure UI; resolves the hash (the signature on Solana). */
export async function sendTransaction(modal: ModalCore, request: TransactionRequest, address: string): Promise<string> {
  if (request.namespace === 'solana') return sendSolanaTransfer(modal, request, address);
  if (request.namespace !== 'eip155') throw catalogueError('UNSUPPORTED_CHAIN', { details: `The embedded wallet does not send on ${String((request as { namespace: string }).namespace)}` });
  const transaction = {
    from: address,
    to: request.to,
    value: `0x${request.value.toString(16)}`,
    ...(request.data ? { data: request.data } : {}),
    ...(request.gas ? { gas: `0x${request.gas.toString(16)}` } : {}),
  };
  return String(await embeddedRequest(modal, { method: 'eth_sendTransaction', params: [transaction] }));
}
