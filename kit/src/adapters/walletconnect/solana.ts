// Solana over a WalletConnect session, in WalletConnect's solana_* shapes: a message goes out in
// base58 and its signature comes back in base58; a transfer is built by the Solana adapter's builder,
// then the wallet signs and sends it, or signs it and we send it when it cannot send. Loaded with
// import() when a Solana action first needs it, so @solana/kit is never start-up JavaScript.

import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder, getTransactionDecoder, getTransactionEncoder } from '@solana/kit';
import * as z from 'zod/mini';
import { WalletModalError } from '../../core/errors/base.js';
import type { CaipNetwork, TransactionRequests } from '../../core/types.js';
import { buildSolanaTransfer, sendFailure, sendSignedSolanaTransaction } from '../solana/transfer.js';
import type { Eip1193Like, WalletConnectSession } from './types.js';

/** A base58 ed25519 signature: 64 bytes are 64 to 88 base58 characters. */
const base58Signature = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/));
const signedMessage = z.looseObject({ signature: base58Signature });
const signedTransaction = z.looseObject({ signature: base58Signature, transaction: z.optional(z.string()) });

function parseAnswer<T>(schema: z.ZodMiniType<T>, method: string, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new WalletModalError(`The wallet's answer to ${method} is not what WalletConnect defines`, { details: JSON.stringify(answer) });
  return parsed.data;
}

/**
 * solana_signMessage with the UTF-8 bytes of `message` in base58; resolves the base58 signature.
 * @example
 * await signSolanaMessageOverSession(session.provider('solana'), address, 'Hello'); // '5Xk…'
 */
export async function signSolanaMessageOverSession(provider: Eip1193Like, address: string, message: string): Promise<string> {
  const params = { message: getBase58Decoder().decode(new TextEncoder().encode(message)), pubkey: address };
  return parseAnswer(signedMessage, 'solana_signMessage', await provider.request({ method: 'solana_signMessage', params })).signature;
}

export interface SendSolanaOverSessionParameters {
  session: WalletConnectSession;
  request: TransactionRequests['solana'];
  /** The sender: the session's Solana account. */
  address: string;
  /** The session's current Solana network: its RPC URL builds the transfer. */
  network: CaipNetwork;
}

/**
 * Sends SOL or an SPL token: solana_signAndSendTransaction when the wallet approved it, else
 * solana_signTransaction and one send of our own (confirmed by polling). Resolves the base58 signature.
 * @example
 * await sendSolanaOverSession({ session, request: { to, value: 10_000_000n }, address, network });
 */
export async function sendSolanaOverSession({ session, request, address, network }: SendSolanaOverSessionParameters): Promise<string> {
  const rpcUrl = network.rpcUrls.default.http[0];
  if (!rpcUrl) throw new WalletModalError(`${network.name} has no RPC URL`, { details: network.caipNetworkId });
  const unsigned = await buildSolanaTransfer({ rpcUrl, from: address, request: { to: request.to, value: request.value, token: request.token } });
  const transaction = getBase64Decoder().decode(unsigned);
  const provider = session.provider('solana');
  if (session.methods('solana').includes('solana_signAndSendTransaction')) {
    const method = 'solana_signAndSendTransaction';
    const answer = await provider.request({ method, params: { transaction } }).catch((error: unknown) => {
      // A wallet that passes the node's refusal on gets the same clear message as our own send.
      throw sendFailure(error);
    });
    return parseAnswer(signedMessage, method, answer).signature;
  }
  const method = 'solana_signTransaction';
  const answer = parseAnswer(signedTransaction, method, await provider.request({ method, params: { transaction } }));
  const signed = answer.transaction ? new Uint8Array(getBase64Encoder().encode(answer.transaction)) : withSignature(unsigned, address, answer.signature);
  return sendSignedSolanaTransaction({ rpcUrl, transaction: signed });
}

/** The wire transaction with `address`'s signature in its slot (a wallet that answered the signature alone). */
function withSignature(unsigned: Uint8Array, address: string, signature: string): Uint8Array {
  const decoded = getTransactionDecoder().decode(unsigned);
  if (!(address in decoded.signatures)) throw new WalletModalError('The transaction does not need the connected account to sign', { details: address });
  const bytes = getBase58Encoder().encode(signature);
  const signatures = { ...decoded.signatures, [address]: bytes };
  return new Uint8Array(getTransactionEncoder().encode({ ...decoded, signatures } as typeof decoded));
}
