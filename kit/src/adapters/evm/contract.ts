// Contract calls for the adapter: ABI encoding and view-function reads with viem, and gas estimates.
// Imported lazily, like reads.ts, so no viem code is in the page's start-up JavaScript.

import { decodeFunctionResult, encodeFunctionData, type Abi, type Hex } from 'viem';
import { call, estimateGas } from 'viem/actions';
import type { CaipNetwork, ContractCall, TransactionRequests } from '../../core/types.js';
import { readClient, type ReadClients } from './transport.js';

/** The calldata of `functionName(args)` per the app's ABI (viem's encoder: unknown functions and bad arguments throw). */
export function encodeContractCall({ abi, functionName, args }: ContractCall): Hex {
  return encodeFunctionData({ abi: abi as Abi, functionName, args: args as unknown[] });
}

/** eth_call of a view function on the network's RPC URL, its answer decoded by the ABI. */
export async function readContract(contract: ContractCall, network: CaipNetwork, clients: ReadClients): Promise<unknown> {
  const { data } = await call(readClient(network, clients), { to: contract.address as Hex, data: encodeContractCall(contract) });
  return decodeFunctionResult({ abi: contract.abi as Abi, functionName: contract.functionName, args: contract.args as unknown[], data: data ?? '0x' });
}

/** eth_estimateGas from `address` on the network's RPC URL: gas units, not a fee. */
export function estimateTransactionGas(network: CaipNetwork, request: TransactionRequests['eip155'], address: string, clients: ReadClients): Promise<bigint> {
  return estimateGas(readClient(network, clients), { account: address as Hex, to: request.to as Hex, value: request.value, data: request.data });
}
