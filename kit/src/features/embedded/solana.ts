// The embedded wallet on Solana (spec §3 "Solana sign methods", §6 "The auth connector supports eip155 and
// solana"): messages and transactions are signed by the frame after the person approves them on the secure
// origin; solana_signAndSendTransaction's signed transaction is sent from here, to the network's RPC URL,
// with the app's options (docs/security/embedded-wallet.md says why the frame does not send it). Transfers are
// built by the Solana adapter's builder, loaded with import() only when one is sent.

import {
  encodeBase58,
  solanaRequestParams,
  solanaRequestResults,
  type SolanaMethod,
  type SolanaRequestOptions,
} from '@wallet-modal/schema/embedded';
import type * as z from 'zod/mini';
import { WalletModalError } from '../../core/errors/base.js';
import { InternalMessages } from '../../core/errors/messages.js';
import type { ModalCore } from '../../core/instance.js';
import type { CaipNetwork, TransactionRequests } from '../../core/types.js';
import { hostSecureRequest } from './secure.js';
import { frameOf } from './state.js';

const transfer = () => import('../../adapters/solana/transfer.js');

/** The Solana network the wallet works on: the connected or chosen one, else the app's first. */
export function solanaNetworkOf(modal: ModalCore): CaipNetwork {
  const state = modal.$networks.get().solana;
  const network = state?.caipNetwork ?? state?.requestedCaipNetworks[0];
  if (!network) throw new WalletModalError(InternalMessages.NAMESPACE_NOT_CONFIGURED('solana'));
  return network;
}

function rpcUrlOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new WalletModalError(InternalMessages.NO_RPC_URL(network.id));
  return url;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The app's request object (alone, or the only item of params), with WalletConnect's `sendOptions` read as `options`. */
function requestObject(method: SolanaMethod, params: unknown): Record<string, unknown> {
  const input: unknown = Array.isArray(params) ? params[0] : params;
  if (typeof input !== 'object' || input === null) throw new WalletModalError(`Invalid params for ${method}`, { code: -32602, details: 'Pass the method’s object, e.g. { transaction }' });
  const { sendOptions, ...rest } = input as Record<string, unknown>;
  return method === 'solana_signAndSendTransaction' && rest.options === undefined && sendOptions !== undefined ? { ...rest, options: sendOptions } : rest;
}

/** Asks the frame (approval in the secure UI) with params it will accept; its answer is parsed in the method's result shape. */
async function frameSign<M extends SolanaMethod>(modal: ModalCore, method: M, input: Record<string, unknown>): Promise<z.infer<(typeof solanaRequestResults)[M]>> {
  const checked = solanaRequestParams[method].safeParse(input);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new WalletModalError(`Invalid params for ${method}`, { code: -32602, details: issue ? `${issue.path.join('.') || 'params'}: ${issue.message}` : undefined });
  }
  const params = checked.data as Record<string, unknown>;
  const chainId = solanaNetworkOf(modal).caipNetworkId;
  const answer = await hostSecureRequest(modal, 'approve', (signal) => frameOf(modal).request('RPC_REQUEST', { method, params: [params], chainId }, { signal }));
  const parsed = solanaRequestResults[method].safeParse(answer);
  if (!parsed.success) throw new WalletModalError('The embedded wallet answered something unexpected', { details: method });
  return parsed.data as z.infer<(typeof solanaRequestResults)[M]>;
}

/** Sends what the frame signed, once, and waits until it is confirmed; resolves its signature. */
async function send(modal: ModalCore, signed: { transaction: string }, options: SolanaRequestOptions | undefined): Promise<string> {
  const { sendSignedSolanaTransaction } = await transfer();
  return sendSignedSolanaTransaction({ rpcUrl: rpcUrlOf(solanaNetworkOf(modal)), transaction: fromBase64(signed.transaction), ...(options ? { options } : {}) });
}

/**
 * A Solana request in WalletConnect's shapes (messages base58, transactions base64): signed by the frame
 * after approval; solana_signAndSendTransaction is then sent and answers `{ signature }`.
 * @example
 * await solanaFrameRequest(modal, 'solana_signMessage', [{ message: base58, pubkey: address }]); // { signature }
 */
export async function solanaFrameRequest(modal: ModalCore, method: SolanaMethod, params: unknown): Promise<unknown> {
  const input = requestObject(method, params);
  if (method !== 'solana_signAndSendTransaction') return frameSign(modal, method, input);
  const signed = await frameSign(modal, method, input);
  // The frame parsed the options (zod) before it showed anything: they are read back from the request.
  const options = input.options as SolanaRequestOptions | undefined;
  return { signature: await send(modal, signed, options) };
}

/** solana_signMessage of the UTF-8 message; resolves the base58 signature. */
export async function signSolanaMessage(modal: ModalCore, address: string, message: string): Promise<string> {
  const { signature } = await frameSign(modal, 'solana_signMessage', { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address });
  return signature;
}

/**
 * Sends SOL or an SPL token: the Solana adapter's builder makes the transfer on the network's RPC URL, the
 * frame signs it after approval, and it is sent once; resolves its signature.
 * @example
 * await sendSolanaTransfer(modal, { to, value: 10_000_000n }, address); // 0.01 SOL
 */
export async function sendSolanaTransfer(modal: ModalCore, request: TransactionRequests['solana'], address: string): Promise<string> {
  const { buildSolanaTransfer } = await transfer();
  const unsigned = await buildSolanaTransfer({ rpcUrl: rpcUrlOf(solanaNetworkOf(modal)), from: address, request: { to: request.to, value: request.value, token: request.token } });
  // The receiver's wallet, so the approval names it where the transfer credits its token account.
  const signed = await frameSign(modal, 'solana_signAndSendTransaction', { transaction: toBase64(unsigned), ...(request.token ? { receivers: [request.to.trim()] } : {}) });
  return send(modal, signed, undefined);
}
