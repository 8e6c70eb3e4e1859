// What the Solana adapter does once connected: sign messages and transactions through the wallet's
// features, send transfers, read SOL balances and fees. Loaded with import() on the first such action.

import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import { getBase58Decoder, getBase64Decoder, getTransactionDecoder } from '@solana/kit';
import * as z from 'zod/mini';
import { WalletModalError } from '../../core/errors/base.js';
import type { CaipNetwork, TransactionRequests } from '../../core/types.js';
import { standardChain } from './chains.js';
import type { SolanaSession } from './index.js';
import { lamports, rpcUrlOf, solanaRpc, withContext } from './rpc.js';
import { buildSolanaTransfer, sendFailure, sendSignedSolanaTransaction, type SolanaSendOptions } from './transfer.js';

type Features = Partial<SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature>;

const features = ({ wallet }: SolanaSession) => wallet.features as Features;

function unsupported(session: SolanaSession, feature: string): WalletModalError {
  return new WalletModalError(`${session.wallet.name} cannot ${feature}`, { code: 4200, details: `The wallet lacks the wallet-standard feature solana:${feature}` });
}

/** Signs `message` with the connected account; resolves the base58 signature. */
export async function signSolanaMessage(session: SolanaSession, message: Uint8Array): Promise<string> {
  const feature = features(session)['solana:signMessage'];
  if (!feature) throw unsupported(session, 'signMessage');
  const [output] = await feature.signMessage({ account: session.account, message });
  if (!output) throw new WalletModalError('The wallet returned no signature');
  return getBase58Decoder().decode(output.signature);
}

/** Signs wire transactions without sending them; resolves the signed wire transactions. */
export async function signSolanaTransactions(session: SolanaSession, transactions: readonly Uint8Array[], options?: SolanaSendOptions): Promise<Uint8Array[]> {
  const feature = features(session)['solana:signTransaction'];
  if (!feature) throw unsupported(session, 'signTransaction');
  const chain = standardChain(session.network);
  const outputs = await feature.signTransaction(
    ...transactions.map((transaction) => ({ account: session.account, transaction, chain, options: signOptions(options) })),
  );
  return outputs.map((output) => output.signedTransaction);
}

/**
 * Has the wallet sign and send a wire transaction (solana:signAndSendTransaction), or signs it and
 * sends it ourselves when the wallet only signs; resolves the base58 signature once confirmed.
 */
export async function signAndSendSolanaTransaction(session: SolanaSession, transaction: Uint8Array, options?: SolanaSendOptions): Promise<string> {
  const feature = features(session)['solana:signAndSendTransaction'];
  if (!feature) {
    const [signed] = await signSolanaTransactions(session, [transaction], options);
    return sendSignedSolanaTransaction({ rpcUrl: rpcUrlOf(session.network), transaction: signed as Uint8Array, options });
  }
  try {
    const [output] = await feature.signAndSendTransaction({
      account: session.account,
      transaction,
      chain: standardChain(session.network),
      options: options && { ...signOptions(options), skipPreflight: options.skipPreflight, maxRetries: options.maxRetries },
    });
    if (!output) throw new WalletModalError('The wallet returned no signature');
    return getBase58Decoder().decode(output.signature);
  } catch (error) {
    // A wallet that passes the node's refusal on (its JSON-RPC error data) gets the same clear message as our own send.
    throw sendFailure(error);
  }
}

/**
 * Sends SOL or an SPL token from the connected account: the transfer is built on the app's RPC URL
 * of the session's network, then signed and sent once.
 * @example
 * await sendSolanaTransfer(session, { namespace: 'solana', to, value: 10_000_000n }, address);
 */
export async function sendSolanaTransfer(session: SolanaSession, request: TransactionRequests['solana'], address: string): Promise<string> {
  const transaction = await buildSolanaTransfer({ rpcUrl: rpcUrlOf(session.network), from: address, request: { to: request.to, value: request.value, token: request.token } });
  return signAndSendSolanaTransaction(session, transaction);
}

/** The SOL balance of `address` in lamports, from the network's RPC URL. */
export async function readSolBalance(network: CaipNetwork, address: string): Promise<bigint> {
  const { value } = await solanaRpc(rpcUrlOf(network), 'getBalance', [address, { commitment: 'confirmed' }], withContext(lamports));
  return BigInt(value);
}

/** What the transfer would cost in lamports: getFeeForMessage of its message. */
export async function estimateSolanaFee(network: CaipNetwork, request: TransactionRequests['solana'], address: string): Promise<bigint> {
  const rpcUrl = rpcUrlOf(network);
  const transaction = await buildSolanaTransfer({ rpcUrl, from: address, request: { to: request.to, value: request.value, token: request.token } });
  const { messageBytes } = getTransactionDecoder().decode(transaction);
  const { value } = await solanaRpc(rpcUrl, 'getFeeForMessage', [getBase64Decoder().decode(messageBytes), { commitment: 'confirmed' }], withContext(z.nullable(lamports)));
  if (value === null) throw new WalletModalError('The network could not price the transaction', { details: 'getFeeForMessage answered null' });
  return BigInt(value);
}

function signOptions(options: SolanaSendOptions | undefined) {
  if (!options) return undefined;
  const { preflightCommitment, minContextSlot } = options;
  return { ...(preflightCommitment ? { preflightCommitment } : {}), ...(minContextSlot !== undefined ? { minContextSlot } : {}) };
}
