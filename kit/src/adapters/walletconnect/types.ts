// WalletConnect's types: what the app configures, and the session the adapter drives.
// Type-only, so the static entry stays free of the SDK.

import type { ChainNamespace, CaipNetwork } from '../../core/types.js';

/** The app's page, as wallets show it on the approval screen. */
export interface WalletConnectMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

export interface WalletConnectOptions {
  projectId: string;
  /** The relay's ws(s) URL; default the public WalletConnect relay (keyed by the project id). */
  relayUrl?: string;
  metadata?: Partial<WalletConnectMetadata>;
  /**
   * Keys the SDK stores start with this (default 'wallet-modal'): give each modal on a page its own, so
   * two modals share no session. Keep it the same across reloads, or the session is not restored.
   */
  storagePrefix?: string;
  /**
   * The vendor's attestation check (an iframe on its verify server). Default: on with the public
   * relay only: a self-hosted relay has no verify server, so the kit never calls one for it.
   */
  verify?: boolean;
  /**
   * How long a new pairing waits for the relay before it fails with 'WalletConnect could not be reached'
   * (no network, or the relay refused the project id), in ms. Default WALLETCONNECT_RELAY_TIMEOUT_MS (10 s).
   */
  relayTimeoutMs?: number;
}

/** The EIP-1193 shape the chain adapters drive (viem's `custom` transport accepts it). */
export interface Eip1193Like {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (...args: never[]) => void): void;
  removeListener(event: string, listener: (...args: never[]) => void): void;
}

/** What happens to a live session, per namespace (spec §4 "Wallet session"). */
export type WalletConnectSessionEvent =
  | { type: 'chainChanged'; namespace: ChainNamespace; chainId: number | string }
  | { type: 'accountsChanged'; namespace: ChainNamespace; addresses: string[] }
  | { type: 'disconnect' };

/** A live WalletConnect session; one may carry several namespaces (eip155, solana, bip122). */
export interface WalletConnectSession {
  topic: string;
  /** The wallet on the other end, from its metadata. */
  peer: { name: string; icon?: string };
  /** The namespaces the wallet granted accounts in. */
  namespaces(): ChainNamespace[];
  /** Addresses the session grants on the namespace's current chain. */
  accounts(namespace: ChainNamespace): string[];
  /** The namespace's current chain reference (e.g. 1 for eip155:1, '5eykt…' for Solana mainnet). */
  chainId(namespace: ChainNamespace): number | string;
  /** The chains (CAIP-2) the wallet approved in the namespace. */
  chains(namespace: ChainNamespace): string[];
  /** The methods the wallet approved in the namespace. */
  methods(namespace: ChainNamespace): string[];
  /** Makes an approved chain its namespace's current one, without asking the wallet (solana and bip122 have no switch method). */
  setChain(caipNetworkId: string): void;
  /** A request provider over the session for one namespace; requests go to its current chain. */
  provider(namespace: ChainNamespace): Eip1193Like;
  /** Listens to the session's chain and account changes and its end; returns the unsubscribe. */
  subscribe(listener: (event: WalletConnectSessionEvent) => void): () => void;
}

export interface WalletConnectConnectParameters {
  networks: readonly CaipNetwork[];
  /** The app's active network: made the session's current chain when the wallet approved it. */
  network?: CaipNetwork;
  /** Called with each pairing URI and its expiry (ms since the epoch), again when it is renewed. */
  onUri?: (uri: string, expiry: number) => void;
  /** Only the pairing kept from before a reload: no new pairing, a failure when it expires. */
  resume?: boolean;
}

/** The lazily started SDK side: pairing, restore and teardown of one session. */
export interface WalletConnectClient {
  connect(parameters: WalletConnectConnectParameters): Promise<WalletConnectSession>;
  restore(networks: readonly CaipNetwork[]): Promise<WalletConnectSession | undefined>;
  disconnect(): Promise<void>;
}
