// ENS on a local chain, where viem looks for it: a registry, a resolver and a Universal Resolver
// (server/test/fixtures/contracts/TestEns.sol) deployed by dev account 8, the Universal Resolver's
// runtime code then placed at the address viem's mainnet definition names (anvil_setCode). Names are
// registered under .eth with an address and an avatar record.

import { getAddress, labelhash, namehash, type Address } from 'viem';
import { mainnet } from 'viem/chains';
import { actor, rpc } from '../../server/test/helpers/activity';
import type { Anvil } from './anvil';

export interface EnsName {
  /** e.g. 'alice.eth' */
  name: string;
  address: Address;
  /** The avatar text record: an image URL. */
  avatar?: string;
}

export interface EnsWorld {
  registry: Address;
  resolver: Address;
  /** Where viem reads it: mainnet's ensUniversalResolver. */
  universalResolver: Address;
}

/**
 * Deploys ENS on `chain` (chain id 1, as viem's mainnet) and registers `names`.
 * @example
 * await deployEns(world.chains[0], [{ name: 'alice.eth', address: DEV_ACCOUNTS[2].address, avatar: `${server}/avatar.svg` }]);
 */
export async function deployEns(chain: Anvil, names: readonly EnsName[]): Promise<EnsWorld> {
  const owner = actor(chain, 8);
  const registry = await owner.deploy('TestEnsRegistry');
  const resolver = await owner.deploy('TestEnsResolver', [registry]);
  const deployed = await owner.deploy('TestUniversalResolver', [registry]);
  const universalResolver = getAddress(mainnet.contracts.ensUniversalResolver.address);
  await rpc(chain.url, 'anvil_setCode', [universalResolver, await rpc<string>(chain.url, 'eth_getCode', [deployed, 'latest'])]);
  await owner.write(registry, 'TestEnsRegistry', 'setSubnodeOwner', [namehash(''), labelhash('eth'), owner.address]);
  for (const { name, address, avatar } of names) {
    const [label, parent] = [name.slice(0, name.indexOf('.')), name.slice(name.indexOf('.') + 1)];
    const node = namehash(name);
    await owner.write(registry, 'TestEnsRegistry', 'setSubnodeOwner', [namehash(parent), labelhash(label), owner.address]);
    await owner.write(registry, 'TestEnsRegistry', 'setResolver', [node, resolver]);
    await owner.write(resolver, 'TestEnsResolver', 'setAddr', [node, address]);
    if (avatar) await owner.write(resolver, 'TestEnsResolver', 'setText', [node, 'avatar', avatar]);
  }
  return { registry, resolver, universalResolver };
}
