// viem clients for the adapter: reads go to the app's RPC URL with the spec's transport policy,
// wallet calls go to the connected wallet's EIP-1193 provider.

import { createClient, custom, http, type Client, type EIP1193Provider } from 'viem';
import type { CaipNetwork } from '../../core/types.js';
import { toViemChain } from './chain.js';

/** Spec §9: default RPC timeout 10 s, 3 retries from 150 ms doubled each try, batches of up to 1000. */
export const RPC_TRANSPORT_POLICY = { timeout: 10_000, retryCount: 3, retryDelay: 150, batch: { batchSize: 1000 } } as const;

const readClients = new Map<string, Client>();

/** A cached read client on the network's own RPC URL (never a vendor RPC unless the app lists one). */
export function readClient(network: CaipNetwork): Client {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new Error(`No RPC url provided for chainId: ${network.id}`);
  let client = readClients.get(url);
  if (!client) {
    client = createClient({ chain: toViemChain(network), transport: http(url, RPC_TRANSPORT_POLICY) });
    readClients.set(url, client);
  }
  return client;
}

/** A client that sends requests to the wallet itself. */
export function walletClient(provider: EIP1193Provider, network?: CaipNetwork): Client {
  return createClient({ chain: network && toViemChain(network), transport: custom(provider) });
}
