// viem clients for the adapter: reads go to the app's RPC URLs with the spec's transport policy (the
// next URL when one fails), wallet calls go to the connected wallet's EIP-1193 provider.

import { createClient, custom, fallback, http, type Client, type EIP1193Provider, type Transport } from 'viem';
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

/** Read clients by RPC URL list; each adapter keeps its own, so two modals share nothing. */
export type ReadClients = Map<string, Client>;

/**
 * One URL: viem's http transport with the policy. Several: each is tried once per round in order (a
 * refused, timed-out, failing or garbled answer hands the read to the next at once), and the round is
 * retried by the policy (3 times from 150 ms doubled, Retry-After honoured).
 */
function readTransport(urls: readonly string[]): Transport {
  if (urls.length === 1) return http(urls[0], HTTP_OPTIONS);
  // No retryCount on the members: viem's fallback runs them with 0 retries and retries the round itself.
  const { retryCount, retryDelay, ...member } = HTTP_OPTIONS;
  return fallback(urls.map((url) => http(url, member)), { retryCount, retryDelay });
}

/** A read client on the network's own RPC URLs (never a vendor RPC unless the app lists one), made once per URL list. */
export function readClient(network: CaipNetwork, clients: ReadClients): Client {
  const urls = network.rpcUrls.default.http;
  if (!urls[0]) throw new Error(`No RPC url provided for chainId: ${network.id}`);
  const key = urls.join(' ');
  let client = clients.get(key);
  if (!client) {
    client = createClient({ chain: toViemChain(network), transport: readTransport(urls) });
    clients.set(key, client);
  }
  return client;
}

/** What the wallet calls need of a provider: an injected wallet's, or a WalletConnect session's. */
export type WalletProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> };

/** A client that sends requests to the wallet itself. */
export function walletClient(provider: WalletProvider, network?: CaipNetwork): Client {
  return createClient({ chain: network && toViemChain(network), transport: custom(provider as EIP1193Provider) });
}
