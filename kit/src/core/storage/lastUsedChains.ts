// The network last used in each namespace (spec §3 "last used chain"): an app on EVM and Solana keeps
// both the EVM chain and the Solana cluster the user was on, not only the active one, across reloads.

import type { ChainNamespace } from '../types.js';
import { STORAGE_KEYS } from './keys.js';
import { safeStorage } from './safeStorage.js';

type LastUsedChains = Partial<Record<ChainNamespace, string>>;

/**
 * The CAIP-2 id last used per namespace; a corrupt or foreign value reads as absent.
 * @example
 * readLastUsedChains(); // { eip155: 'eip155:8453', solana: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }
 */
export function readLastUsedChains(): LastUsedChains {
  return safeStorage.getJSON(STORAGE_KEYS.LAST_USED_CHAIN, asLastUsedChains) ?? {};
}

/** Remembers `caipNetworkId` as its namespace's last used network, keeping the other namespaces'. */
export function writeLastUsedChain(caipNetworkId: string): void {
  const namespace = caipNetworkId.split(':')[0] as ChainNamespace;
  const chains = readLastUsedChains();
  if (chains[namespace] !== caipNetworkId) safeStorage.setJSON(STORAGE_KEYS.LAST_USED_CHAIN, { ...chains, [namespace]: caipNetworkId });
}

function asLastUsedChains(value: unknown): LastUsedChains | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(([namespace, id]) => typeof id === 'string' && id.startsWith(`${namespace}:`) && id.length <= 100);
  return Object.fromEntries(entries) as LastUsedChains;
}
