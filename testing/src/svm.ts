// A local Solana chain for tests and the demo: litesvm in this process behind a JSON-RPC 2.0 server on
// loopback (the methods wallets, @solana/kit's RPC client, the kit and our server use; see svm/*.ts).
// No websocket subscriptions: clients poll getSignatureStatuses (statuses are 'finalized' once landed).
// No npm package ships a Solana validator (solana-test-validator, surfpool): litesvm is the SVM here.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { LiteSVM } from 'litesvm';
import { createLocalChain, type LocalChain } from './svm/chain';
import { parseMint, parseTokenAccount, TOKEN_2022_PROGRAM_ADDRESS } from './svm/encoding';
import { transactionErrorText } from './svm/errors';
import { rpcListener } from './svm/http';
import { readMethods } from './svm/read-methods';
import { transactionMethods } from './svm/transaction-methods';

/** Devnet's genesis hash; its first 32 characters make the CAIP-2 id solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1. */
export const DEVNET_GENESIS_HASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';

export interface StartSvmParameters {
  /** Default: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** What getGenesisHash answers; default devnet's, so clients see the devnet CAIP-2 id. */
  genesisHash?: string;
}

export interface Svm {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The in-process chain, for assertions. */
  svm: LiteSVM;
  /** Adds `lamports` to `address` (an airdrop; the chain moves one slot). */
  fund(address: string, lamports: bigint): void;
  /** Creates a mint (no freeze authority) and resolves its address; the authority defaults to the SVM's own payer. */
  createMint(params: { decimals: number; program?: 'token' | 'token-2022'; mintAuthority?: KeyPairSigner }): Promise<string>;
  /** Mints to the owner's associated token account, creating it when missing; resolves the token account. */
  mintTo(params: { mint: string; owner: string; amount: bigint }): Promise<string>;
  /** The owner's balance of `mint` in base units over all its token accounts; 0n when it has none. */
  tokenBalance(owner: string, mint: string): bigint;
  /** Ends every blockhash handed out so far (the chain moves past their last valid block height). */
  expireBlockhash(): void;
  close(): Promise<void>;
}

/** Signs `instructions` with the payer (and the signers they name) and lands them, or throws with Solana's error text. */
async function execute(chain: LocalChain, payer: KeyPairSigner, instructions: Instruction[]): Promise<void> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(chain.latestBlockhash(), m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const outcome = chain.send(await signTransactionMessageWithSigners(message));
  const err = 'dropped' in outcome ? outcome.dropped : outcome.landed.err;
  if (err) {
    const logs = 'dropped' in outcome ? outcome.logs : outcome.landed.logs;
    throw new Error(`local SVM transaction failed: ${transactionErrorText(err)}\n${logs.join('\n')}`);
  }
}

/**
 * Starts the local SVM and its JSON-RPC server.
 * @example
 * const solana = await startSvm();
 * solana.fund(DEV_SOLANA_ACCOUNTS[0].address, 100n * 10n ** 9n);
 * const rpc = createSolanaRpc(solana.url);
 * await rpc.getBalance(address(DEV_SOLANA_ACCOUNTS[0].address)).send();
 * await solana.close();
 */
export async function startSvm({ port = 0, host = '127.0.0.1', genesisHash = DEVNET_GENESIS_HASH }: StartSvmParameters = {}): Promise<Svm> {
  // The faucet behind fund and requestAirdrop holds 10^9 SOL.
  const svm = new LiteSVM().withLamports(10n ** 18n).withTransactionHistory(1_000_000n);
  const chain = createLocalChain(svm);
  const payer = await generateKeyPairSigner();
  chain.airdrop(payer.address, 10_000n * 10n ** 9n);
  const mintAuthorities = new Map<string, KeyPairSigner>();
  const methods = { ...readMethods(genesisHash), ...transactionMethods };

  const server = createServer(rpcListener(chain, methods));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: listening } = server.address() as AddressInfo;

  const tokenAccounts = (owner: string, mint: string) =>
    [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS].flatMap((program) =>
      svm.getProgramAccounts(program).flatMap((account) => {
        const parsed = parseTokenAccount(svm, account);
        return parsed && parsed.info.owner === owner && parsed.info.mint === mint ? [parsed.info] : [];
      }),
    );

  return {
    url: `http://${host}:${listening}`,
    svm,
    fund: (to, lamports) => void chain.airdrop(address(to), lamports),
    async createMint({ decimals, program = 'token', mintAuthority = payer }) {
      const mint = await generateKeyPairSigner();
      const programAddress = program === 'token-2022' ? TOKEN_2022_PROGRAM_ADDRESS : TOKEN_PROGRAM_ADDRESS;
      const space = getMintSize();
      await execute(chain, payer, [
        getCreateAccountInstruction({ payer, newAccount: mint, lamports: svm.minimumBalanceForRentExemption(BigInt(space)), space, programAddress }),
        getInitializeMint2Instruction({ mint: mint.address, decimals, mintAuthority: mintAuthority.address }, { programAddress }),
      ]);
      mintAuthorities.set(mint.address, mintAuthority);
      return mint.address;
    },
    async mintTo({ mint, owner, amount }) {
      const mintAccount = svm.getAccount(address(mint));
      const parsed = mintAccount.exists ? parseMint(mintAccount) : undefined;
      const authority = mintAuthorities.get(mint);
      if (!mintAccount.exists || !parsed || !authority) throw new Error(`mintTo: ${mint} is not a mint this SVM's createMint made`);
      const tokenProgram = mintAccount.programAddress;
      const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram });
      await execute(chain, payer, [
        getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner: address(owner), mint: address(mint), tokenProgram }),
        getMintToCheckedInstruction(
          { mint: address(mint), token: ata, mintAuthority: authority, amount, decimals: parsed.info.decimals },
          { programAddress: tokenProgram },
        ),
      ]);
      return ata;
    },
    tokenBalance: (owner, mint) => tokenAccounts(owner, mint).reduce((sum, info) => sum + BigInt(info.tokenAmount.amount), 0n),
    expireBlockhash: () => chain.expireBlockhash(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
