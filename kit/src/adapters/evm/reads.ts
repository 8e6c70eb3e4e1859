// viem on demand for the adapter: checksummed addresses, native-balance reads and fee estimates.
// Imported lazily, so no viem code is in the page's start-up JavaScript.

import { getAddress, hexToBigInt, type Hex } from 'viem';
import { estimateGas, getGasPrice } from 'viem/actions';
import type { CaipNetwork, TransactionRequests } from '../../core/types.js';
import { readClient, type ReadClients } from './transport.js';

export { getAddress };

/** eth_getBalance through viem's transport (timeouts, retries, batching) on the network's RPC URL. */
export async function readNativeBalance(network: CaipNetwork, address: string, clients: ReadClients): Promise<bigint> {
  const balance = await readClient(network, clients).request({ method: 'eth_getBalance', params: [address as Hex, 'latest'] });
  return hexToBigInt(balance);
}

/** What a transaction would cost in fees: eth_estimateGas from `address` times eth_gasPrice, on the network's RPC URL. */
export async function estimateNativeFee(
  network: CaipNetwork,
  request: TransactionRequests['eip155'],
  address: string,
  clients: ReadClients,
): Promise<bigint> {
  const client = readClient(network, clients);
  const [gas, gasPrice] = await Promise.all([
    estimateGas(client, { account: address as Hex, to: request.to as Hex, value: request.value, data: request.data }),
    getGasPrice(client),
  ]);
  return gas * gasPrice;
}
