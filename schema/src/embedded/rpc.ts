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
  'solana_getAccounts',
  'solana_requestAccounts',
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

/** The chain types the embedded wallet knows methods of (spec §6 lists rejected methods per chain type). */
export type RpcChainType = 'eip155' | 'solana' | 'bip122';

/**
 * Refused by name on each chain type, whatever the lists above say (spec §6 "Default rejected methods are
 * listed per chain type"): EVM methods that sign what the approval screen cannot show for what it is (a
 * bare hash, a transaction handed to the page unsent, typed data of the versions before v4); Solana's
 * batch send and Sign-In With Solana, which have no approval screen; and every Bitcoin method, since the
 * embedded wallet holds no Bitcoin key.
 */
export const DEFAULT_REJECTED_RPC_METHODS = {
  eip155: ['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3', 'personal_ecRecover'],
  solana: ['solana_signAndSendAllTransactions', 'solana_signIn'],
  bip122: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses', 'bip122_signMessage', 'bip122_signPsbt', 'bip122_sendTransfer'],
} as const satisfies Record<RpcChainType, readonly string[]>;

/**
 * Whether `method` is refused by name on `chainType` (or on any chain type when none is given).
 * @example
 * isRejectedRpcMethod('eth_sign', 'eip155'); // true
 */
export function isRejectedRpcMethod(method: unknown, chainType?: RpcChainType): boolean {
  const lists = chainType ? [DEFAULT_REJECTED_RPC_METHODS[chainType]] : Object.values(DEFAULT_REJECTED_RPC_METHODS);
  return lists.some((list) => (list as readonly unknown[]).includes(method));
}

/**
 * An RPC request is known only if its method is in the safe or not-safe lists (spec §5), and not rejected by name.
 * @example
 * isKnownRpcMethod('eth_sign'); // false
 */
export function isKnownRpcMethod(method: unknown): method is KnownRpcMethod {
  if (isRejectedRpcMethod(method)) return false;
  return isSafeRpcMethod(method) || (NOT_SAFE_RPC_METHODS as readonly unknown[]).includes(method);
}

/**
 * The chain type a known method belongs to: Solana's start with solana_, every other one is EVM.
 * @example
 * rpcChainTypeOf('solana_signMessage'); // 'solana'
 */
export function rpcChainTypeOf(method: string): 'eip155' | 'solana' {
  return method.startsWith('solana_') ? 'solana' : 'eip155';
}

/**
 * Whether the embedded wallet serves `method` on a chain of `chainType`: a known method of that chain type
 * (a Solana method on an EVM chain, or any method on Bitcoin, is not allowed).
 * @example
 * isRpcMethodAllowedOn('solana_signMessage', 'eip155'); // false
 */
export function isRpcMethodAllowedOn(method: unknown, chainType: RpcChainType | (string & {})): method is KnownRpcMethod {
  return isKnownRpcMethod(method) && rpcChainTypeOf(method) === chainType;
}
