// Shared types of the core: views, networks, connectors and the ChainAdapter every chain family implements.

import type { ChainNamespace, NetworkDefinition } from '@wallet-modal/schema/networks';

export type { ChainNamespace };

/** A network as the kit uses it: the catalogue entry with the app's RPC URL applied. */
export type CaipNetwork = NetworkDefinition;

/** A CAIP-2 network id, `namespace:reference`. */
export type CaipNetworkId = `${string}:${string}`;

/** A CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`;

/** The modal's views (spec §2). Send, receive, on-ramp and activity views join with their features. */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Swap';

export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN';

/** A way to connect a wallet, as the views list it (spec §3 "Connector"). */
export interface Connector {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string;
  info?: { rdns?: string };
  explorerId?: string;
  /** A wallet's WalletConnect deep links (spec §3 "Wallet entry"), when it came from a directory. */
  links?: WalletLinks;
}

/** Where a wallet app opens a pairing URI: its native app, its web app, or its desktop app. */
export interface WalletLinks {
  mobile?: string;
  webapp?: string;
  desktop?: string;
}

/** Progress an adapter reports while a connect waits for the wallet (WalletConnect's pairing URI). */
export interface ConnectHooks {
  /** A pairing URI to show as QR code or deep link, and when it expires (ms since the epoch). */
  onUri?: (uri: string, expiry: number) => void;
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** What an adapter reports about the account it connected. */
export interface AdapterAccount {
  address: string;
  chainId: number | string;
  connectorId: string;
}

/** Events an adapter emits; the core turns them into store updates. */
export interface AdapterEvents {
  accountsChanged: (addresses: string[]) => void;
  chainChanged: (chainId: number | string) => void;
  disconnect: () => void;
  connectorsChanged: (connectors: Connector[]) => void;
}

/** A transaction the views ask an adapter to send; values are in the chain's smallest unit. */
export interface SendTransactionRequest {
  to: string;
  value: bigint;
  data?: `0x${string}`;
}

/**
 * One chain family (EVM, Solana, …). Core knows CAIP ids, never an SDK's types.
 * @example
 * const modal = createWalletModal({ ...config, adapters: [evmAdapter()] });
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  /** Starts discovery (e.g. EIP-6963) and wires events. Called once in the browser. */
  setup(context: AdapterContext): void;
  /** Reconnects silently to a connector used before; resolves undefined when it cannot. */
  reconnect(connectorId: string): Promise<AdapterAccount | undefined>;
  connect(connectorId: string, network: CaipNetwork, hooks?: ConnectHooks): Promise<AdapterAccount>;
  disconnect(): Promise<void>;
  switchNetwork(network: CaipNetwork): Promise<void>;
  signMessage(message: string, address: string): Promise<string>;
  sendTransaction(request: SendTransactionRequest, address: string): Promise<string>;
  /** Native balance in the network's smallest unit, read from the network's RPC URL. */
  getBalance(address: string, network: CaipNetwork): Promise<bigint>;
}

/** What the core hands an adapter at setup. */
export interface AdapterContext {
  networks: readonly CaipNetwork[];
  emit: <E extends keyof AdapterEvents>(event: E, ...args: Parameters<AdapterEvents[E]>) => void;
}
