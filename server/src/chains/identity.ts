// Name and avatar of an address from the chain's name service (ENS Universal Resolver), if it has one.
import type { IdentityResponse } from '@wallet-modal/schema/wire';
import type { Address } from 'viem';
import type { ChainEntry } from './registry.js';

export async function getIdentity(chain: ChainEntry, address: Address): Promise<IdentityResponse> {
  const service = chain.config.nameService;
  if (!service) return { name: null, avatar: null };
  const universalResolverAddress = service.universalResolver as Address;
  const name = await chain.client.getEnsName({ address, universalResolverAddress });
  if (!name) return { name: null, avatar: null };
  const avatar = await chain.client.getEnsAvatar({ name, universalResolverAddress }).catch(() => null);
  return { name, avatar };
}
