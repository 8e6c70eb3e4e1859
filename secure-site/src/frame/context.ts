// What every request handler of the wallet frame receives: its dependencies (given by the page, or by a
// test) and the frame's in-memory state.
import type { FrameResult, servedNetworksResult } from '@wallet-modal/schema/embedded';
import type * as z from 'zod/mini';
import type { ApiClient } from '../lib/api.js';
import type { ScryptParams } from '../lib/password.js';
import type { KeyValueStore } from '../lib/storage.js';
import { DEFAULT_SOLANA_CHAIN_ID } from './chains.js';
import type { UiBridge } from './uiBridge.js';

export interface FrameDeps {
  /** The MessageChannel port of the handshake: every reply goes there. */
  port: { postMessage(message: unknown): void };
  store: KeyValueStore;
  api: ApiClient;
  ui: UiBridge;
  projectId: string;
  /** The chain the page was opened with (?chainId). */
  chainId: number;
  reload?: () => void;
  /** Tests use cheaper parameters; the page uses SCRYPT_PARAMS. */
  scryptParams?: ScryptParams;
}

/** A wallet_sendCalls batch: the EOA's transactions, or the smart account's one user operation. */
export type CallsRecord = { chainId: number; hashes: `0x${string}`[] } | { chainId: number; userOperationHash: `0x${string}` };

export interface FrameState {
  /** The EVM chain the app is on. */
  chainId: number;
  /** The Solana network the app is on (CAIP-2): named by GET_USER, SWITCH_NETWORK and Solana requests. */
  solanaChainId: string;
  /** The e-mail of the login in progress (CONNECT_EMAIL → CONNECT_DEVICE / CONNECT_OTP). */
  pendingEmail?: string;
  preferredAccountType: 'eoa' | 'smartAccount';
  appName?: string;
  /** wallet_sendCalls batches by id, for wallet_getCallsStatus. */
  calls: Map<string, CallsRecord>;
  /** The EVM chains with smart accounts (fetched from the server once it answered; spec §3 smartAccountEnabledNetworks). */
  smartAccountNetworks?: number[];
  /** Networks by CAIP-2 id: the app's names (SWITCH_NETWORK's networkName) and the server's registry (POST /networks, asked once). */
  networkNames: { app: Map<string, string>; served?: Promise<Map<string, ServedNetwork>> };
  /** The EVM chains where Simple7702Account was found (the smart account's delegate; smartAccount.ts). */
  delegateChains: Set<number>;
  /** The Farcaster relay channel of GET_FARCASTER_URI that CONNECT_FARCASTER waits on (never leaves the frame). */
  farcaster?: { channelToken: string; expiresAt: number; waiting?: Promise<FrameResult<'CONNECT_FARCASTER'>> };
}

/** A network the server serves: its operator's name and native currency. */
export type ServedNetwork = z.infer<typeof servedNetworksResult>['networks'][number];

export interface FrameContext extends FrameDeps {
  state: FrameState;
}

export function createContext(deps: FrameDeps): FrameContext {
  return { ...deps, state: { chainId: deps.chainId, solanaChainId: DEFAULT_SOLANA_CHAIN_ID, preferredAccountType: 'eoa', calls: new Map(), delegateChains: new Set(), networkNames: { app: new Map() } } };
}
