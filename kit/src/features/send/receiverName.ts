// The receiver by name (issue 14: "receiver by address or name, resolved to address with avatar"; spec §3
// Send state: receiver profile name and image): an EVM receiver typed as a name registered on the app's
// API (GET /v1/profile/account/{name}, spec §7) is resolved to the address it holds for the active chain
// (ENSIP-11 coin type), with its avatar. Lives in the send view's lazy chunk.

import type { Profile } from '@wallet-modal/schema/wire';
import { isAddress } from 'viem';
import { getProfile } from '../../core/api/profile.js';
import { ApiResponseError } from '../../core/api/request.js';
import { ErrorMessages } from '../../core/errors/messages.js';
import type { ModalCore } from '../../core/instance.js';
import { evmCoinType } from '../names/public.js';
import { sendState, type SendState } from './state.js';

/** A dotted name of letters, digits and hyphens (alice.reown.id), not an address. */
const NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
/** ENSIP-11's coin type for any EVM chain, where a name holds no address for the chain itself. */
const EVM_DEFAULT_COIN_TYPE = 0x8000_0000;

/** Whether the receiver field holds a name to resolve rather than an address. */
export const looksLikeName = (text: string) => NAME.test(text.trim()) && !isAddress(text.trim());

/**
 * The address the send goes to: the resolved one while the field still holds that name, else the field.
 * @example
 * receiverAddress({ receiver: 'alice.reown.id', receiverProfile: { name: 'alice.reown.id', address: '0x7099…' } }); // '0x7099…'
 */
export function receiverAddress({ receiver, receiverProfile }: Pick<SendState, 'receiver' | 'receiverProfile'>): string {
  return receiverProfile && receiverProfile.name === receiver.trim().toLowerCase() ? receiverProfile.address : receiver.trim();
}

/**
 * Resolves the receiver field when it holds a name (EVM only, with the app's API): on success the send
 * state gets the name's address and avatar; a name that does not resolve sets 'Error resolving name'
 * with the API's reason. Answers whether the field now holds a usable receiver (an address, or a
 * resolved name); a field edited meanwhile is left alone.
 * @example
 * await resolveReceiver(modal); // true once 'alice.reown.id' resolved
 */
export async function resolveReceiver(modal: ModalCore, signal?: AbortSignal): Promise<boolean> {
  const store = sendState(modal);
  const typed = store.get().receiver.trim();
  const network = modal.$network.get().caipNetwork;
  if (!looksLikeName(typed) || network?.chainNamespace !== 'eip155' || !modal.api) return true;
  const name = typed.toLowerCase();
  if (store.get().receiverProfile?.name === name) return true;
  const stillTyped = () => store.get().receiver.trim() === typed && !signal?.aborted;
  const fail = (reason: string | undefined) => {
    if (stillTyped()) store.set({ ...store.get(), receiverProfile: undefined, error: { code: 'NAME_RESOLVE_FAILED', message: reason ? `${ErrorMessages.NAME_RESOLVE_FAILED}: ${reason}` : ErrorMessages.NAME_RESOLVE_FAILED } });
    return false;
  };
  let found: Profile;
  try {
    found = await getProfile(modal.api, name, signal);
  } catch (error) {
    // The API's reason ("alice.reown.id is not registered") when it gave one.
    return fail(error instanceof ApiResponseError ? error.details : undefined);
  }
  let coinType: number;
  try {
    coinType = evmCoinType(Number(network.id));
  } catch (error) {
    return fail((error as Error).message);
  }
  const entry = found.addresses[String(coinType)] ?? found.addresses[String(EVM_DEFAULT_COIN_TYPE)];
  if (!entry || !isAddress(entry.address)) return fail(`${name} has no address on ${network.name}`);
  if (!stillTyped()) return false;
  store.set({ ...store.get(), receiverProfile: { name, address: entry.address, ...(found.attributes.avatar ? { image: found.attributes.avatar } : {}) }, error: undefined });
  return true;
}
