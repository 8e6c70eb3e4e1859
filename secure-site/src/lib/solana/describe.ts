// What a Solana transaction does, as the approve screen shows it: SOL transfers (System Program), token
// transfers (Token and Token-2022, the receiver's wallet when the same transaction creates its associated
// token account), the network fee (5000 lamports a signature plus the priority fee), and every other
// instruction by its program, so nothing the transaction does goes unmentioned.
import { encodeBase58 } from '@wallet-modal/schema/embedded';
import { associatedTokenAddress } from './ata.js';
import { ASSOCIATED_TOKEN_PROGRAM, COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs.js';
import type { SolanaMessage } from './wire.js';

/** The base fee per signature, in lamports. */
const LAMPORTS_PER_SIGNATURE = 5_000n;
/** Compute units an instruction gets when the transaction sets no limit, and the most a transaction gets. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_UNITS = 1_400_000n;

export interface SolanaTransfer {
  kind: 'sol' | 'token';
  from: string;
  /** The receiving wallet; for a token transfer, the token account's owner when the transaction names it. */
  to: string;
  /** Lamports, or the token's base units (decimal). */
  amount: string;
  mint?: string;
  decimals?: number;
  /** A token transfer's receiving token account. */
  toTokenAccount?: string;
}

export interface SolanaTransactionSummary {
  feePayer: string;
  /** Lamports (decimal): base fee plus priority fee. */
  fee: string;
  transfers: SolanaTransfer[];
  /** Instructions that move nothing the screen can name: their program and, when known, what they do. */
  other: { program: string; name?: string }[];
  /** Accounts the transaction loads from address-lookup tables (the screen cannot name them). */
  lookupAccounts: number;
}

const u32 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true);
const u64 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true);

const TOKEN_NAMES: Record<number, string> = {
  0: 'Initialize mint', 1: 'Initialize account', 4: 'Approve a delegate', 5: 'Revoke a delegate', 6: 'Set authority', 7: 'Mint', 8: 'Burn',
  9: 'Close account', 10: 'Freeze account', 11: 'Thaw account', 13: 'Approve a delegate', 14: 'Mint', 15: 'Burn', 17: 'Sync native',
};
const SYSTEM_NAMES: Record<number, string> = { 0: 'Create account', 1: 'Assign owner', 3: 'Create account with seed', 8: 'Allocate', 9: 'Allocate with seed', 10: 'Assign with seed', 11: 'Transfer with seed' };

/**
 * `receivers`: wallets the app says its token transfers go to (our extension); one is shown as a transfer's
 * receiver only when the receiving token account is that wallet's associated token account for the mint.
 * @example
 * describeSolanaMessage(parseTransaction(bytes).message).transfers; // [{ kind: 'sol', to: '…', amount: '10000000', … }]
 */
export function describeSolanaMessage(message: SolanaMessage, receivers: readonly string[] = []): SolanaTransactionSummary {
  const lookupAccounts = message.lookups.reduce((sum, lookup) => sum + lookup.writable.length + lookup.readonly.length, 0);
  // Accounts from lookup tables have no key here: they show as such.
  const key = (index: number | undefined) => {
    const bytes = index === undefined ? undefined : message.staticKeys[index];
    return bytes ? encodeBase58(bytes) : 'an account from a lookup table';
  };
  const transfers: SolanaTransfer[] = [];
  const other: SolanaTransactionSummary['other'] = [];
  /** Associated token accounts the transaction creates: account → owner and mint. */
  const created = new Map<string, { owner: string; mint: string }>();
  /** The token program of each token transfer (its associated token account depends on it). */
  const tokenProgramOf = new Map<SolanaTransfer, string>();
  let unitLimit: bigint | undefined;
  let unitPrice = 0n;
  let budgetInstructions = 0;

  for (const { programIdIndex, accounts, data } of message.instructions) {
    const program = key(programIdIndex);
    const account = (position: number) => key(accounts[position]);
    if (program === SYSTEM_PROGRAM && data.length === 12 && u32(data, 0) === 2 && accounts.length >= 2) {
      transfers.push({ kind: 'sol', from: account(0), to: account(1), amount: u64(data, 4).toString() });
    } else if ((program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM) && data[0] === 12 && data.length === 10 && accounts.length >= 4) {
      const transfer: SolanaTransfer = { kind: 'token', from: account(3), to: account(2), toTokenAccount: account(2), mint: account(1), amount: u64(data, 1).toString(), decimals: data[9] as number };
      transfers.push(transfer);
      tokenProgramOf.set(transfer, program);
    } else if ((program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM) && data[0] === 3 && data.length === 9 && accounts.length >= 3) {
      const transfer: SolanaTransfer = { kind: 'token', from: account(2), to: account(1), toTokenAccount: account(1), amount: u64(data, 1).toString() };
      transfers.push(transfer);
      tokenProgramOf.set(transfer, program);
    } else if (program === ASSOCIATED_TOKEN_PROGRAM && (data.length === 0 || (data.length === 1 && (data[0] === 0 || data[0] === 1))) && accounts.length >= 4) {
      created.set(account(1), { owner: account(2), mint: account(3) });
      other.push({ program, name: `Create the receiver's token account (paid by ${account(0)})` });
    } else if (program === COMPUTE_BUDGET_PROGRAM && data[0] === 2 && data.length === 5) {
      budgetInstructions++;
      unitLimit = BigInt(u32(data, 1));
    } else if (program === COMPUTE_BUDGET_PROGRAM && data[0] === 3 && data.length === 9) {
      budgetInstructions++;
      unitPrice = u64(data, 1);
    } else if (program === COMPUTE_BUDGET_PROGRAM) {
      budgetInstructions++;
    } else {
      const name = program === SYSTEM_PROGRAM ? SYSTEM_NAMES[data.length >= 4 ? u32(data, 0) : -1] : program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM ? TOKEN_NAMES[data[0] ?? -1] : undefined;
      other.push(name ? { program, name } : { program });
    }
  }

  for (const transfer of transfers) {
    // A token transfer into an account this transaction creates goes to that account's owner, of that mint.
    const made = transfer.toTokenAccount ? created.get(transfer.toTokenAccount) : undefined;
    if (made && (transfer.mint === undefined || transfer.mint === made.mint)) {
      transfer.to = made.owner;
      transfer.mint = made.mint;
    }
    // Otherwise a receiver the app names is shown when the derivation proves the account is its own.
    const program = tokenProgramOf.get(transfer);
    if (transfer.to === transfer.toTokenAccount && transfer.mint && program) {
      const owner = receivers.find((receiver) => associatedTokenAddress(receiver, transfer.mint as string, program) === transfer.toTokenAccount);
      if (owner) transfer.to = owner;
    }
  }

  const instructionUnits = DEFAULT_UNITS_PER_INSTRUCTION * BigInt(message.instructions.length - budgetInstructions);
  const units = unitLimit ?? (instructionUnits < MAX_UNITS ? instructionUnits : MAX_UNITS);
  const priority = (units * unitPrice + 999_999n) / 1_000_000n;
  const fee = LAMPORTS_PER_SIGNATURE * BigInt(message.numRequiredSignatures) + priority;
  return { feePayer: key(0), fee: fee.toString(), transfers, other, lookupAccounts };
}
