// Name and avatar of an address from the chain's name service (ENS Universal Resolver), if it has one.
import type { IdentityResponse } from '@wallet-modal/schema/wire';
import type { Address } from 'viem';
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
  if (!name) return { name: null, avatar: null };
  const avatar = await chain.client.getEnsAvatar({ name, universalResolverAddress }).catch(() => null);
  return { name, avatar };
}
