// The Solana part of the local world: the SVM (reporting devnet's genesis hash), the dev Solana accounts
// funded with 100 SOL each, and two test tokens they hold: a Token-program mint and a Token-2022 mint.
import { DEV_SOLANA_ACCOUNTS, type DevSolanaAccount } from './accounts';
import { DEVNET_GENESIS_HASH, startSvm, type Svm } from './svm';

/** Devnet's CAIP-2 id: what the local SVM's genesis hash makes it. */
export const LOCAL_SOLANA_CHAIN_ID = `solana:${DEVNET_GENESIS_HASH.slice(0, 32)}` as const;

export type SolanaTestMint = {
  /** The mint's base58 address. */
  address: string;
  program: 'token' | 'token-2022';
  /** The owning token program's address. */
  programId: string;
  decimals: number;
  symbol: string;
  name: string;
};

export type SolanaWorld = {
  svm: Svm;
  /** The SVM's JSON-RPC URL (http://127.0.0.1:<port>). */
  url: string;
  /** 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' (devnet). */
  chainId: typeof LOCAL_SOLANA_CHAIN_ID;
  /** DEV_SOLANA_ACCOUNTS, each funded with 100 SOL and 1,000 of each test token. */
  accounts: readonly DevSolanaAccount[];
  mints: { token: SolanaTestMint; token2022: SolanaTestMint };
  stop: () => Promise<void>;
};

/** SOL each dev account starts with. */
export const DEV_SOLANA_SOL = 100n;
/** Whole tokens of each test mint each dev account starts with. */
export const DEV_SOLANA_TOKENS = 1_000n;

const MINTS = {
  token: { program: 'token', programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', decimals: 6, symbol: 'DSPL', name: 'Demo SPL Token' },
  token2022: { program: 'token-2022', programId: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb', decimals: 6, symbol: 'D2022', name: 'Demo Token-2022' },
} as const;

/**
 * Starts the SVM on `port` (default a free one) and funds the dev Solana accounts.
 * @example
 * const solana = await startSolanaWorld();
 * solana.svm.tokenBalance(solana.accounts[0].address, solana.mints.token.address); // 1_000_000_000n
 * await solana.stop();
 */
export async function startSolanaWorld({ port }: { port?: number } = {}): Promise<SolanaWorld> {
  const svm = await startSvm({ port });
  try {
    const mints = {} as SolanaWorld['mints'];
    for (const [key, mint] of Object.entries(MINTS) as [keyof typeof MINTS, (typeof MINTS)[keyof typeof MINTS]][]) {
      mints[key] = { ...mint, address: await svm.createMint({ decimals: mint.decimals, program: mint.program }) };
    }
    for (const account of DEV_SOLANA_ACCOUNTS) {
      svm.fund(account.address, DEV_SOLANA_SOL * 10n ** 9n);
      for (const mint of Object.values(mints)) {
        await svm.mintTo({ mint: mint.address, owner: account.address, amount: DEV_SOLANA_TOKENS * 10n ** BigInt(mint.decimals) });
      }
    }
    return { svm, url: svm.url, chainId: LOCAL_SOLANA_CHAIN_ID, accounts: DEV_SOLANA_ACCOUNTS, mints, stop: () => svm.close() };
  } catch (error) {
    await svm.close();
    throw error;
  }
}
