// viem clients for the adapter: reads go to the app's RPC URL with the spec's transport policy,
// wallet calls go to the connected wallet's EIP-1193 provider.

import { createClient, custom, http, type Client, type EIP1193Provider } from 'viem';
import { RPC_TRANSPORT_POLICY } from '../../core/rpc/retryPolicy.js';
import type { CaipNetwork } from '../../core/types.js';
import { toViemChain } from './chain.js';

/** Spec §9 through viem's http transport: 10 s timeout, 3 retries from 150 ms doubled, batches of 1000. */
const HTTP_OPTIONS = {
  timeout: RPC_TRANSPORT_POLICY.timeout,
  retryCount: RPC_TRANSPORT_POLICY.retryCount,
  retryDelay: RPC_TRANSPORT_POLICY.retryDelay,
  batch: { batchSize: RPC_TRANSPORT_POLICY.batchSize },
} as const;

/** Read clients by RPC URL; each adapter keeps its own, so two modals share nothing. */
export type ReadClients = Map<string, Client>;

/** A read client on the network's own RPC URL (never a vendor RPC unless the app lists one), made once per URL. */
export function readClient(network: CaipNetwork, clients: ReadClients): Client {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new Error(`No RPC url provided for chainId: ${network.id}`);
  let client = clients.get(url);
  if (!client) {
    client = createClient({ chain: toViemChain(network), transport: http(url, HTTP_OPTIONS) });
    clients.set(url, client);
  }
  return client;
}

/** What the wallet calls need of a provider: an injected wallet's, or a WalletConnect session's. */
export type WalletProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> };

/** A client that sends requests to the wallet itself. */
export function walletClient(provider: WalletProvider, network?: CaipNetwork): Client {
  return createClient({ chain: network && toViemChain(network), transport: custom(provider as EIP1193Provider) });
}
