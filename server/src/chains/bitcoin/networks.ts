// The Bitcoin networks the server knows by their bip122 CAIP-2 ids (the genesis block hash prefix), and
// the address check of each: bip322-js decodes the address (bitcoinjs' toOutputScript: bech32/bech32m
// and base58check checksums) and tells the network its prefix belongs to.
import { Address } from 'bip322-js';
import { z } from 'zod';

export type BitcoinNetwork = 'mainnet' | 'testnet';

/** bip122 references of the catalogue's networks (schema/src/networks.ts). */
export const BITCOIN_NETWORKS: Readonly<Record<string, BitcoinNetwork>> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
};

/** What an address of each network starts with, for the message that asks for one. */
const PREFIXES: Record<BitcoinNetwork, string> = { mainnet: 'bc1…, 1… or 3…', testnet: 'tb1…, m…, n… or 2…' };

/** The network of a bip122 CAIP-2 id, or undefined for one the server does not know. */
export function bitcoinNetworkOf(caip2: string): BitcoinNetwork | undefined {
  const [namespace, reference = ''] = caip2.split(':');
  return namespace === 'bip122' && Object.hasOwn(BITCOIN_NETWORKS, reference) ? BITCOIN_NETWORKS[reference] : undefined;
}

/** The network an address belongs to, or undefined when it is no valid Bitcoin address. */
export function networkOfAddress(address: string): BitcoinNetwork | 'regtest' | undefined {
  if (address.length > 100 || !Address.isValidBitcoinAddress(address)) return undefined;
  const network = Address.getNetworkFromAddess(address);
  if (network.bech32 === 'bcrt') return 'regtest';
  return network.bech32 === 'bc' ? 'mainnet' : 'testnet';
}

/**
 * A valid address of `network`: checksum and prefix checked.
 * @example
 * bitcoinAddress('mainnet').parse('bc1qqu4ggff8jgh3jh3mz8ura0uaa5gt4lwh5rsftg');
 */
export function bitcoinAddress(network: BitcoinNetwork) {
  return z.string().refine((value) => networkOfAddress(value) === network, `must be a Bitcoin ${network} address (${PREFIXES[network]}) with a valid checksum`);
}
