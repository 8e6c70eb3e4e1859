// Which RPC methods the embedded wallet serves (spec §6): read-only ones are safe and go straight to the
// network's RPC; signing ones need the user's approval on the secure origin; anything else is refused.
// Shared by the kit (which opens ApproveTransaction) and the secure site (which will not sign without it).

/** Read-only methods: answered without asking the user. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const;

/** Methods that sign, send or grant (spec §6 "Not safe"): they need approval in ApproveTransaction. */
export const NOT_SAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const;

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];
export type NotSafeRpcMethod = (typeof NOT_SAFE_RPC_METHODS)[number];
export type KnownRpcMethod = SafeRpcMethod | NotSafeRpcMethod;

/**
 * Whether `method` is read-only (pending safe requests are also not aborted, spec §4).
 * @example
 * isSafeRpcMethod('eth_getBalance'); // true
 */
export function isSafeRpcMethod(method: unknown): method is SafeRpcMethod {
  return (SAFE_RPC_METHODS as readonly unknown[]).includes(method);
}

/**
 * An RPC request is known only if its method is in the safe or not-safe lists (spec §5).
 * @example
 * isKnownRpcMethod('eth_sign'); // false
 */
export function isKnownRpcMethod(method: unknown): method is KnownRpcMethod {
  return isSafeRpcMethod(method) || (NOT_SAFE_RPC_METHODS as readonly unknown[]).includes(method);
}
