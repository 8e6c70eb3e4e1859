// The embedded wallet's Solana methods (spec §3, §6): solana_signMessage, solana_signTransaction,
// solana_signAllTransactions and solana_signAndSendTransaction. Each is parsed, shown on the approve screen
// (the message's text; each transaction's transfers, fee and other instructions) and signed with the
// Solana key only after Approve. The signed transaction of solana_signAndSendTransaction goes back to the
// kit, which sends it (docs/security/embedded-wallet.md, "Solana").
import {
  decodeBase58,
  encodeBase58,
  SOLANA_MAX_MESSAGE_BYTES,
  solanaRequestParams,
  type FrameResult,
  type SolanaMethod,
  type SolanaRequestResult,
} from '@wallet-modal/schema/embedded';
import { toHex } from 'viem';
import { fromBase64, toBase64 } from '../../lib/bytes.js';
import { describeSolanaMessage } from '../../lib/solana/describe.js';
import { isSolanaMessage, MalformedTransactionError, parseTransaction, signerIndex, withSignature, type SolanaTransaction } from '../../lib/solana/wire.js';
import type { FrameContext } from '../context.js';
import { solanaAddressOf, withSolanaSigner } from '../custody.js';
import { FrameRequestError } from '../errors.js';
import { loadSession, requireSession, type StoredSession } from '../session.js';
import { approve, invalid, parse } from './approve.js';

/** solana_getAccounts / solana_requestAccounts: the signed-in wallet's Solana account, if any. */
export async function solanaAccounts(ctx: FrameContext): Promise<FrameResult<'RPC_REQUEST'>> {
  const session = await loadSession(ctx);
  const address = session ? await solanaAddressOf(ctx, session) : undefined;
  return address ? [{ pubkey: address }] : [];
}

async function walletAddress(ctx: FrameContext, session: StoredSession): Promise<string> {
  const address = await solanaAddressOf(ctx, session);
  if (!address) throw new FrameRequestError('UNKNOWN', 'The wallet is not set up yet');
  return address;
}

async function signMessage(ctx: FrameContext, chainId: string, params: unknown[]): Promise<SolanaRequestResult<'solana_signMessage'>> {
  const { message, pubkey } = parse(solanaRequestParams.solana_signMessage, params[0], 'solana_signMessage takes [{ message, pubkey }]');
  const session = await requireSession(ctx);
  if (pubkey !== (await walletAddress(ctx, session))) throw invalid('the pubkey is not this wallet’s');
  const bytes = decodeBase58(message);
  if (bytes.length > SOLANA_MAX_MESSAGE_BYTES) throw invalid(`the message is longer than ${SOLANA_MAX_MESSAGE_BYTES} bytes`);
  // A "message" that reads as a transaction would authorise that transaction: it is only signed as one.
  if (isSolanaMessage(bytes)) throw invalid('the message is a Solana transaction; sign it with solana_signTransaction');
  await approve(ctx, chainId, { method: 'solana_signMessage', message: toHex(bytes) });
  const signature = await withSolanaSigner(ctx, session, async (key) => key.sign(bytes));
  return { signature: encodeBase58(signature) };
}

/** Reads a base64 wire transaction that asks `wallet` to sign; the error says what is wrong with it. */
function readTransaction(text: string, wallet: Uint8Array, position: string): SolanaTransaction {
  let transaction: SolanaTransaction;
  try {
    transaction = parseTransaction(fromBase64(text));
  } catch (error) {
    throw invalid(`${position} is not a Solana transaction${error instanceof MalformedTransactionError ? ` (${error.message})` : ''}`);
  }
  if (signerIndex(transaction.message, wallet) === undefined) throw invalid(`${position} does not ask this wallet to sign`);
  return transaction;
}

/** Approves, then signs each transaction in this wallet's slot: the signed wire transactions and their ids (first signatures). */
async function signTransactions(
  ctx: FrameContext,
  chainId: string,
  method: 'solana_signTransaction' | 'solana_signAllTransactions' | 'solana_signAndSendTransaction',
  texts: string[],
  receivers: readonly string[] = [],
): Promise<{ transaction: string; signature: string }[]> {
  const session = await requireSession(ctx);
  const wallet = await walletAddress(ctx, session);
  const publicKey = decodeBase58(wallet);
  const transactions = texts.map((text, index) => readTransaction(text, publicKey, texts.length === 1 ? 'the transaction' : `transaction ${index + 1}`));
  await approve(ctx, chainId, { method, wallet, transactions: transactions.map((transaction) => describeSolanaMessage(transaction.message, receivers)) });
  return withSolanaSigner(ctx, session, async (key) =>
    transactions.map((transaction) => {
      const signed = withSignature(transaction, key.publicKey, key.sign(transaction.messageBytes)) as Uint8Array;
      return { transaction: toBase64(signed), signature: encodeBase58(parseTransaction(signed).signatures[0] as Uint8Array) };
    }),
  );
}

/**
 * Serves one Solana method on the Solana network `chainId` (CAIP-2).
 * @example
 * await solanaRequest(ctx, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signMessage', [{ message, pubkey }]);
 */
export async function solanaRequest(ctx: FrameContext, chainId: string, method: SolanaMethod, params: unknown[]): Promise<SolanaRequestResult<SolanaMethod>> {
  switch (method) {
    case 'solana_signMessage':
      return signMessage(ctx, chainId, params);
    case 'solana_signTransaction': {
      const { transaction, receivers } = parse(solanaRequestParams.solana_signTransaction, params[0], 'solana_signTransaction takes [{ transaction }]');
      const [signed] = await signTransactions(ctx, chainId, method, [transaction], receivers);
      return signed as SolanaRequestResult<'solana_signTransaction'>;
    }
    case 'solana_signAllTransactions': {
      const { transactions, receivers } = parse(solanaRequestParams.solana_signAllTransactions, params[0], 'solana_signAllTransactions takes [{ transactions }]');
      return { transactions: (await signTransactions(ctx, chainId, method, transactions, receivers)).map((signed) => signed.transaction) };
    }
    case 'solana_signAndSendTransaction': {
      // The options (spec §3) are checked here and applied by the kit, which sends the signed transaction.
      const { transaction, receivers } = parse(solanaRequestParams.solana_signAndSendTransaction, params[0], 'solana_signAndSendTransaction takes [{ transaction, options? }]');
      const [signed] = await signTransactions(ctx, chainId, method, [transaction], receivers);
      return signed as SolanaRequestResult<'solana_signAndSendTransaction'>;
    }
  }
}
