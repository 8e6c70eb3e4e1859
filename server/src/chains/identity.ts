// Name and avatar of an address from the chain's name service (ENS Universal Resolver), if it has one.
import type { IdentityResponse } from '@wallet-modal/schema/wire';
import type { Address } from 'viem';
import { normalize } from 'viem/ens';
import { ApiError } from '../errors.js';
import { isTransportError, shortMessage } from './read-contracts.js';
import type { ChainEntry } from './registry.js';

export async function getIdentity(chain: ChainEntry, address: Address): Promise<IdentityResponse> {
  const service = chain.config.nameService;
  if (!service) return { name: null, avatar: null };
  const universalResolverAddress = service.universalResolver as Address;
  // viem answers null for an address without a name; anything else it throws means the name service itself
  // failed (a resolver that is not a contract, a node refusing eth_call): an upstream failure, not ours.
  const name = await chain.client.getEnsName({ address, universalResolverAddress }).catch((cause: unknown) => {
    if (isTransportError(cause)) throw cause;
    throw new ApiError('UPSTREAM_FAILED', `the name service of ${chain.config.id} did not answer (${shortMessage(cause)})`, { cause });
  });
  // Shown only in its canonical spelling (ENSIP-15): a reverse record such as 'Metamask.eth' or one with
  // look-alike characters would pass for a name it is not, so the address goes without a name.
  if (!name || !isNormalized(name)) return { name: null, avatar: null };
  // The avatar is optional: its record may point at a slow or dead host (viem checks an https avatar with a
  // request to it), which must not hold the answer.
  const avatar = await withinMs(chain.client.getEnsAvatar({ name, universalResolverAddress }), AVATAR_TIMEOUT_MS).catch(() => null);
  return { name, avatar };
}

function isNormalized(name: string): boolean {
  try {
    return normalize(name) === name;
  } catch {
    return false;
  }
}

/** How long the avatar's resolution (its record, then its host) may take before the answer goes without it. */
const AVATAR_TIMEOUT_MS = 3_000;

function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
