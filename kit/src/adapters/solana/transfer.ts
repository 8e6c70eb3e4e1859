// Solana transfers: the unsigned wire transaction of a SOL or SPL transfer (Token or Token-2022), and
// sending a signed one with the spec's request options (§3), confirmed by polling its status.
// Loaded on demand: @solana/kit and the program clients are never start-up JavaScript.

import { getTransferSolInstruction } from '@solana-program/system';
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  isAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
  type TransactionSigner,
} from '@solana/kit';
import * as z from 'zod/mini';
import { WalletModalError, catalogueError } from '../../core/errors/base.js';
import { ErrorMessages } from '../../core/errors/messages.js';
import type { TransactionRequests } from '../../core/types.js';
import { solanaRpc, withContext } from './rpc.js';

/** The Token-2022 program; SPL tokens live under it or under the original Token program. */
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address;

/** How often a sent transaction's status is asked for. */
const STATUS_POLL_MS = 500;
/** Without an answer from isBlockhashValid, a transaction still unseen after this long counts as expired (a blockhash lives ~150 slots, about 60 to 90 s). */
const CONFIRM_TIMEOUT_MS = 90_000;

/** The request options of spec §3 for Solana sends. */
export interface SolanaSendOptions {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
}

export interface BuildSolanaTransferParameters {
  rpcUrl: string;
  /** The sender, who pays the fee and signs. */
  from: string;
  request: TransactionRequests['solana'];
}

/**
 * The unsigned wire transaction of a transfer: SOL by the system program, or an SPL token by
 * transferChecked under its program (the token's programId, or the owner of its mint's account when
 * left out), creating the receiver's associated token account (idempotently)
 * when it is missing. Its lifetime is the network's latest blockhash.
 * @example
 * const unsigned = await buildSolanaTransfer({ rpcUrl, from, request: { to, value: 10_000_000n } }); // 0.01 SOL
 */
export async function buildSolanaTransfer({ rpcUrl, from, request }: BuildSolanaTransferParameters): Promise<Uint8Array> {
  const payer = createNoopSigner(solanaAddress(from));
  const to = solanaAddress(request.to);
  if (request.value <= 0n || request.value >= 2n ** 64n) throw new WalletModalError('The amount must be above zero and fit in 64 bits', { details: String(request.value) });
  const instructions = request.token ? await tokenTransfer(rpcUrl, payer, to, request.value, request.token) : [getTransferSolInstruction({ source: payer, destination: to, amount: request.value })];
  const { value: lifetime } = await solanaRpc(
    rpcUrl,
    'getLatestBlockhash',
    [{ commitment: 'confirmed' }],
    withContext(z.object({ blockhash: z.string(), lastValidBlockHeight: z.number() })),
  );
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(payer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

async function tokenTransfer(
  rpcUrl: string,
  payer: TransactionSigner,
  to: Address,
  amount: bigint,
  token: NonNullable<TransactionRequests['solana']['token']>,
): Promise<Instruction[]> {
  const mint = solanaAddress(token.mint);
  const tokenProgram = (token.programId ?? (await mintProgram(rpcUrl, mint))) as Address;
  if (tokenProgram !== TOKEN_PROGRAM_ADDRESS && tokenProgram !== TOKEN_2022_PROGRAM_ADDRESS) {
    throw catalogueError('SOLANA_TOKEN_PROGRAM_UNSUPPORTED', { details: `${token.mint} is owned by ${tokenProgram}` });
  }
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: payer.address, mint, tokenProgram }),
    findAssociatedTokenPda({ owner: to, mint, tokenProgram }),
  ]);
  const existing = await solanaRpc(rpcUrl, 'getAccountInfo', [destination, { encoding: 'base64', commitment: 'confirmed' }], withContext(z.nullable(z.object({ owner: z.string() }))));
  const create = existing.value ? [] : [getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: to, mint, tokenProgram })];
  const transfer = getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount, decimals: token.decimals }, { programAddress: tokenProgram });
  return [...create, transfer];
}

/** The program that owns a mint's account (Token or Token-2022), read from the network. */
async function mintProgram(rpcUrl: string, mint: Address): Promise<string> {
  const { value } = await solanaRpc(rpcUrl, 'getAccountInfo', [mint, { encoding: 'base64', commitment: 'confirmed' }], withContext(z.nullable(z.object({ owner: z.string() }))));
  if (!value) throw new WalletModalError('This token does not exist on this network', { details: `No mint account ${mint}` });
  return value.owner;
}

