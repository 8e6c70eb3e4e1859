// viem clients for the adapter: reads go to the app's RPC URLs with the spec's transport policy (the
// next URL when one fails), wallet calls go to the connected wallet's EIP-1193 provider.

import { createClient, custom, fallback, http, type Chain, type Client, type EIP1193Provider, type Transport } from 'viem';
import { RPC_TRANSPORT_POLICY } from '../../core/rpc/retryPolicy.js';
import type { CaipNetwork } from '../../core/types.js';
import { viemChainCache } from './chain.js';

/** Spec §9 through viem's http transport: 10 s timeout, 3 retries from 150 ms doubled, batches of 1000. */
const HTTP_OPTIONS = {
  timeout: RPC_TRANSPORT_POLICY.timeout,
  retryCount: RPC_TRANSPORT_POLICY.retryCount,
  retryDelay: RPC_TRANSPORT_POLICY.retryDelay,
  batch: { batchSize: RPC_TRANSPORT_POLICY.batchSize },
} as const;

/**
 * One adapter's viem state: read clients by RPC URL list and viem chains by network and URLs. Each
 * adapter keeps its own, so two modals share nothing, not even a chain object.
 */
export interface ReadClients {
  readonly clients: Map<string, Client>;
  /** The adapter's chain cache, made on the first read or wallet call. */
  chainOf?: (network: CaipNetwork) => Chain;
}

/** A new, empty state for one adapter instance. */
export const readClients = (): ReadClients => ({ clients: new Map() });

/** The adapter's viem chain of a network (its own cache, keyed by id and RPC URLs). */
export function chainOf(network: CaipNetwork, state: ReadClients): Chain {
  state.chainOf ??= viemChainCache();
  return state.chainOf(network);
}

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
export function readClient(network: CaipNetwork, state: ReadClients): Client {
  const urls = network.rpcUrls.default.http;
  if (!urls[0]) throw new Error(`No RPC url provided for chainId: ${network.id}`);
  const key = `${network.caipNetworkId} ${urls.join(' ')}`;
  let client = state.clients.get(key);
  if (!client) {
    client = createClient({ chain: chainOf(network, state), transport: readTransport(urls) });
    state.clients.set(key, client);
  }
  return client;
}

/** What the wallet calls need of a provider: an injected wallet's, or a WalletConnect session's. */
export type WalletProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> };

/** A client that sends requests to the wallet itself. */
export function walletClient(provider: WalletProvider): Client {
  return createClient({ transport: custom(provider as EIP1193Provider) });
}
