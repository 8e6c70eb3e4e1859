// Reads many contract calls in one eth_call through Multicall3 when the chain has it deployed,
// else one eth_call each. Which path is used is decided by checking the configured address's code.
import type { Abi, Address, ContractFunctionParameters } from 'viem';
import type { ChainEntry } from './registry.js';

export type ReadResult = { status: 'success'; result: unknown } | { status: 'failure'; error: Error };

const MULTICALL_CHECK_TTL_MS = 60_000;

/** Whether Multicall3 is deployed at the configured address (cached for a minute). */
export async function hasMulticall(chain: ChainEntry): Promise<boolean> {
  const address = chain.config.multicall3;
  if (!address) return false;
  const seen = chain.cache.multicall;
  if (seen && Date.now() - seen.at < MULTICALL_CHECK_TTL_MS) return seen.deployed;
  const code = await chain.client.getCode({ address: address as Address });
  const deployed = Boolean(code && code !== '0x');
  chain.cache.multicall = { at: Date.now(), deployed };
  return deployed;
}

export async function readContracts(chain: ChainEntry, calls: ContractFunctionParameters<Abi>[]): Promise<ReadResult[]> {
  if (await hasMulticall(chain)) {
    const results = await chain.client.multicall({
      contracts: calls,
      allowFailure: true,
      multicallAddress: chain.config.multicall3 as Address,
    });
    return results.map((r) => (r.status === 'success' ? { status: 'success', result: r.result } : { status: 'failure', error: r.error }));
  }
  return Promise.all(
    calls.map(async (call): Promise<ReadResult> => {
      try {
        return { status: 'success', result: await chain.client.readContract(call) };
      } catch (error) {
        if (isTransportError(error)) throw error;
        return { status: 'failure', error: error as Error };
      }
    }),
  );
}

/** A node that cannot be reached is a failure of the request, not of one token. */
export function isTransportError(error: unknown): boolean {
  let e = error as { name?: string; cause?: unknown } | undefined;
  while (e) {
    if (e.name === 'HttpRequestError' || e.name === 'TimeoutError') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** viem's one-line summary of an error, else its message's first line. */
export function shortMessage(error: unknown): string {
  const e = error as { shortMessage?: unknown; message?: unknown } | undefined;
  const text = typeof e?.shortMessage === 'string' ? e.shortMessage : typeof e?.message === 'string' ? e.message : String(error);
  return text.split('\n')[0]!.slice(0, 200);
}