/** A base58 address, or the clear message of spec §5's rule. */
export function solanaAddress(value: string): Address {
  const trimmed = value.trim();
  if (!isAddress(trimmed)) throw catalogueError('INVALID_SOLANA_ADDRESS', { details: value });
  return address(trimmed);
}

export interface SendSignedSolanaTransactionParameters {
  rpcUrl: string;
  /** The signed wire transaction. */
  transaction: Uint8Array;
  options?: SolanaSendOptions;
}

const statusSchema = withContext(
  z.array(z.nullable(z.object({ err: z.nullable(z.unknown()), confirmationStatus: z.nullish(z.string()) }))),
);

/**
 * Sends a signed transaction once (the RPC node may rebroadcast it up to `maxRetries` times; we never
 * send it again) and polls getSignatureStatuses until it is confirmed. Throws 'SOLANA_BLOCKHASH_EXPIRED'
 * when its blockhash is no longer valid, 'SOLANA_SIMULATION_FAILED' when the preflight refuses it,
 * 'SOLANA_TRANSACTION_FAILED' when it lands with an error. Resolves its base58 signature.
 * @example
 * const signature = await sendSignedSolanaTransaction({ rpcUrl, transaction: signed, options: { preflightCommitment: 'confirmed' } });
 */
export async function sendSignedSolanaTransaction({ rpcUrl, transaction, options = {} }: SendSignedSolanaTransactionParameters): Promise<string> {
  const decoded = getTransactionDecoder().decode(transaction);
  const [feePayerSignature] = Object.values(decoded.signatures);
  if (!feePayerSignature) throw new WalletModalError('The transaction is not signed', { details: 'the fee payer signature is missing' });
  const signature = getBase58Decoder().decode(feePayerSignature);
  const config = { encoding: 'base64', ...definedOnly(options) };
  try {
    await solanaRpc(rpcUrl, 'sendTransaction', [getBase64Decoder().decode(transaction), config], z.string());
  } catch (error) {
    throw sendFailure(error);
  }
  await confirm(rpcUrl, signature, blockhashOf(transaction));
  return signature;
}

/**
 * The typed error of a refused send: an expired blockhash, or a failed simulation with its logs. It
 * reads the node's JSON-RPC error (ours, or one a wallet passed on with its code and data) and
 * returns any other error as it is.
 */
export function sendFailure(error: unknown): unknown {
  const refusal = nodeRefusal(error);
  if (!refusal) return error;
  if (refusal.err === 'BlockhashNotFound') return catalogueError('SOLANA_BLOCKHASH_EXPIRED', { cause: error });
  return catalogueError('SOLANA_SIMULATION_FAILED', { cause: error, details: [JSON.stringify(refusal.err), ...(refusal.logs ?? [])].join('\n') });
}

const refusalSchema = z.object({ err: z.unknown(), logs: z.nullish(z.array(z.string())) });

function nodeRefusal(error: unknown): z.infer<typeof refusalSchema> | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { code, data } = current as { code?: unknown; data?: unknown };
    const parsed = typeof code === 'number' ? refusalSchema.safeParse(data) : undefined;
    if (parsed?.success && parsed.data.err !== undefined && parsed.data.err !== null) return parsed.data;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function confirm(rpcUrl: string, signature: string, blockhash: string): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  for (let poll = 0; ; poll++) {
    const { value } = await solanaRpc(rpcUrl, 'getSignatureStatuses', [[signature]], statusSchema);
    const status = value[0];
    if (status?.err) throw new WalletModalError(ErrorMessages.SOLANA_TRANSACTION_FAILED, { id: 'SOLANA_TRANSACTION_FAILED', details: `${signature}: ${JSON.stringify(status.err)}` });
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return;
    // Unseen: once its blockhash is no longer valid, the transaction can never land.
    if (!status && poll % 4 === 3 && (await blockhashExpired(rpcUrl, blockhash, deadline))) {
      throw catalogueError('SOLANA_BLOCKHASH_EXPIRED', { details: signature });
    }
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS));
  }
}

async function blockhashExpired(rpcUrl: string, blockhash: string, deadline: number): Promise<boolean> {
  try {
    const { value } = await solanaRpc(rpcUrl, 'isBlockhashValid', [blockhash, { commitment: 'processed' }], withContext(z.boolean()));
    return !value;
  } catch {
    return Date.now() > deadline;
  }
}

/** The base58 blockhash in a wire transaction's message. */
function blockhashOf(transaction: Uint8Array): string {
  const { messageBytes } = getTransactionDecoder().decode(transaction);
  return getCompiledTransactionMessageDecoder().decode(messageBytes).lifetimeToken;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
