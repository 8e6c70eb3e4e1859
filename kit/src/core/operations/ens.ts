// ENS address and avatar (spec §7): read on Ethereum (Sepolia when the app lists only the testnet)
// through the EVM adapter's Universal Resolver call, whatever network is active. An answer is kept
// 5 minutes per name (spec §9 "ENS name 5 min"); a failure is 'Error resolving name' with its cause.

import { ENS_CACHE_TTL_MS } from '../constants.js';
import { catalogueError } from '../errors/base.js';
import { instanceState } from '../instanceState.js';
import type { ModalCore } from '../instance.js';
import type { CaipNetwork, EnsRecord } from '../types.js';
import { eip155Reader } from './eip155.js';

export interface GetEnsParameters {
  /** An ENS name, e.g. 'vitalik.eth'; normalised (UTS-46) before it is read. */
  name: string;
}

/** Chains whose ENS deployment the modal reads, in order of preference. */
const ENS_CHAIN_IDS = [1, 11155111];

const answers = instanceState('ens', () => new Map<string, { at: number; value: string | null }>());

/** The app's network that holds ENS: Ethereum, else Sepolia. */
function ensNetwork(modal: ModalCore): CaipNetwork {
  const listed = modal.$networks.get().eip155?.requestedCaipNetworks ?? [];
  for (const id of ENS_CHAIN_IDS) {
    const network = listed.find((candidate) => Number(candidate.id) === id);
    if (network) return network;
  }
  throw catalogueError('ENS_NEEDS_ETHEREUM');
}

/**
 * A record of `name`: its address or its avatar URL, null when the name does not set it.
 * @example
 * await resolveEns(modal, { name: 'vitalik.eth' }, 'address'); // '0xd8dA…6045'
 */
export async function resolveEns(modal: ModalCore, { name }: GetEnsParameters, record: EnsRecord, now = Date.now): Promise<string | null> {
  const network = ensNetwork(modal);
  const reader = eip155Reader(modal, 'resolveEns');
  const key = `${network.caipNetworkId}:${record}:${name}`;
  const cache = answers(modal);
  const kept = cache.get(key);
  if (kept && now() - kept.at < ENS_CACHE_TTL_MS) return kept.value;
  try {
    const value = await reader.resolveEns(name, record, network);
    cache.set(key, { at: now(), value });
    return value;
  } catch (cause) {
    throw catalogueError('NAME_RESOLVE_FAILED', { cause, metaMessages: [`Name: ${name}`] });
  }
}
