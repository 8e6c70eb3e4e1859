// Classifies a wallet's response (spec §5): a transaction hash, a signed message, or an object result.

export type RpcResultKind = 'transaction' | 'signature' | 'object';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/;

/**
 * 0x plus exactly 64 hex characters is a transaction result, 0x plus 62 or more hex characters a
 * signed message; anything else an object result.
 * @example
 * classifyRpcResult('0x' + 'a'.repeat(130)); // 'signature'
 */
export function classifyRpcResult(value: unknown): RpcResultKind {
  if (typeof value !== 'string') return 'object';
  if (TRANSACTION_HASH.test(value)) return 'transaction';
  if (SIGNATURE.test(value)) return 'signature';
  return 'object';
}
