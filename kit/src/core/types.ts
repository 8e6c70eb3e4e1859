// Shared types of the core: views, networks, connectors and the ChainAdapter every chain family implements.

import type { ChainNamespace, NetworkDefinition } from '@wallet-modal/schema/networks';
import type { ApiConfig } from './api/url.js';

export type { ChainNamespace };

/** A network as the kit uses it: the catalogue entry with the app's RPC URL applied. */
export type CaipNetwork = NetworkDefinition;

/** A CAIP-2 network id, `namespace:reference`. */
export type CaipNetworkId = `${string}:${string}`;

/** A CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`;

/** The views of the shell (spec §2). A feature's views (sign-in, approvals, names, swap, …) come with its module. */
export type CoreViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'UnsupportedChain';

/** A view the router can show: the shell's, or one a feature module registers by name. */
export type ViewName = CoreViewName | (string & {});

export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN';

/** A way to connect a wallet, as the views list it (spec §3 "Connector"). */
export interface Connector {
  id: string;
  name: string;
  type: ConnectorType;
  /** The namespaces it connects; a MULTI_CHAIN wallet lists several and appears once. */
  namespaces: readonly ChainNamespace[];
  /** The adapter that connects it (its `id`); set by the core when the adapter reports it. */
  adapterId?: string;
  imageUrl?: string;
  info?: { rdns?: string };
  explorerId?: string;
  /** A wallet's WalletConnect deep links (spec §3 "Wallet entry"), when it came from a directory. */
  links?: WalletLinks;
  /** A MULTI_CHAIN wallet's adapters, each with its own connector id (set by the core when it merges them). */
  parts?: readonly ConnectorPart[];
}

/** One adapter's share of a MULTI_CHAIN wallet. */
export interface ConnectorPart {
  adapterId: string;
  connectorId: string;
  namespaces: readonly ChainNamespace[];
}

/** Where a wallet app opens a pairing URI: its native app, its web app, or its desktop app. */
export interface WalletLinks {
  mobile?: string;
  webapp?: string;
  desktop?: string;
  /** Where to get the wallet on this device (app store, Play store or extension store). */
  store?: string;
}

