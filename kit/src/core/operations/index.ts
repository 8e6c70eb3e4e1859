// The other operations of the modal instance (spec §7): contract calls, EIP-5792 calls, assets, ENS and units.

import { formatUnits, parseUnits } from '../format/units.js';
import type { ModalCore } from '../instance.js';
import type { WalletAssets } from './assets.js';
import type { CallsStatus, SendCallsParameters, SendCallsReturnType, WalletCapabilities } from './calls.js';
import type { EstimateGasParameters, ReadContractParameters, WriteContractParameters } from './contract.js';
import type { GetEnsParameters } from './ens.js';

// Loaded on first use: the wallet-answer schemas (zod/mini) stay out of the page's start-up JavaScript.
const contract = () => import('./contract.js');
const calls = () => import('./calls.js');
const assets = () => import('./assets.js');
const ens = () => import('./ens.js');

export type * from './assets.js';
export type * from './calls.js';
export type * from './contract.js';
export type * from './ens.js';

export interface WalletModalOperations {
  /** Gas units a transaction from the connected eip155 account would use. */
  estimateGas(request: EstimateGasParameters): Promise<bigint>;
  /** Calls a contract function in a transaction from the connected wallet; resolves the hash. */
  writeContract(request: WriteContractParameters): Promise<string>;
  /** Calls a view function on the current eip155 network; resolves the decoded result. */
  readContract(request: ReadContractParameters): Promise<unknown>;
  /** EIP-5792 capabilities of the connected wallet, by hex chain id. */
  getCapabilities(): Promise<WalletCapabilities>;
  /** EIP-5792 batch of calls; resolves its id. */
  sendCalls(request: SendCallsParameters): Promise<SendCallsReturnType>;
  /** EIP-5792 status of a batch. */
  getCallsStatus(id: string): Promise<CallsStatus>;
  /** The connected account's assets on the current network (wallet_getAssets). */
  getAssets(): Promise<WalletAssets>;
  /** The address an ENS name points to (read on Ethereum); null when it sets none. */
  getEnsAddress(request: GetEnsParameters): Promise<string | null>;
  /** The avatar of an ENS name as an image URL (read on Ethereum); null when it sets none. */
  getEnsAvatar(request: GetEnsParameters): Promise<string | null>;
  /** '1.5', 18 → 1500000000000000000n (exact, no floats). */
  parseUnits(value: string, decimals: number): bigint;
  /** 1500000000000000000n, 18 → '1.5'. */
  formatUnits(value: bigint, decimals: number): string;
}

/** The operations bound to one modal. */
export function operations(modal: ModalCore): WalletModalOperations {
  return {
    estimateGas: async (request) => (await contract()).estimateGas(modal, request),
    writeContract: async (request) => (await contract()).writeContract(modal, request),
    readContract: async (request) => (await contract()).readContract(modal, request),
    getCapabilities: async () => (await calls()).getCapabilities(modal),
    sendCalls: async (request) => (await calls()).sendCalls(modal, request),
    getCallsStatus: async (id) => (await calls()).getCallsStatus(modal, id),
    getAssets: async () => (await assets()).getAssets(modal),
    getEnsAddress: async (request) => (await ens()).resolveEns(modal, request, 'address'),
    getEnsAvatar: async (request) => (await ens()).resolveEns(modal, request, 'avatar'),
    parseUnits,
    formatUnits,
  };
}
