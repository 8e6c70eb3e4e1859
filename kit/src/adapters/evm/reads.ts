// viem on demand for the adapter: checksummed addresses and native-balance reads. Imported lazily,
// so no viem code is in the page's start-up JavaScript.

import { getAddress, hexToBigInt, type Hex } from 'viem';
import type { CaipNetwork } from '../../core/types.js';
import { readClient, type ReadClients } from './transport.js';

export { getAddress };

/** eth_getBalance through viem's transport (timeouts, retries, batching) on the network's RPC URL. */
export async function readNativeBalance(network: CaipNetwork, address: string, clients: ReadClients): Promise<bigint> {
  const balance = await readClient(network, clients).request({ method: 'eth_getBalance', params: [address as Hex, 'latest'] });
  return hexToBigInt(balance);
}
