// ENS reads for the adapter: viem's getEnsAddress and getEnsAvatar through the Universal Resolver of
// the chain's ENS deployment (Ethereum and Sepolia, as viem's chain definitions give it). Imported
// lazily, like contract.ts, so no ENS code is in the page's start-up JavaScript.

import { getEnsAddress, getEnsAvatar } from 'viem/actions';
import { mainnet, sepolia } from 'viem/chains';
import { normalize } from 'viem/ens';
import type { CaipNetwork, EnsRecord } from '../../core/types.js';
import { readClient, type ReadClients } from './transport.js';

const UNIVERSAL_RESOLVERS = new Map<number, `0x${string}`>([mainnet, sepolia].map((chain) => [chain.id, chain.contracts.ensUniversalResolver.address]));

/** The address (coin type 60) or avatar URL of `name` on `network`; null when the name sets none. */
export function resolveEnsRecord(name: string, record: EnsRecord, network: CaipNetwork, clients: ReadClients): Promise<string | null> {
  const universalResolverAddress = UNIVERSAL_RESOLVERS.get(Number(network.id));
  if (!universalResolverAddress) throw new Error(`No ENS deployment on ${network.caipNetworkId}`);
  const client = readClient(network, clients);
  // normalize throws on a name ENS cannot hold (spaces, forbidden characters), saying which character.
  const request = { name: normalize(name), universalResolverAddress };
  return record === 'address' ? getEnsAddress(client, request) : getEnsAvatar(client, request);
}
