// Name and avatar of an address from the chain's name service (ENS Universal Resolver), if it has one.
import type { Address } from 'viem';
import type { ChainEntry } from './registry.js';

export type Identity = { name: string | null; avatar: string | null };

export async function getIdentity(chain: ChainEntry, address: Address): Promise<Identity> {
  const service = chain.config.nameService;
  if (!service) return { name: null, avatar: null };
  const universalResolverAddress = service.universalResolver as Address;
  const name = await chain.client.getEnsName({ address, universalResolverAddress });
  if (!name) return { name: null, avatar: null };
  const avatar = await chain.client.getEnsAvatar({ name, universalResolverAddress }).catch(() => null);
  return { name, avatar };
}
