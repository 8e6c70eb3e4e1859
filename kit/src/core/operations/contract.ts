// Estimate gas, write contract and read contract (spec §7): ABI work and chain reads are the EVM
// adapter's (viem); the transaction goes through the connected wallet, whichever adapter made it.

import { checkWalletResult } from '../rpc/walletResult.js';
import type { ModalCore } from '../instance.js';
import type { ContractCall } from '../types.js';
import { eip155Account, eip155Network, eip155Reader } from './eip155.js';

export interface EstimateGasParameters {
  to: string;
  /** Wei; 0 when left out. */
  value?: bigint;
  data?: `0x${string}`;
}

export interface WriteContractParameters extends ContractCall {
  /** Wei sent with the call (payable functions). */
  value?: bigint;
}

export type ReadContractParameters = ContractCall;

/**
 * The gas units a transaction from the connected eip155 account would use (eth_estimateGas on the network's RPC URL).
 * @example
 * const gas = await estimateGas(modal, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 10n ** 16n }); // 21000n
 */
export async function estimateGas(modal: ModalCore, { to, value = 0n, data }: EstimateGasParameters): Promise<bigint> {
  const { address, network } = eip155Account(modal);
  return eip155Reader(modal, 'estimateGas').estimateGas({ namespace: 'eip155', to, value, data }, address, network);
}

/**
 * Calls a contract function in a transaction from the connected wallet; resolves the transaction hash.
 * @example
 * const hash = await writeContract(modal, { address: token, abi: erc20Abi, functionName: 'transfer', args: [to, 5n] });
 */
export async function writeContract(modal: ModalCore, { value = 0n, ...call }: WriteContractParameters): Promise<string> {
  const { adapter, address } = eip155Account(modal);
  const data = await eip155Reader(modal, 'encodeContractCall').encodeContractCall(call);
  const hash = await adapter.sendTransaction({ namespace: 'eip155', to: call.address, value, data }, address);
  return checkWalletResult('eth_sendTransaction', hash);
}

/**
 * Calls a view function on the current eip155 network's RPC URL; resolves its decoded result.
 * @example
 * const balance = await readContract(modal, { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
 */
export async function readContract(modal: ModalCore, call: ReadContractParameters): Promise<unknown> {
  return eip155Reader(modal, 'readContract').readContract(call, eip155Network(modal));
}
