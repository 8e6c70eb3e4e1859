// Maps a catalogue network to the chain shape viem expects.

import { defineChain, type Chain } from 'viem';
import type { CaipNetwork } from '../../core/types.js';

const chains = new Map<string, Chain>();

export function toViemChain(network: CaipNetwork): Chain {
  let chain = chains.get(network.caipNetworkId);
  if (!chain) {
    chain = defineChain({
      id: Number(network.id),
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
      blockExplorers: network.blockExplorers && { default: network.blockExplorers.default },
      testnet: network.testnet,
    });
    chains.set(network.caipNetworkId, chain);
  }
  return chain;
}
