// The JSON-RPC methods the secure site's proxies pass for the frame (chain RPC behind the secure origin and
// the ERC-4337 bundler): exactly what the frame sends, so a stolen session cannot use the operator's nodes
// and bundlers for anything else. One place: a method the frame starts sending is added here (the frame's
// test proxies.test.ts checks every method it sends is listed).

/** Chain reads the frame forwards (the safe methods of rpc.ts that a node answers), and the signed transactions it sends. */
export const FRAME_RPC_METHODS = [
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
  // The user-operation reads are safe methods an app may ask the frame for (forwarded like any read).
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  // The approval screen's simulated balance changes (frame/explain/simulate.ts): a read, with no state kept.
  'eth_simulateV1',
  // The EOA's transactions, signed in the frame after the user approved them.
  'eth_sendRawTransaction',
] as const;

/** What the frame's smart account asks a bundler (viem's bundler actions and permissionless's gas price). */
export const FRAME_BUNDLER_METHODS = [
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'pimlico_getUserOperationGasPrice',
] as const;
