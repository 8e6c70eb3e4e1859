// litesvm as a chain: each landed transaction takes a slot of its own and a fresh blockhash, a
// blockhash stays valid for 150 blocks (litesvm itself knows only its latest one, so the window is
// kept here), and landed transactions are remembered for statuses and getTransaction.
import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionEncoder,
  lamports,
  type Address,
  type EncodedAccount,
  type Transaction,
} from '@solana/kit';
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm';
import { parseTokenAccount } from './encoding';
import { landsDespite, transactionErrorJson, type TransactionErrorJson } from './errors';

/** Blocks a blockhash stays valid for, as on Solana. */
export const BLOCKHASH_VALIDITY = 150n;
/** Slots are not blocks on a real cluster: block height trails the slot (by a fixed gap here). */
const SLOT_HEIGHT_GAP = 1_000n;
const LAMPORTS_PER_SIGNATURE = 5_000n;

export type TokenBalance = {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: ReturnType<typeof import('./encoding').tokenAmount>;
};
export type BalanceSnapshot = { lamports: bigint[]; tokens: TokenBalance[] };

export type LandedTransaction = {
  signature: string;
  slot: bigint;
  blockTime: number;
  /** The transaction's wire bytes. */
  wire: Uint8Array;
  err: TransactionErrorJson | null;
  logs: string[];
  unitsConsumed: bigint;
  fee: bigint;
  pre: BalanceSnapshot;
  post: BalanceSnapshot;
};

export type SendOutcome =
  | { landed: LandedTransaction }
  /** Not on the chain: refused before execution (bad blockhash, signature, fee payer …). */
  | { dropped: TransactionErrorJson; signature: string; logs: string[] };

export type Simulation = { err: TransactionErrorJson | null; logs: string[]; unitsConsumed: bigint; postAccounts: Map<Address, EncodedAccount> };

export type LocalChain = ReturnType<typeof createLocalChain>;

/**
 * Wraps a LiteSVM in the behaviour of a cluster.
 * @example
 * const chain = createLocalChain(new LiteSVM());
 * const { blockhash, lastValidBlockHeight } = chain.latestBlockhash();
 */
