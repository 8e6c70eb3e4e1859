// The account's balance changes if the calls ran now: eth_simulateV1 on the operator's node (through the
// server's RPC proxy) with traceTransfers, so native transfers come back as Transfer logs of 0xeee…e beside the
// ERC-20 ones. A node that cannot simulate is said so plainly; nothing is made up. Fees are not included.
import type { Simulation } from '../../shared/channel.js';
import { formatUnits, toHex, type Hex } from 'viem';
import * as z from 'zod/mini';
import type { ExplainEnv } from './env.js';
import { tokenInfo, tokenLabel } from './tokens.js';

const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** Where eth_simulateV1's traceTransfers puts native transfers. */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const log = z.object({ address: hex, topics: z.array(hex), data: hex });
const result = z.array(
  z.object({
    calls: z.array(z.object({ status: hex, logs: z.optional(z.array(log)), error: z.optional(z.object({ message: z.optional(z.string()) })) })),
  }),
);

export interface SimulatedCall {
  to?: `0x${string}`;
  value: bigint;
  data?: Hex;
}

const topicAddress = (topic: string | undefined) => (topic ? `0x${topic.slice(-40)}`.toLowerCase() : '');

/** Net change per asset (lower-case address, NATIVE for the currency) from the ERC-20 and native Transfer logs. */
function changesOf(account: string, logs: z.infer<typeof log>[]): Map<string, bigint> {
  const changes = new Map<string, bigint>();
  for (const entry of logs) {
    // ERC-20 Transfer: three topics and the amount as data (ERC-721's has the token id as a fourth topic).
    if (entry.topics[0]?.toLowerCase() !== TRANSFER || entry.topics.length !== 3 || entry.data.length !== 66) continue;
    const amount = BigInt(entry.data);
    const asset = entry.address.toLowerCase();
    const from = topicAddress(entry.topics[1]);
    const to = topicAddress(entry.topics[2]);
    let delta = 0n;
    if (from === account) delta -= amount;
    if (to === account) delta += amount;
    if (delta !== 0n) changes.set(asset, (changes.get(asset) ?? 0n) + delta);
  }
  return changes;
}

const signed = (amount: bigint, text: string) => `${amount < 0n ? '−' : '+'}${text}`;

/** Simulates `calls` in order from the account, in one block on top of the latest. */
export async function simulate(env: ExplainEnv, calls: readonly SimulatedCall[]): Promise<Simulation> {
  let answer: z.infer<typeof result>;
  try {
    const params = { blockStateCalls: [{ calls: calls.map((c) => ({ from: env.account, ...(c.to ? { to: c.to } : {}), value: toHex(c.value), ...(c.data ? { input: c.data } : {}) })) }], traceTransfers: true, validation: false };
    answer = result.parse(await env.rpc('eth_simulateV1', [params, 'latest']));
  } catch (error) {
    return { error: `Could not simulate this on the network's node (${error instanceof Error ? error.message : 'no answer'}): the balance changes are not known.` };
  }
  const results = answer[0]?.calls ?? [];
  if (results.length !== calls.length) return { error: 'Could not simulate this: the node answered for another number of calls, so the balance changes are not known.' };
  const failed = results.findIndex((c) => c.status !== '0x1');
  if (failed >= 0) {
    const reason = results[failed]?.error?.message;
    return { error: `${calls.length > 1 ? `Call ${failed + 1} fails` : 'This transaction fails'} in simulation${reason ? ` (${reason.slice(0, 300)})` : ''}: it would revert and only cost the fee.` };
  }
  const changes = changesOf(env.account.toLowerCase(), results.flatMap((c) => c.logs ?? []));
  if (changes.size === 0) return { changes: [] };
  const texts = await Promise.all(
    [...changes].map(async ([asset, amount]) => {
      const magnitude = amount < 0n ? -amount : amount;
      if (asset === NATIVE) return signed(amount, `${formatUnits(magnitude, env.currency.decimals)} ${env.currency.symbol}`);
      const token = await tokenInfo(env, asset as `0x${string}`);
      return signed(amount, token.decimals === undefined ? `${magnitude} raw units of ${tokenLabel(token)}` : `${formatUnits(magnitude, token.decimals)} ${tokenLabel(token)}`);
    }),
  );
  return { changes: texts };
}
