// The JSON-RPC methods the secure site's proxies pass for the frame (chain RPC behind the secure origin and
// the ERC-4337 bundler): exactly what the frame sends, so a stolen session cannot use the operator's nodes
// and bundlers for anything else. One place: a method the frame starts sending is added here (the frame's
// test proxies.test.ts checks every method it sends is listed).
import { SAFE_RPC_METHODS } from './rpc.js';

/** Safe methods (rpc.ts) the frame answers itself from the wallet it holds: no node is asked. */
const ANSWERED_BY_THE_FRAME: readonly string[] = ['eth_accounts', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets', 'solana_getAccounts', 'solana_requestAccounts'];

/** Chain reads the frame forwards (the safe methods of rpc.ts that a node answers), and the signed transactions it sends. */
export const FRAME_RPC_METHODS: readonly string[] = [
  ...SAFE_RPC_METHODS.filter((method) => !ANSWERED_BY_THE_FRAME.includes(method)),
  // The approval screen's simulated balance changes (frame/explain/simulate.ts): a read, with no state kept.
  'eth_simulateV1',
  // The EOA's transactions, signed in the frame after the user approved them.
  'eth_sendRawTransaction',
];

/** What the frame's smart account asks a bundler (viem's bundler actions; pimlico_getUserOperationGasPrice for bundlers that price user operations). */
export const FRAME_BUNDLER_METHODS = [
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'pimlico_getUserOperationGasPrice',
] as const;
