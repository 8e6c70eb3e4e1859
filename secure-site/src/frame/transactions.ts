// Filling a transaction through the server's RPC proxy before it is shown and signed: nonce, gas, EIP-1559
// fees (legacy gas price on chains without a base fee) and the chain id.
import * as z from 'zod/mini';
import type { TransactionDetails } from '../shared/channel.js';

const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/));
const block = z.object({ baseFeePerGas: z.optional(z.nullable(quantity)) });
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));

/** eth_sendTransaction's parameter as dapps send it (every field optional but the sender's). */
export const transactionRequest = z.object({
  from: z.optional(evmAddress),
  to: z.optional(z.nullable(evmAddress)),
  value: z.optional(quantity),
  data: z.optional(hex),
  input: z.optional(hex),
  gas: z.optional(quantity),
  nonce: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  gasPrice: z.optional(quantity),
});
export type TransactionRequest = z.infer<typeof transactionRequest>;

export type Rpc = (method: string, params: unknown[]) => Promise<unknown>;

export interface PreparedTransaction {
  chainId: number;
  to?: `0x${string}`;
  value: bigint;
  data?: `0x${string}`;
  nonce: number;
  gas: bigint;
  fees: { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { type: 'legacy'; gasPrice: bigint };
}

const readQuantity = async (rpc: Rpc, method: string, params: unknown[]) => BigInt(quantity.parse(await rpc(method, params)));

/**
 * @example
 * const tx = await prepareTransaction(rpc, 1, '0xabc…', { to: '0xdef…', value: '0x1' });
 */
export async function prepareTransaction(rpc: Rpc, chainId: number, from: `0x${string}`, request: TransactionRequest, nonce?: number): Promise<PreparedTransaction> {
  const to = (request.to ?? undefined) as `0x${string}` | undefined;
  const data = (request.data ?? request.input) as `0x${string}` | undefined;
  const value = BigInt(request.value ?? '0x0');
  const call = { from, ...(to ? { to } : {}), ...(data ? { data } : {}), value: `0x${value.toString(16)}` };
  const [nextNonce, gas, latest] = await Promise.all([
    nonce ?? (request.nonce ? Number(BigInt(request.nonce)) : readQuantity(rpc, 'eth_getTransactionCount', [from, 'pending']).then(Number)),
    request.gas ? BigInt(request.gas) : readQuantity(rpc, 'eth_estimateGas', [call]),
    rpc('eth_getBlockByNumber', ['latest', false]).then((answer) => block.parse(answer)),
  ]);
  let fees: PreparedTransaction['fees'];
  if (latest.baseFeePerGas && !request.gasPrice) {
    const priority = request.maxPriorityFeePerGas ? BigInt(request.maxPriorityFeePerGas) : await readQuantity(rpc, 'eth_maxPriorityFeePerGas', []);
    const maxFeePerGas = request.maxFeePerGas ? BigInt(request.maxFeePerGas) : BigInt(latest.baseFeePerGas) * 2n + priority;
    fees = { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas: priority > maxFeePerGas ? maxFeePerGas : priority };
  } else {
    fees = { type: 'legacy', gasPrice: request.gasPrice ? BigInt(request.gasPrice) : await readQuantity(rpc, 'eth_gasPrice', []) };
  }
  return { chainId, ...(to ? { to } : {}), ...(data ? { data } : {}), value, nonce: nextNonce, gas, fees };
}

/** What the approve screen shows of a prepared transaction. */
export function describeTransaction(tx: PreparedTransaction): TransactionDetails {
  const perGas = tx.fees.type === 'eip1559' ? tx.fees.maxFeePerGas : tx.fees.gasPrice;
  return { to: tx.to ?? null, value: tx.value.toString(), data: tx.data ?? '0x', maxFee: (tx.gas * perGas).toString() };
}

/** The fields viem's signTransaction takes. */
export function toSignable(tx: PreparedTransaction) {
  const base = { chainId: tx.chainId, nonce: tx.nonce, gas: tx.gas, value: tx.value, ...(tx.to ? { to: tx.to } : {}), ...(tx.data ? { data: tx.data } : {}) };
  return tx.fees.type === 'eip1559'
    ? { ...base, type: 'eip1559' as const, maxFeePerGas: tx.fees.maxFeePerGas, maxPriorityFeePerGas: tx.fees.maxPriorityFeePerGas }
    : { ...base, type: 'legacy' as const, gasPrice: tx.fees.gasPrice };
}
