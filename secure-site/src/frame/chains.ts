// Chain ids as the app sends them (a number, '1', '0x1' or 'eip155:1'; 'solana:…' for Solana): the frame
// serves any EVM chain and any Solana network (the same key on every cluster).
import { getNetwork } from '@wallet-modal/schema/networks';
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

/** The catalogue's name of a chain (an EVM chain id, or a CAIP-2 id), for the approve screen. */
export function networkName(chainId: number | string): string | undefined {
  return getNetwork(typeof chainId === 'number' ? `eip155:${chainId}` : chainId)?.name;
}