/** Progress an adapter reports while a connect waits for the wallet (WalletConnect's pairing URI). */
export interface ConnectHooks {
  /** A pairing URI to show as QR code or deep link, and when it expires (ms since the epoch). */
  onUri?: (uri: string, expiry: number) => void;
  /**
   * Take up the pairing shown before the page reloaded (a tab discarded and restored), and only it: no
   * new pairing, and a failure when it expires.
   */
  resume?: boolean;
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** An account an adapter connected, in one namespace. */
export interface AdapterAccount {
  namespace: ChainNamespace;
  address: string;
  chainId: number | string;
  connectorId: string;
  /**
   * Every address the wallet connected in the namespace, each with its account type (a Bitcoin
   * wallet's payment and ordinals addresses); the core shows the one of the namespace's preferred type.
   */
  allAccounts?: readonly AccountEntry[];
  /**
   * CAIP-2 ids of the networks the wallet approved in this namespace, when it approved only some of
   * those proposed (a WalletConnect session); absent when the wallet serves every network it is asked for.
   */
  approvedNetworks?: readonly string[];
}

/** The account types of spec §3 and §9: bip122 payment, ordinal or stx; eip155, polkadot and solana eoa or smartAccount. */
export type AccountType = 'payment' | 'ordinal' | 'stx' | 'eoa' | 'smartAccount';

/** One address of a connected wallet (spec §3 "allAccounts"). */
export interface AccountEntry {
  address: string;
  type: AccountType;
  /** Hex; what a verifier needs for some address types (a P2TR address's x-only key). */
  publicKey?: string;
}

/** Events an adapter emits; the core turns them into the stores of the namespace they name. */
export interface AdapterEvents {
  /** `allAccounts`: the addresses with their account types, when the wallet tells them (Bitcoin). */
  accountsChanged: (namespace: ChainNamespace, addresses: string[], allAccounts?: readonly AccountEntry[]) => void;
  chainChanged: (namespace: ChainNamespace, chainId: number | string) => void;
  /** The wallet ended the connection: of one namespace, or of every namespace the adapter serves. */
  disconnect: (namespace?: ChainNamespace) => void;
  connectorsChanged: (connectors: Connector[]) => void;
}

/** Transaction requests per namespace; values are in the chain's smallest unit. */
export interface TransactionRequests {
  /** `gas`: a gas limit the app already estimated (with headroom); the wallet estimates one when absent. */
  eip155: { to: string; value: bigint; data?: `0x${string}`; gas?: bigint };
  /** SOL (lamports), or an SPL token's base units when `token` is set; the receiver's token account is created when missing. */
  solana: { to: string; value: bigint; token?: SolanaTokenRef };
}

/** An SPL token as a Solana transfer names it: its mint, decimals, and program (Token or Token-2022; read from the mint's account when left out). */
export interface SolanaTokenRef {
  mint: string;
  decimals: number;
  programId?: string;
}

/** A transaction for one namespace, as adapters receive it. */
export type TransactionRequest = {
  [N in keyof TransactionRequests]: { namespace: N } & TransactionRequests[N];
}[keyof TransactionRequests];

/** A transaction apps send; `namespace` defaults to the active one. */
export type SendTransactionRequest = {
  [N in keyof TransactionRequests]: { namespace?: N } & TransactionRequests[N];
}[keyof TransactionRequests];

/** A message to sign with the connected account of a namespace. */
export interface SignMessageRequest {
  namespace: ChainNamespace;
  address: string;
  message: string;
}

/** A raw wallet request (EIP-1193 style) for the connected account of a namespace, e.g. eth_signTypedData_v4. */
export interface WalletRequest {
  namespace: ChainNamespace;
  method: string;
  params?: readonly unknown[];
}

/**
 * One chain family (EVM, Solana, …) or one wallet protocol spanning several (WalletConnect).
 * Core knows CAIP ids, never an SDK's types.
 * @example
 * const modal = createWalletModal({ ...config, adapters: [evmAdapter(), walletConnectAdapter(config)] });
 */
export interface ChainAdapter {
  /** Stable id, e.g. 'evm' or 'walletConnect'; connections remember which adapter made them. */
  readonly id: string;
  readonly namespaces: readonly ChainNamespace[];
  /** Starts discovery (e.g. EIP-6963) and wires events. Called once per modal, in the browser; what it returns stops them (`modal.destroy()`). */
  setup(context: AdapterContext): void | (() => void);
  /** Reconnects silently to a connector used before; resolves no accounts when it cannot. */
  reconnect(connectorId: string): Promise<AdapterAccount[]>;
  /** Connects; `network` is the app's network the wallet should start on. */
  connect(connectorId: string, network: CaipNetwork, hooks?: ConnectHooks): Promise<AdapterAccount[]>;
  /** Whether a pairing shown before the page reloaded may still be approved (WalletConnect); see ConnectHooks.resume. */
  hasPendingPairing?(): boolean;
  disconnect(): Promise<void>;
  switchNetwork(network: CaipNetwork): Promise<void>;
  signMessage(request: SignMessageRequest): Promise<string>;
  sendTransaction(request: TransactionRequest, address: string): Promise<string>;
  /** Any other wallet request (typed data, EIP-5792 calls, …), passed to the wallet as it is; adapters that cannot leave it out. */
  request?(request: WalletRequest): Promise<unknown>;
  /** Starts the connector afresh (the auth connector, after going back from ConnectingFarcaster). */
  reload?(): void;
  /** Native balance in the network's smallest unit, read from its RPC URL; adapters that read no chain leave it out. */
  getBalance?(address: string, network: CaipNetwork): Promise<bigint>;
  /** The network fee a transaction from `address` would cost, in the network's smallest unit, read from its RPC URL. */
  estimateFee?(request: TransactionRequest, address: string, network: CaipNetwork): Promise<bigint>;
  /** The gas (units, not a fee) a transaction from `address` would use, read from the network's RPC URL. */
  estimateGas?(request: TransactionRequest, address: string, network: CaipNetwork): Promise<bigint>;
  /** A contract call's calldata, ABI-encoded (the chain reader encodes for every connection of its namespace). */
  encodeContractCall?(call: ContractCall): Promise<`0x${string}`>;
  /** A contract's view function called on the network's RPC URL, its result ABI-decoded. */
  readContract?(call: ContractCall, network: CaipNetwork): Promise<unknown>;
  /** A record of an ENS name read through the network's ENS Universal Resolver; null when the name has none. */
  resolveEns?(name: string, record: EnsRecord, network: CaipNetwork): Promise<string | null>;
}

/** The ENS records the modal reads: a name's address (coin type 60) and its avatar as an image URL. */
export type EnsRecord = 'address' | 'avatar';

/** A contract function call as apps name it: the contract, its ABI, the function and its arguments. */
export interface ContractCall {
  address: string;
  abi: readonly unknown[];
  functionName: string;
  args?: readonly unknown[];
}

/** What the core hands an adapter at setup. */
export interface AdapterContext {
  networks: readonly CaipNetwork[];
  /** The namespace's current network: the wallet's, or the app's choice where a wallet has none (Solana). */
  network: (namespace: ChainNamespace) => CaipNetwork | undefined;
  /** The app's server, when it set apiUrl: an adapter whose chain is read through it (bip122 balances) uses it. */
  api?: ApiConfig;
  emit: <E extends keyof AdapterEvents>(event: E, ...args: Parameters<AdapterEvents[E]>) => void;
}
