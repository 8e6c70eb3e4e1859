// A small client of an Esplora-compatible HTTP API (Blockstream's esplora, mempool.space's /api,
// electrs): one GET per call, the server's RPC timeout and retry policy, every answer parsed by zod.
import { z } from 'zod';
import type { Config } from '../../config/schema.js';

/** Statuses after which a read is tried again (the RPC policy's list, spec §8). */
const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** The API did not answer, answered an error status, or answered a shape it should not. */
export class EsploraError extends Error {
  override name = 'EsploraError';
}

const txoStats = z.object({
  funded_txo_sum: z.number().int().nonnegative(),
  spent_txo_sum: z.number().int().nonnegative(),
});

/** GET /address/{address}: confirmed (chain_stats) and unconfirmed (mempool_stats) sums in satoshis. */
export const esploraAddress = z.object({ chain_stats: txoStats, mempool_stats: txoStats });
export type EsploraAddress = z.infer<typeof esploraAddress>;

export type EsploraClient = {
  /** The address's balance in satoshis: confirmed plus unconfirmed, funded less spent. */
  balance(address: string): Promise<bigint>;
};

/**
 * @example
 * const sats = await esploraClient('https://mempool.space/api', config.rpc).balance('bc1q…');
 */
export function esploraClient(baseUrl: string, policy: Config['rpc']): EsploraClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const url = `${base}${path}`;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(policy.timeoutMs), headers: { accept: 'application/json' } });
      } catch (cause) {
        if (attempt < policy.retryCount) {
          await wait(policy.retryDelayMs * 2 ** attempt);
          continue;
        }
        throw new EsploraError(`GET ${url} failed: ${(cause as Error).message}`, { cause });
      }
      if (!response.ok) {
        await response.body?.cancel();
        if (RETRY_STATUSES.has(response.status) && attempt < policy.retryCount) {
          await wait(policy.retryDelayMs * 2 ** attempt);
          continue;
        }
        throw new EsploraError(`GET ${url} answered HTTP ${response.status}`);
      }
      const parsed = schema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new EsploraError(`GET ${url} answered an unexpected shape: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    }
  }

  return {
    async balance(address) {
      const { chain_stats: chain, mempool_stats: mempool } = await get(`/address/${encodeURIComponent(address)}`, esploraAddress);
      const sats = BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum);
      if (sats < 0n) throw new EsploraError(`${base} reports more spent than funded for ${address}`);
      return sats;
    },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
