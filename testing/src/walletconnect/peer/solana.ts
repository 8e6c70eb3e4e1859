// The wallet peer's Solana side: an ed25519 key that answers the solana_* methods of WalletConnect
// (message, transaction, transactions, sign-and-send to the local SVM). Params parsed with zod/mini.
import {
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type Base64EncodedWireTransaction,
} from '@solana/kit';
import * as z from 'zod/mini';
import { PeerRejection } from './requests';

const signMessage = z.looseObject({ message: z.string(), pubkey: z.string() });
const options = z.optional(
  z.looseObject({
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
    maxRetries: z.optional(z.number()),
    minContextSlot: z.optional(z.number()),
  }),
);
const signTransaction = z.looseObject({ transaction: z.string() });
const signAllTransactions = z.looseObject({ transactions: z.array(z.string()) });
const signAndSend = z.looseObject({ transaction: z.string(), sendOptions: options, options });

export type PeerSolanaParameters = {
  /** The key: its 32 private-key bytes (a DEV_SOLANA_ACCOUNTS seed), or the 64 bytes of a Solana keypair file. */
  secretKey: Uint8Array;
  /** The Solana chains the wallet has, CAIP-2 id → JSON-RPC URL (the local SVM). */
  chains: Record<string, string>;
  /** The solana_* methods it approves; default all four (a wallet that cannot send leaves out solana_signAndSendTransaction). */
  methods?: string[];
};

export type PeerSolana = {
  address: string;
  chains: Record<string, string>;
  /** Answers one solana_* request on `chainId` (CAIP-2). */
  answer: (request: { method: string; params: unknown }, chainId: string) => Promise<unknown>;
};

export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'];

/**
 * @example
 * const solana = await peerSolana({ secretKey, chains: { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': svm.url } });
 */
export async function peerSolana({ secretKey, chains }: PeerSolanaParameters): Promise<PeerSolana> {
  const signer = secretKey.length === 64 ? await createKeyPairSignerFromBytes(secretKey) : await createKeyPairSignerFromPrivateKeyBytes(secretKey);
  const base58 = { encode: getBase58Encoder(), decode: getBase58Decoder() };
  const base64 = { encode: getBase64Encoder(), decode: getBase64Decoder() };
  const wire = { encode: getTransactionEncoder(), decode: getTransactionDecoder() };

  /** Signs a wire transaction the wallet's key must sign (else the user would see nothing to approve). */
  async function sign(transaction: string): Promise<{ signature: string; base64: string }> {
    const decoded = wire.decode.decode(base64.encode.encode(transaction));
    if (!(signer.address in decoded.signatures)) throw new PeerRejection(-32602, `The transaction does not need ${signer.address} to sign`);
    const signed = await partiallySignTransaction([signer.keyPair], decoded);
    const signature = signed.signatures[signer.address];
    if (!signature) throw new Error('signing failed');
    return { signature: base58.decode.decode(signature), base64: base64.decode.decode(wire.encode.encode(signed)) };
  }

  return {
    address: signer.address,
    chains,
    async answer(request, chainId) {
      switch (request.method) {
        case 'solana_signMessage': {
          const { message, pubkey } = signMessage.parse(request.params);
          if (pubkey !== signer.address) throw new PeerRejection(-32602, `The wallet has no key for ${pubkey}`);
          const signature = await signBytes(signer.keyPair.privateKey, base58.encode.encode(message));
          return { signature: base58.decode.decode(signature) };
        }
        case 'solana_signTransaction': {
          const { signature, base64: transaction } = await sign(signTransaction.parse(request.params).transaction);
          return { signature, transaction };
        }
        case 'solana_signAllTransactions': {
          const { transactions } = signAllTransactions.parse(request.params);
          return { transactions: await Promise.all(transactions.map(async (transaction) => (await sign(transaction)).base64)) };
        }
        case 'solana_signAndSendTransaction': {
          const params = signAndSend.parse(request.params);
          const url = chains[chainId];
          if (!url) throw new PeerRejection(4901, `chain ${chainId} is not connected`);
          const { base64: transaction, signature } = await sign(params.transaction);
          const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = params.sendOptions ?? params.options ?? {};
          await createSolanaRpc(url)
            .sendTransaction(transaction as Base64EncodedWireTransaction, {
              encoding: 'base64',
              skipPreflight,
              preflightCommitment,
              maxRetries: maxRetries === undefined ? undefined : BigInt(maxRetries),
              minContextSlot: minContextSlot === undefined ? undefined : BigInt(minContextSlot),
            })
            .send();
          return { signature };
        }
        default:
          throw new PeerRejection(4200, `The wallet peer does not support ${request.method}`);
      }
    },
  };
}
