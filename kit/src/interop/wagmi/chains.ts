// The app's eip155 networks as wagmi's createConfig takes them: viem chains and an HTTP transport
// for each (the RPC URL the modal uses), so the networks are written once, in the modal's config.

import { toViemChain } from '@wallet-modal/schema/chain';
import { http, type Chain, type HttpTransport } from 'viem';
import type { WalletModal } from '../../core/client.js';

export interface WagmiNetworks {
  chains: readonly [Chain, ...Chain[]];
  transports: Record<number, HttpTransport>;
}

/**
 * The modal's eip155 networks, for wagmi's `createConfig` (wagmi 2 or 3).
 * @example
 * const config = createConfig({ ...wagmiNetworks(modal), connectors: [walletModalConnector(modal)] });
 */
export function wagmiNetworks(modal: WalletModal): WagmiNetworks {
  const networks = modal.options.networks.filter((network) => network.chainNamespace === 'eip155');
  const chains = networks.map(toViemChain);
  const [first, ...rest] = chains;
  if (!first) throw new Error(`wagmiNetworks: the modal lists no eip155 network (its networks: ${modal.options.networks.map((n) => n.caipNetworkId).join(', ')}); add one, e.g. 'eip155:1'`);
  return {
    chains: [first, ...rest],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
  };
}
