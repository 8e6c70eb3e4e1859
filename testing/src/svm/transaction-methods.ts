// The SVM's transaction methods: fees, send (with preflight), simulate, statuses and getTransaction.
import { getBase58Encoder, getBase64Encoder, getCompiledTransactionMessageDecoder, getTransactionDecoder, type Transaction } from '@solana/kit';
import { z } from 'zod';
import type { Simulation } from './chain';
import { encodeAccount } from './encoding';
import { invalidParams, RpcError, transactionErrorText } from './errors';
import { accountEncoding, checkMinContextSlot, commitment, commitmentConfig, method, pubkey, u64, withContext, type MethodHandler } from './params';
import { formatTransaction } from './transactions';

const wireEncoding = z.enum(['base58', 'base64']);

/** Decodes a wire transaction the way sendTransaction and simulateTransaction receive it. */
function decodeTransaction(encoded: string, encoding: 'base58' | 'base64' = 'base58'): Transaction {
  let transaction: Transaction;
  try {
    const bytes = encoding === 'base64' ? getBase64Encoder().encode(encoded) : getBase58Encoder().encode(encoded);
    transaction = getTransactionDecoder().decode(bytes);
    const { version } = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    if (version !== 'legacy' && version !== 0) throw new Error(`transaction version ${version} is not supported (legacy and 0 are)`);
  } catch (error) {
    throw invalidParams(`failed to deserialize the ${encoding} transaction: ${(error as Error).message}`);
  }
  return transaction;
}

/** The -32002 Solana answers when preflight finds a failure, with the logs. */
function simulationFailed(simulation: Pick<Simulation, 'err' | 'logs' | 'unitsConsumed'>): RpcError {
  const err = simulation.err!;
  return new RpcError(-32002, `Transaction simulation failed: ${transactionErrorText(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs: simulation.logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: simulation.unitsConsumed,
  });
}

const sendConfig = z.object({
  encoding: wireEncoding.optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: commitment.optional(),
  maxRetries: u64.optional(),
  minContextSlot: u64.optional(),
});

const simulateConfig = commitmentConfig.extend({
  encoding: wireEncoding.optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  innerInstructions: z.boolean().optional(),
  accounts: z.object({ addresses: z.array(pubkey), encoding: accountEncoding.optional() }).optional(),
});

const transactionConfig = commitmentConfig.extend({
  encoding: z.enum(['json', 'jsonParsed', 'base64', 'base58']).optional(),
  maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
});

export const transactionMethods: Record<string, MethodHandler> = {
  getFeeForMessage: method(z.tuple([z.string(), commitmentConfig.optional()]), (chain, [message, options]) => {
    checkMinContextSlot(chain, options);
    let bytes: Uint8Array;
    let blockhash: string;
    try {
      bytes = new Uint8Array(getBase64Encoder().encode(message));
      blockhash = getCompiledTransactionMessageDecoder().decode(bytes).lifetimeToken;
    } catch (error) {
      throw invalidParams(`failed to deserialize the base64 message: ${(error as Error).message}`);
    }
    // Solana answers null for a message whose blockhash has expired.
    return withContext(chain, chain.isBlockhashValid(blockhash) ? chain.feeFor(bytes as unknown as Transaction['messageBytes']) : null);
  }),

  getRecentPrioritizationFees: method(z.tuple([z.array(pubkey).max(128).optional()]), (chain) =>
    Array.from({ length: 5 }, (_, index) => ({ slot: chain.slot() - BigInt(4 - index), prioritizationFee: 0 })),
  ),

  sendTransaction: method(z.tuple([z.string().min(1), sendConfig.optional()]), (chain, [encoded, options]) => {
    checkMinContextSlot(chain, options);
    const transaction = decodeTransaction(encoded, options?.encoding);
    if (!options?.skipPreflight) {
      const simulation = chain.simulate(transaction, { sigVerify: true, replaceRecentBlockhash: false });
      if (simulation.err === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure');
      if (simulation.err) throw simulationFailed(simulation);
    }
    const outcome = chain.send(transaction);
    // Without preflight Solana hands back the signature of a transaction that will never land.
    if ('dropped' in outcome && !options?.skipPreflight) throw simulationFailed({ err: outcome.dropped, logs: outcome.logs, unitsConsumed: 0n });
    return 'landed' in outcome ? outcome.landed.signature : outcome.signature;
  }),

  simulateTransaction: method(z.tuple([z.string().min(1), simulateConfig.optional()]), (chain, [encoded, options]) => {
    checkMinContextSlot(chain, options);
    if (options?.sigVerify && options.replaceRecentBlockhash) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    const transaction = decodeTransaction(encoded, options?.encoding);
    const replace = Boolean(options?.replaceRecentBlockhash);
    const simulation = chain.simulate(transaction, { sigVerify: Boolean(options?.sigVerify), replaceRecentBlockhash: replace });
    const accounts = options?.accounts?.addresses.map((address) => {
      const posted = simulation.postAccounts.get(address);
      const account = posted ? { ...posted, exists: true as const } : chain.svm.getAccount(address);
      return account.exists ? encodeAccount(chain.svm, account, options.accounts?.encoding ?? 'base64') : null;
    });
    return withContext(chain, {
      err: simulation.err,
      logs: simulation.logs,
      accounts: simulation.err ? null : (accounts ?? null),
      unitsConsumed: simulation.unitsConsumed,
      returnData: null,
      innerInstructions: null,
      loadedAccountsDataSize: 0,
      replacementBlockhash: replace ? chain.latestBlockhash() : null,
    });
  }),

  getSignatureStatuses: method(
    z.tuple([z.array(z.string()).max(256), z.object({ searchTransactionHistory: z.boolean().optional() }).optional()]),
    (chain, [signatures]) =>
      withContext(
        chain,
        signatures.map((signature) => {
          const landed = chain.transaction(signature);
          if (!landed) return null;
          return {
            slot: landed.slot,
            confirmations: null,
            err: landed.err,
            status: landed.err ? { Err: landed.err } : { Ok: null },
            confirmationStatus: 'finalized',
          };
        }),
      ),
  ),

  getTransaction: method(
    z.tuple([z.string().min(1), z.union([transactionConfig, z.enum(['json', 'jsonParsed', 'base64', 'base58'])]).optional()]),
    (chain, [signature, options]) => {
      const config = typeof options === 'string' ? { encoding: options } : options;
      checkMinContextSlot(chain, config);
      const landed = chain.transaction(signature);
      return landed ? formatTransaction(landed, config?.encoding ?? 'json', config?.maxSupportedTransactionVersion) : null;
    },
  ),
};
