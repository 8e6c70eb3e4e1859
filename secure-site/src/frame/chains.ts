// Chain ids as the app sends them (a number, '1', '0x1' or 'eip155:1'): the frame serves any EVM chain.
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

/** The catalogue's name of an EVM chain, for the approve screen. */
export function networkName(chainId: number): string | undefined {
  return getNetwork(`eip155:${chainId}`)?.name;
}
