// How a network shows in the modal: its name (the local development chain as "Local", in the user's
// language), a monogram's initials and colour when it brings no icon.

import type { CaipNetwork } from '../../core/types.js';
import { t } from '../i18n/en.js';

/** The id anvil and hardhat start with; viem names it Anvil, Hardhat, Foundry or Localhost. */
const LOCAL_ID = 'eip155:31337';
const LOCAL_NAMES = new Set(['local', 'localhost', 'anvil', 'hardhat', 'foundry']);

/**
 * The network's name as the modal shows it; the local chain under a tool's name reads "Local".
 * @example
 * networkName(getNetwork('eip155:31337')!); // 'Local' ('Lokal' in German)
 */
export function networkName(network: CaipNetwork): string {
  return network.caipNetworkId === LOCAL_ID && LOCAL_NAMES.has(network.name.trim().toLowerCase()) ? t('networks.local') : network.name;
}

/**
 * Up to two initials: of the first two words ("Base Sepolia" → "BS"), else the name's first letter.
 * @example
 * initials('OP Mainnet'); // 'OM'
 */
export function initials(name: string): string {
  const words = name.trim().split(/[\s\-_]+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/**
 * Which of `count` colours a network's monogram takes: a hash of its CAIP-2 id (FNV-1a), so a network
 * keeps its colour everywhere and two networks of one name usually differ.
 * @example
 * colourIndex('eip155:84532', 8); // the same number on every page
 */
export function colourIndex(caipNetworkId: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < caipNetworkId.length; i++) hash = Math.imul(hash ^ caipNetworkId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % count;
}
