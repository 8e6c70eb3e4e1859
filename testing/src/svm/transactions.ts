// getTransaction's answer for a landed transaction: slot, block time, meta (fee, balances before and
// after, token balances, logs, status) and the transaction as json, jsonParsed, base64 or base58.
import { getBase58Decoder, getBase64Decoder, getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';
import type { LandedTransaction } from './chain';
import { RpcError } from './errors';

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

/** The compiled message of a landed transaction (legacy or v0: the chain refuses other versions). */
function decode(landed: LandedTransaction) {
  const transaction = getTransactionDecoder().decode(landed.wire);
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  if (message.version === 1) throw new Error('v1 transactions are not served');
  const signatures = Object.values(transaction.signatures).map((bytes) => (bytes ? getBase58Decoder().decode(bytes) : '1'.repeat(64)));
  return { message, signatures };
}

function meta(landed: LandedTransaction) {
  return {
    err: landed.err,
    status: landed.err ? { Err: landed.err } : { Ok: null },
    fee: landed.fee,
    preBalances: landed.pre.lamports,
    postBalances: landed.post.lamports,
    preTokenBalances: landed.pre.tokens,
    postTokenBalances: landed.post.tokens,
    innerInstructions: [],
    logMessages: landed.logs,
    rewards: [],
    loadedAddresses: { readonly: [], writable: [] },
    computeUnitsConsumed: landed.unitsConsumed,
  };
}

function transactionJson(landed: LandedTransaction, parsed: boolean) {
  const { message, signatures } = decode(landed);
  const { header, staticAccounts } = message;
  const signers = header.numSignerAccounts;
  const writable = (index: number) =>
    index < signers ? index < signers - header.numReadonlySignerAccounts : index < staticAccounts.length - header.numReadonlyNonSignerAccounts;
  const instructions = message.instructions.map((instruction) => {
    const data = getBase58Decoder().decode(instruction.data ?? new Uint8Array());
    const indices = instruction.accountIndices ?? [];
    return parsed
      ? { programId: staticAccounts[instruction.programAddressIndex], accounts: indices.map((index) => staticAccounts[index]), data, stackHeight: null }
      : { programIdIndex: instruction.programAddressIndex, accounts: indices, data, stackHeight: null };
  });
  return {
    signatures,
    message: {
      accountKeys: parsed
        ? staticAccounts.map((pubkey, index) => ({ pubkey, signer: index < signers, writable: writable(index), source: 'transaction' }))
        : staticAccounts,
      header: {
        numRequiredSignatures: signers,
        numReadonlySignedAccounts: header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts,
      },
      instructions,
      recentBlockhash: message.lifetimeToken,
      ...(message.version === 0 && { addressTableLookups: [] }),
    },
  };
}

/**
 * A landed transaction as getTransaction returns it (null for a faucet airdrop). A v0 transaction needs the client to accept
 * version 0, as on Solana (-32015 otherwise).
 */
export function formatTransaction(landed: LandedTransaction, encoding: TransactionEncoding, maxSupportedTransactionVersion?: number) {
  // An airdrop from litesvm's faucet: its status is known, its bytes are not.
  if (landed.wire.length === 0) return null;
  const { version } = decode(landed).message;
  if (version === 0 && maxSupportedTransactionVersion === undefined) {
    throw new RpcError(
      -32015,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
  }
  const transaction =
    encoding === 'base64'
      ? [getBase64Decoder().decode(landed.wire), 'base64']
      : encoding === 'base58'
        ? [getBase58Decoder().decode(landed.wire), 'base58']
        : transactionJson(landed, encoding === 'jsonParsed');
  return { slot: landed.slot, blockTime: landed.blockTime, version, meta: meta(landed), transaction };
}
