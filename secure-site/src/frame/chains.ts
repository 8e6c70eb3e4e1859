// Chain ids as the app sends them (a number, '1', '0x1' or 'eip155:1'; 'solana:…' for Solana): the frame
// serves any EVM chain and any Solana network (the same key on every cluster).
import { getNetwork } from '@wallet-modal/schema/networks';
import type { FrameContext, ServedNetwork } from './context.js';
import { FrameRequestError } from './errors.js';

/**
 * @example
 * parseEvmChainId('eip155:10'); // 10
 */
export function parseEvmChainId(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.startsWith('eip155:') ? value.slice('eip155:'.length) : value;
  const id = /^0x[0-9a-fA-F]{1,13}$/.test(text) ? Number.parseInt(text, 16) : /^[0-9]{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new FrameRequestError('UNKNOWN', 'Unsupported chain');
  return id;
}

/** Solana mainnet: the Solana network until the app names one. */
export const DEFAULT_SOLANA_CHAIN_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The chain type a chain id names: 'solana:…' and 'bip122:…' by their namespace, anything else is EVM (or refused by parseEvmChainId). */
export function chainTypeOf(value: string | number): 'eip155' | 'solana' | 'bip122' | 'other' {
  if (typeof value === 'number') return 'eip155';
  const namespace = /^([a-z0-9-]{3,8}):/.exec(value)?.[1];
  if (namespace === undefined || namespace === 'eip155') return 'eip155';
  return namespace === 'solana' || namespace === 'bip122' ? namespace : 'other';
}

/**
 * A Solana network's CAIP-2 id: 'solana:' and the genesis hash's first 32 base58 characters.
 * @example
 * parseSolanaChainId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'); // the same
 */
export function parseSolanaChainId(value: string | number): string {
  if (typeof value !== 'string' || !/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(value)) throw new FrameRequestError('UNKNOWN', 'Unsupported chain');
  return value;
}

/** The CAIP-2 id of a chain id as the frame holds it (an EVM chain number, or a CAIP-2 id). */
export const caipNetworkIdOf = (chainId: number | string): string => (typeof chainId === 'number' ? `eip155:${chainId}` : chainId);

/**
 * The name of a chain for the approve screen: the server's registry (what the operator configured), then the
 * built-in catalogue, then the app's own definition (it named it on SWITCH_NETWORK); undefined when none knows
 * it (the screen then shows its id, never a blank). The app comes last because the frame does not trust it:
 * a page must not relabel Ethereum as a testnet; it names only the chains nobody else knows.
 */
export async function networkName(ctx: FrameContext, chainId: number | string): Promise<string | undefined> {
  const id = caipNetworkIdOf(chainId);
  return (await servedNetworks(ctx)).get(id)?.name ?? getNetwork(id)?.name ?? ctx.state.networkNames.app.get(id);
}

/**
 * An EVM chain's native currency for the approve screen's amounts: the server's registry, then the catalogue,
 * else ETH with 18 decimals.
 */
export async function currencyOf(ctx: FrameContext, chainId: number): Promise<{ symbol: string; decimals: number }> {
  const id = caipNetworkIdOf(chainId);
  const known = (await servedNetworks(ctx)).get(id)?.nativeCurrency ?? getNetwork(id)?.nativeCurrency;
  return known ? { symbol: known.symbol, decimals: known.decimals } : { symbol: 'ETH', decimals: 18 };
}

/** The server's networks by CAIP-2 id, asked once; none when it cannot be asked (the catalogue still names the built-in ones). */
function servedNetworks(ctx: FrameContext): Promise<Map<string, ServedNetwork>> {
  ctx.state.networkNames.served ??= ctx.api.servedNetworks().then(
    ({ networks }) => new Map(networks.map((network) => [network.caipNetworkId, network])),
    () => {
      ctx.state.networkNames.served = undefined; // asked again next time
      return new Map<string, ServedNetwork>();
    },
  );
  return ctx.state.networkNames.served;
}