export function createLocalChain(svm: LiteSVM) {
  // Our own window replaces litesvm's latest-only check, so a client's blockhash survives other sends.
  svm.withBlockhashCheck(false);
  const recent = new Map<string, bigint>();
  const landed = new Map<string, LandedTransaction>();
  const blockHeight = () => svm.getClock().slot - SLOT_HEIGHT_GAP;

  const setTime = () => {
    const clock = svm.getClock();
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000));
    svm.setClock(clock);
  };
  const issueBlockhash = () => recent.set(svm.latestBlockhash(), blockHeight() + BLOCKHASH_VALIDITY);
  setTime();
  issueBlockhash();

  /** Moves to a later slot with a new blockhash; blockhashes past their last valid height expire. */
  function advance(slots = 1n) {
    svm.warpToSlot(svm.getClock().slot + slots);
    setTime();
    svm.expireBlockhash();
    const height = blockHeight();
    for (const [hash, lastValid] of recent) if (lastValid < height) recent.delete(hash);
    issueBlockhash();
  }

  function snapshot(keys: readonly Address[]): BalanceSnapshot {
    const tokens: TokenBalance[] = [];
    const balances = keys.map((key, accountIndex) => {
      const account = svm.getAccount(key);
      if (!account.exists) return 0n;
      const parsed = parseTokenAccount(svm, account);
      if (parsed) {
        const { mint, owner, tokenAmount } = parsed.info;
        tokens.push({ accountIndex, mint, owner, programId: account.programAddress, uiTokenAmount: tokenAmount });
      }
      return BigInt(account.lamports);
    });
    return { lamports: balances, tokens };
  }

  const messageOf = (transaction: Transaction) => getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);

  return {
    svm,
    slot: () => svm.getClock().slot,
    blockHeight,
    advance,
    latestBlockhash: () => {
      const blockhash = svm.latestBlockhash();
      return { blockhash, lastValidBlockHeight: recent.get(blockhash) ?? blockHeight() + BLOCKHASH_VALIDITY };
    },
    isBlockhashValid: (blockhash: string) => recent.has(blockhash),
    /** Ends every blockhash handed out so far: the chain moves past their last valid height. */
    expireBlockhash: () => advance(BLOCKHASH_VALIDITY + 1n),
    transaction: (signature: string) => landed.get(signature),
    transactionCount: () => BigInt(landed.size),
    feeFor: (messageBytes: Transaction['messageBytes']) =>
      LAMPORTS_PER_SIGNATURE * BigInt(getCompiledTransactionMessageDecoder().decode(messageBytes).header.numSignerAccounts),
    blockhashOf: (transaction: Transaction) => messageOf(transaction).lifetimeToken,

    /** Airdrops from litesvm's faucet; resolves the airdrop transaction's signature. */
    airdrop(to: Address, amount: bigint): string {
      const result = svm.airdrop(to, lamports(amount));
      if (!result || result instanceof FailedTransactionMetadata) {
        throw new Error(`airdrop of ${amount} lamports to ${to} failed: ${result ? result.toString() : 'no result'}`);
      }
      const signature = getBase58Decoder().decode(result.signature());
      const empty = { lamports: [], tokens: [] };
      landed.set(signature, { signature, slot: svm.getClock().slot, blockTime: Math.floor(Date.now() / 1000), wire: new Uint8Array(), err: null, logs: result.logs(), unitsConsumed: 0n, fee: 0n, pre: empty, post: empty });
      advance();
      return signature;
    },

    /** Executes `transaction`; a failure that charges the fee lands with its error, as on a cluster. */
    send(transaction: Transaction): SendOutcome {
      const signature = getSignatureFromTransaction(transaction);
      const keys = messageOf(transaction).staticAccounts;
      if (!recent.has(messageOf(transaction).lifetimeToken)) return { dropped: 'BlockhashNotFound', signature, logs: [] };
      const pre = snapshot(keys);
      let result: TransactionMetadata | FailedTransactionMetadata;
      try {
        result = svm.sendTransaction(transaction);
      } catch {
        // litesvm's wrapper throws on a missing signature before the runtime sees the transaction.
        return { dropped: 'SignatureFailure', signature, logs: [] };
      }
      const err = result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null;
      const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
      if (err && !landsDespite(err)) return { dropped: err, signature, logs: meta.logs() };
      const record: LandedTransaction = {
        signature,
        slot: svm.getClock().slot,
        blockTime: Math.floor(Date.now() / 1000),
        wire: new Uint8Array(getTransactionEncoder().encode(transaction)),
        err,
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        fee: LAMPORTS_PER_SIGNATURE * BigInt(Object.keys(transaction.signatures).length),
        pre,
        post: snapshot(keys),
      };
      landed.set(signature, record);
      advance();
      return { landed: record };
    },

    /** Runs `transaction` without committing it. */
    simulate(transaction: Transaction, { sigVerify, replaceRecentBlockhash }: { sigVerify: boolean; replaceRecentBlockhash: boolean }): Simulation {
      if (!replaceRecentBlockhash && !recent.has(messageOf(transaction).lifetimeToken)) {
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, postAccounts: new Map() };
      }
      // biome-ignore lint/complexity/useLiteralKeys: 'inner' is private in litesvm's types; the bracket reads it on purpose
      const verifying = svm['inner'] as { getSigverify(): boolean };
      const before = verifying.getSigverify();
      svm.withSigverify(sigVerify);
      try {
        const result = svm.simulateTransaction(transaction);
        if (result instanceof FailedTransactionMetadata) {
          const meta = result.meta();
          return { err: transactionErrorJson(result.err()), logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts: new Map() };
        }
        const meta = result.meta();
        const postAccounts = new Map(result.postAccounts().map((account) => [account.address, account]));
        return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts };
      } catch {
        return { err: 'SignatureFailure', logs: [], unitsConsumed: 0n, postAccounts: new Map() };
      } finally {
        svm.withSigverify(before);
      }
    },
  };
}
