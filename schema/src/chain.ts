// The one place a network becomes a viem chain: the kit's EVM adapter, its wagmi interop and the server
// all call this, so a chain reads the same everywhere. Types only from viem: no runtime import.

import type { Chain } from 'viem';
import type { NetworkDefinition } from './networks.js';

/**
 * The viem chain of an EVM network, with the RPC URLs the network carries (the app's own, when it set them).
 * @example
 * toViemChain(getNetwork('eip155:31337')!).id; // 31337
 */
export function toViemChain(network: NetworkDefinition): Chain {
  if (network.chainNamespace !== 'eip155') throw new Error(`${network.caipNetworkId} is not an EVM network: only eip155 networks have a viem chain`);
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: { default: { ...network.blockExplorers.default } } } : {}),
    testnet: network.testnet,
  };
}

/**
 * A cache of viem chains for one owner (an adapter instance): keyed by the network's id and its RPC
 * URLs, so two modals that give the same chain different URLs never share a chain object.
 * @example
 * const chainOf = viemChainCache();
 * chainOf(network) === chainOf(network); // true
 */
export function viemChainCache(): (network: NetworkDefinition) => Chain {
  const chains = new Map<string, Chain>();
  return (network) => {
    const key = `${network.caipNetworkId} ${network.rpcUrls.default.http.join(' ')}`;
    let chain = chains.get(key);
    if (!chain) chains.set(key, (chain = toViemChain(network)));
    return chain;
  };
}
