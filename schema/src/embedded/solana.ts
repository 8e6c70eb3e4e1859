// The embedded wallet's Solana requests (spec §3 "Solana sign methods: message with pubkey, transaction,
// transactions, and options skipPreflight, preflightCommitment, maxRetries, minContextSlot"): the one
// object each RPC_REQUEST carries as `params[0]`, and what the frame answers. Messages, addresses and
// signatures are base58; transactions are base64 wire transactions (as WalletConnect's Solana methods).
import * as z from 'zod/mini';
import { BASE58_PATTERN } from './base58.js';

/** The largest Solana wire transaction (the packet size), so 1644 base64 characters. */
export const SOLANA_MAX_TRANSACTION_BYTES = 1232;
/** Transactions one solana_signAllTransactions may carry. */
export const SOLANA_MAX_TRANSACTIONS = 16;
/** Bytes of a message solana_signMessage signs. */
export const SOLANA_MAX_MESSAGE_BYTES = 4096;

const base58 = (min: number, max: number, what: string) =>
  z.string().check(z.minLength(min, `${what} is too short`), z.maxLength(max, `${what} is too long`), z.regex(BASE58_PATTERN, `${what} must be base58`));

/** A Solana address: 32 to 44 base58 characters (spec §5). */
export const solanaAddress = base58(32, 44, 'the address');
/** An ed25519 signature: 64 bytes, 87 or 88 base58 characters. */
export const solanaSignature = base58(64, 88, 'the signature');
const transaction = z
  .string()
  .check(
    z.minLength(4, 'the transaction is empty'),
    z.maxLength(Math.ceil(SOLANA_MAX_TRANSACTION_BYTES / 3) * 4, `the transaction is larger than ${SOLANA_MAX_TRANSACTION_BYTES} bytes`),
    z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'the transaction must be base64'),
  );

/** Sending options (spec §3). */
export const solanaRequestOptions = z.object({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
  maxRetries: z.optional(z.number().check(z.int(), z.nonnegative())),
  minContextSlot: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type SolanaRequestOptions = z.infer<typeof solanaRequestOptions>;

/**
 * Our extension: the wallets the app says its token transfers go to. The approve screen names one as a
 * transfer's receiver only when the receiving token account is provably its associated token account.
 */
const receivers = z.optional(z.array(solanaAddress).check(z.maxLength(SOLANA_MAX_TRANSACTIONS)));

/** `params[0]` of each Solana method, by name. */
export const solanaRequestParams = {
  /** `message`: the bytes to sign, base58; `pubkey`: the address that signs. */
  solana_signMessage: z.object({ message: base58(1, Math.ceil(SOLANA_MAX_MESSAGE_BYTES * 1.37) + 1, 'the message'), pubkey: solanaAddress }),
  solana_signTransaction: z.object({ transaction, receivers }),
  solana_signAllTransactions: z.object({ transactions: z.array(transaction).check(z.minLength(1), z.maxLength(SOLANA_MAX_TRANSACTIONS)), receivers }),
  solana_signAndSendTransaction: z.object({ transaction, options: z.optional(solanaRequestOptions), receivers }),
} as const;
export type SolanaMethod = keyof typeof solanaRequestParams;
export type SolanaRequestParams<M extends SolanaMethod> = z.infer<(typeof solanaRequestParams)[M]>;

/**
 * What the frame answers each Solana method with. solana_signAndSendTransaction's signed transaction goes
 * back to the kit, which sends it to the network's RPC with the options (docs/security/embedded-wallet.md
 * says why) and answers the app `{ signature }`.
 */
export const solanaRequestResults = {
  solana_signMessage: z.object({ signature: solanaSignature }),
  solana_signTransaction: z.object({ signature: solanaSignature, transaction }),
  solana_signAllTransactions: z.object({ transactions: z.array(transaction).check(z.maxLength(SOLANA_MAX_TRANSACTIONS)) }),
  solana_signAndSendTransaction: z.object({ signature: solanaSignature, transaction }),
} as const satisfies Record<SolanaMethod, unknown>;
export type SolanaRequestResult<M extends SolanaMethod> = z.infer<(typeof solanaRequestResults)[M]>;

/**
 * @example
 * isSolanaMethod('solana_signMessage'); // true
 */
export function isSolanaMethod(method: unknown): method is SolanaMethod {
  return typeof method === 'string' && Object.hasOwn(solanaRequestParams, method);
}
