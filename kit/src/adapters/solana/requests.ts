// modal.request() for Solana wallets, in WalletConnect's solana_* method shapes, so an app calls one
// API for every Solana wallet: messages in base58, transactions in base64, signatures in base58.

import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import * as z from 'zod/mini';
import { WalletModalError } from '../../core/errors/base.js';
import { signAndSendSolanaTransaction, signSolanaMessage, signSolanaTransactions } from './actions.js';
import type { SolanaSession } from './index.js';

const sendOptions = z.optional(
  z.object({
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
    maxRetries: z.optional(z.number()),
    minContextSlot: z.optional(z.number()),
  }),
);

const schemas = {
  solana_signMessage: z.object({ message: z.string(), pubkey: z.string() }),
  solana_signTransaction: z.object({ transaction: z.string() }),
  solana_signAllTransactions: z.object({ transactions: z.array(z.string()) }),
  // WalletConnect names the options sendOptions; `options` is taken too.
  solana_signAndSendTransaction: z.object({ transaction: z.string(), sendOptions, options: sendOptions }),
} as const;

/** The Solana methods modal.request() takes. */
export const SOLANA_METHODS = Object.keys(schemas) as (keyof typeof schemas)[];

/**
 * Runs a WalletConnect-shaped Solana request with the connected wallet. `params` is the method's
 * object, alone or as the only item of an array.
 * @example
 * await solanaRequest(session, 'solana_signMessage', { message: base58Message, pubkey: address }); // { signature }
 */
export async function solanaRequest(session: SolanaSession, method: string, params: unknown): Promise<unknown> {
  const input = Array.isArray(params) ? params[0] : params;
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parse(method, input);
      if (pubkey !== session.account.address) {
        throw new WalletModalError(`pubkey ${pubkey} is not the connected account`, { code: 4100, details: `Connected: ${session.account.address}` });
      }
      return { signature: await signSolanaMessage(session, bytes(method, () => getBase58Encoder().encode(message))) };
    }
    case 'solana_signTransaction': {
      const { transaction } = parse(method, input);
      const [signed] = await signSolanaTransactions(session, [base64(method, transaction)]);
      return { signature: feePayerSignature(signed as Uint8Array), transaction: getBase64Decoder().decode(signed as Uint8Array) };
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parse(method, input);
      const signed = await signSolanaTransactions(session, transactions.map((transaction) => base64(method, transaction)));
      return { transactions: signed.map((transaction) => getBase64Decoder().decode(transaction)) };
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions: options, options: alias } = parse(method, input);
      return { signature: await signAndSendSolanaTransaction(session, base64(method, transaction), options ?? alias) };
    }
    default:
      throw new WalletModalError(`${method} is not a Solana wallet method`, { code: 4200, details: `Solana wallets take ${SOLANA_METHODS.join(', ')}` });
  }
}

function parse<M extends keyof typeof schemas>(method: M, input: unknown): z.infer<(typeof schemas)[M]> {
  const result = schemas[method].safeParse(input);
  if (!result.success) throw new WalletModalError(`Invalid params for ${method}`, { code: -32602, details: z.prettifyError(result.error) });
  return result.data as z.infer<(typeof schemas)[M]>;
}

function bytes(method: string, decode: () => ArrayLike<number>): Uint8Array {
  try {
    return new Uint8Array(decode());
  } catch (cause) {
    throw new WalletModalError(`Invalid params for ${method}`, { code: -32602, cause });
  }
}

const base64 = (method: string, value: string) => bytes(method, () => getBase64Encoder().encode(value));

function feePayerSignature(transaction: Uint8Array): string {
  const [signature] = Object.values(getTransactionDecoder().decode(transaction).signatures);
  if (!signature) throw new WalletModalError('The wallet returned an unsigned transaction');
  return getBase58Decoder().decode(signature);
}
