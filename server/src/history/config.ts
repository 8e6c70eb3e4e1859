// The `history` section of the server config: which chains the indexer follows, how it reads them,
// how pages are cut, and the operator's NFT spam allow and deny lists.
import { z } from 'zod';

const caip2 = z.string().regex(/^eip155:[1-9][0-9]{0,15}$/, 'must be a CAIP-2 eip155 chain id such as eip155:1 or eip155:84532');
const caip10 = z
  .string()
  .regex(/^eip155:[0-9]{1,16}:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 contract id such as eip155:1:0xabc…')
  .transform((v) => v.toLowerCase());

export const historyConfigSchema = z.strictObject({
  /** Index the configured chains and serve GET /v1/account/{account}/history. */
  enabled: z.boolean().default(true),
  /** Chains to index (CAIP-2); every configured chain when absent. */
  chains: z.array(caip2).optional(),
  /** How often each chain's head is polled once the index has caught up. */
  pollIntervalMs: z.number().int().min(10).max(600_000).default(2000),
  /** Blocks read per step: one eth_getLogs over the range, one eth_getBlockByNumber per block. */
  blockRange: z.number().int().min(1).max(10_000).default(100),
  /** JSON-RPC requests per HTTP batch (1: no batching). */
  rpcBatchSize: z.number().int().min(1).max(1000).default(20),
  /** A chain seen for the first time is indexed from this many blocks behind its head (RPC not on loopback). */
  lookbackBlocks: z.number().int().min(0).default(1000),
  /** Where a chain's index starts the first time it is indexed, by CAIP-2 id; overrides the default. */
  startBlocks: z.record(caip2, z.number().int().min(0)).default({}),
  /** Transaction records per page. */
  pageSize: z.number().int().min(1).max(100).default(20),
  /** Transfers listed per record (a transaction may move thousands of tokens to one account). */
  maxTransfersPerRecord: z.number().int().min(1).max(1000).default(50),
  /** NFT contracts (CAIP-10) whose transfers are flagged `is_spam` (the deny list). */
  spamContracts: z.array(caip10).default([]),
  /** NFT contracts (CAIP-10) never flagged, whatever the heuristics say (the allow list). */
  spamAllowContracts: z.array(caip10).default([]),
  /** Flag NFT collections whose name or symbol carries a link or a lure (claim, reward, airdrop, visit, …); see spam.ts. */
  spamHeuristics: z.boolean().default(true),
});

export type HistoryConfig = z.infer<typeof historyConfigSchema>;

/** `history.chains` and `history.startBlocks` may only name chains the config lists under `chains`. */
export function historyChainsConfigured(config: { chains: { id: string }[]; history: HistoryConfig }, ctx: z.RefinementCtx): void {
  const known = new Set(config.chains.map((c) => c.id));
  const check = (id: string, path: (string | number)[]) => {
    if (!known.has(id)) ctx.addIssue({ code: 'custom', path: ['history', ...path], message: `${id} is not one of the configured chains` });
  };
  config.history.chains?.forEach((id, i) => check(id, ['chains', i]));
  for (const id of Object.keys(config.history.startBlocks)) check(id, ['startBlocks', id]);
}
