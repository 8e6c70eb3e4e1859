// The embedded wallet's EIP-1193 requests (spec §6, §4 "Embedded-wallet requests"): unknown methods, and
// methods of another chain type than the namespace asked on, are refused before reaching the frame;
// read-only ones go to the network's own RPC URL, and signing ones (EVM and Solana) are approved by the
// user in the secure UI (ApproveTransaction).

import { isKnownRpcMethod, isRpcMethodAllowedOn, isSafeRpcMethod, isSolanaMethod, rpcChainTypeOf } from '@wallet-modal/schema/embedded';
import * as z from 'zod/mini';
import { ACTION_NOT_ALLOWED_DELAY_MS } from '../../core/constants.js';
import { showError } from '../../core/controllers/notifications.js';
import { WalletModalError } from '../../core/errors/base.js';
import { ErrorMessages, InternalMessages } from '../../core/errors/messages.js';
import type { ModalCore } from '../../core/instance.js';
import { fetchWithRetry } from '../../core/rpc/fetchWithRetry.js';
import { rpcNotAllowed } from './errors.js';
import type { ChainNamespace } from '../../core/types.js';
import { hostSecureRequest } from './secure.js';
import { solanaFrameRequest, solanaNetworkOf } from './solana.js';
import { currentChainId, frameOf } from './state.js';

export interface EmbeddedRequest {
  method: string;
  params?: readonly unknown[];
  /** The namespace the app asks on; a method of another chain type is refused. Default: the method's own. */
  namespace?: ChainNamespace;
}

/** Safe methods about the wallet itself, not the chain (EIP-5792): served by the frame, never by the RPC URL. */
const WALLET_STATE_METHODS = new Set(['wallet_getCallsStatus', 'wallet_getCapabilities']);

// The error branch first: `result: unknown` would also accept an answer without a result.
const rpcAnswer = z.union([
  z.object({ error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }) }),
  z.object({ result: z.unknown() }),
]);

/**
 * Serves one EIP-1193 request for the embedded wallet. Throws 'Requested RPC call is not allowed'
 * (code 4200) for a method in neither list, and shows 'Action not allowed' 300 ms later.
 * @example
 * await embeddedRequest(modal, { method: 'eth_signTypedData_v4', params: [address, typedData] });
 */
export async function embeddedRequest(modal: ModalCore, { method, params, namespace }: EmbeddedRequest): Promise<unknown> {
  if (!isKnownRpcMethod(method) || (namespace !== undefined && !isRpcMethodAllowedOn(method, namespace))) {
    setTimeout(() => showError(modal, ErrorMessages.ACTION_NOT_ALLOWED), ACTION_NOT_ALLOWED_DELAY_MS);
    const what = String(method).slice(0, 80);
    throw rpcNotAllowed(isKnownRpcMethod(method) ? `${what} is not a ${namespace} method` : `${what} is not a safe or approvable method`);
  }
  if (rpcChainTypeOf(method) === 'solana') {
    if (isSolanaMethod(method)) return solanaFrameRequest(modal, method, params);
    // solana_getAccounts / solana_requestAccounts: the frame knows the account; nothing to approve.
    return frameOf(modal).request('RPC_REQUEST', { method, params: [], chainId: solanaNetworkOf(modal).caipNetworkId });
  }
  const chainId = currentChainId(modal);
  // What only the wallet knows (its batches, its account's capabilities): the frame answers, nothing to approve.
  if (WALLET_STATE_METHODS.has(method)) return frameOf(modal).request('RPC_REQUEST', { method, params: params ? [...params] : undefined, chainId });
  if (isSafeRpcMethod(method)) return readRpc(modal, chainId, method, params ?? []);
  return hostSecureRequest(modal, 'approve', (signal) =>
    frameOf(modal).request('RPC_REQUEST', { method, params: params ? [...params] : undefined, chainId }, { signal }),
  );
}

/** A read-only call on the network's RPC URL (the app's), never through the frame. */
async function readRpc(modal: ModalCore, chainId: number, method: string, params: readonly unknown[]): Promise<unknown> {
  const network = modal.options.networks.find((candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId);
  const url = network?.rpcUrls.default.http[0];
  if (!url) throw new WalletModalError(InternalMessages.NO_RPC_URL(chainId));
  const response = await fetchWithRetry(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = rpcAnswer.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) throw new WalletModalError(ErrorMessages.HTTP_STATUS(response.status));
  if ('error' in answer.data) throw new WalletModalError(answer.data.error.message, { code: answer.data.error.code });
  return answer.data.result;
}
