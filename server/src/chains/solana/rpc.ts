// The two reads the balance route needs from a Solana cluster's JSON-RPC (@solana/kit's client, which
// keeps u64 values exact), each answer checked with zod, with the server's timeout and retry policy.
import { address, createSolanaRpc, type Address } from '@solana/kit';
import { z } from 'zod';
import type { Config } from '../../config/schema.js';

/** SPL Token and Token-2022: an owner's token accounts live under either program. */
export const TOKEN_PROGRAMS = [address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'), address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')] as const;

/** The cluster did not answer, or answered something that is not Solana's shape. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError';
}

const u64 = z.union([z.bigint(), z.number().int()]).transform(BigInt).pipe(z.bigint().nonnegative());
const balanceAnswer = z.object({ value: u64 });
const tokenAccountsAnswer = z.object({
  value: z.array(
    z.object({
      pubkey: z.string(),
      account: z.object({
        data: z.object({
          parsed: z.object({
            type: z.string(),
            info: z.object({
              mint: z.string(),
              owner: z.string(),
              tokenAmount: z.object({ amount: z.string().regex(/^\d+$/), decimals: z.union([z.number(), z.bigint()]).transform(Number).pipe(z.number().int().min(0).max(255)) }),
            }),
          }),
        }),
      }),
    }),
  ),
});

export type SolanaTokenHolding = { mint: string; amount: bigint; decimals: number };

/**
 * A reader of one cluster's RPC.
 * @example
 * const rpc = solanaReader('https://api.devnet.solana.com', config.rpc);
 * const lamports = await rpc.balance(owner);
 */
export function solanaReader(rpcUrl: string, policy: Config['rpc']) {
  const rpc = createSolanaRpc(rpcUrl);
  async function read<T>(what: string, schema: z.ZodType<T>, request: (abortSignal: AbortSignal) => Promise<unknown>): Promise<T> {
    let failure: unknown;
    for (let attempt = 0; attempt <= policy.retryCount; attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, policy.retryDelayMs * attempt));
      try {
        const answer = await request(AbortSignal.timeout(policy.timeoutMs));
        const parsed = schema.safeParse(answer);
        if (!parsed.success) throw new SolanaRpcError(`${what}: unexpected answer (${z.prettifyError(parsed.error)})`);
        return parsed.data;
      } catch (error) {
        failure = error;
        // An answer in the wrong shape will not improve by asking again.
        if (error instanceof SolanaRpcError) break;
      }
    }
    throw failure instanceof SolanaRpcError ? failure : new SolanaRpcError(`${what} failed: ${(failure as Error).message}`, { cause: failure });
  }
  return {
    /** The owner's lamports. */
    balance: async (owner: Address) =>
      (await read('getBalance', balanceAnswer, (abortSignal) => rpc.getBalance(owner, { commitment: 'confirmed' }).send({ abortSignal }))).value,
    /** Every token account of the owner under both token programs, with its mint, amount and decimals. */
    tokenAccounts: async (owner: Address): Promise<SolanaTokenHolding[]> => {
      const lists = await Promise.all(
        TOKEN_PROGRAMS.map((programId) =>
          read('getTokenAccountsByOwner', tokenAccountsAnswer, (abortSignal) =>
            rpc.getTokenAccountsByOwner(owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }).send({ abortSignal }),
          ),
        ),
      );
      return lists.flatMap(({ value }) =>
        value
          .filter(({ account }) => account.data.parsed.type === 'account' && account.data.parsed.info.owner === owner)
          .map(({ account }) => {
            const { mint, tokenAmount } = account.data.parsed.info;
            return { mint, amount: BigInt(tokenAmount.amount), decimals: tokenAmount.decimals };
          }),
      );
    },
  };
}
